import type { CommandConcern } from '@estudio/domain/content';
import { BLOG_CASES } from './blog.js';
import { BLUEPRINT_CASES } from './blueprint.js';
import { BRAND_CASES } from './brand.js';
import { CAROUSEL_CASES } from './carousel.js';
import { COMMENT_CASES } from './comments.js';
import type { CommandCase, ConcernCases } from './command-case.js';
import { GUARD_CASES } from './guard.js';
import { PLANNING_CASES } from './planning.js';
import { REQUIREMENT_CASES } from './requirements.js';
import { VIDEO_CASES } from './video.js';

/*
 * Every content command's emulator case, by concern (test code only: see command-case.ts),
 * and which suite file runs which concerns, each suite on one fresh stack. command-cases.test.ts
 * proves every command of CONTENT_COMMANDS has its case and every concern its suite.
 */

export const COMMAND_CASES: { readonly [C in CommandConcern]: ConcernCases<C> } = {
  brand: BRAND_CASES,
  blueprint: BLUEPRINT_CASES,
  carousel: CAROUSEL_CASES,
  video: VIDEO_CASES,
  blog: BLOG_CASES,
  planning: PLANNING_CASES,
  requirements: REQUIREMENT_CASES,
  comments: COMMENT_CASES,
  guard: GUARD_CASES,
};

/** The suite files (commands/<suite>.emulator.test.ts) and the concerns each runs. */
export const COMMAND_SUITES = {
  brand: ['brand', 'blueprint', 'requirements'],
  carousel: ['carousel'],
  video: ['video', 'planning'],
  blog: ['blog'],
  comments: ['comments'],
  guard: ['guard'],
} as const satisfies Readonly<Record<string, readonly CommandConcern[]>>;

export type CommandSuite = keyof typeof COMMAND_SUITES;

/** The cases of some concerns as one table by command name ('carousel/guides'). */
export const casesOf = (concerns: readonly CommandConcern[]): Readonly<Record<string, CommandCase>> =>
  Object.fromEntries(
    concerns.flatMap((concern) =>
      Object.entries(COMMAND_CASES[concern] as Readonly<Record<string, CommandCase>>).map(([action, command]) => [
        `${concern}/${action}`,
        command,
      ]),
    ),
  );
