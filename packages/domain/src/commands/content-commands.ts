import { BLOG_COMMANDS } from './blog-commands.js';
import { BLUEPRINT_COMMANDS } from './blueprint-commands.js';
import { BRAND_COMMANDS } from './brand-commands.js';
import { CAROUSEL_COMMANDS } from './carousel-commands.js';
import { COMMENT_COMMANDS } from './comment-commands.js';
import { GUARD_COMMANDS } from './guard-commands.js';
import { PLANNING_COMMANDS } from './planning-commands.js';
import { REQUIREMENT_COMMANDS } from './requirement-commands.js';
import { VIDEO_COMMANDS } from './video-commands.js';

/**
 * Every content command, by concern: each concern is one HTTPS function of the same name and
 * each action one POST route of it ('carousel/guides' is POST …/carousel/guides).
 */
export const CONTENT_COMMANDS = {
  brand: BRAND_COMMANDS,
  blueprint: BLUEPRINT_COMMANDS,
  carousel: CAROUSEL_COMMANDS,
  video: VIDEO_COMMANDS,
  blog: BLOG_COMMANDS,
  planning: PLANNING_COMMANDS,
  requirements: REQUIREMENT_COMMANDS,
  comments: COMMENT_COMMANDS,
  guard: GUARD_COMMANDS,
} as const;

type Groups = typeof CONTENT_COMMANDS;

/** A concern: the name of its HTTPS function. */
export type CommandConcern = keyof Groups;

export const COMMAND_CONCERNS = Object.keys(CONTENT_COMMANDS) as readonly CommandConcern[];

/** 'concern/action', e.g. 'carousel/guides'. */
export type CommandName = {
  [G in CommandConcern]: `${G}/${Extract<keyof Groups[G], string>}`;
}[CommandConcern];

type DefinitionOf<N extends CommandName> = N extends `${infer G}/${infer A}`
  ? G extends CommandConcern
    ? A extends keyof Groups[G]
      ? Groups[G][A]
      : never
    : never
  : never;

/** What a command takes: the input its parser reads. */
export type CommandInput<N extends CommandName> =
  DefinitionOf<N> extends { readonly parse: (body: unknown) => infer I } ? I : never;
/** What a command answers: the updated entity its use case returns. */
export type CommandOutput<N extends CommandName> =
  DefinitionOf<N> extends { readonly run: (...args: never[]) => Promise<infer O> } ? O : never;
