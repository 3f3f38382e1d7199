import type { PortBinding } from '@estudio/adapters/browser-data';
import { createContainer } from '@estudio/adapters/wiring';
import { brandsUseCase, commentCountsUseCase, requirementsUseCase, sessionUseCase } from '@estudio/domain/shared';
import type { Container } from 'inversify';
import type { WEB_USE_CASES } from './screen-use-cases.js';

/**
 * The use cases the console binds when it loads: those its frame (the session, the brand
 * selector) and the requirement lists call (their counts of new comments too). The other screens' use cases
 * (./screen-use-cases.ts, WEB_USE_CASES) are bound when one of those screens first asks for
 * one (useService), so that showing /requirements does not fetch their code.
 */
export const CONSOLE_USE_CASES = [
  sessionUseCase,
  brandsUseCase,
  requirementsUseCase,
  // The requirement lists' counts of new comments (a thread is a screen's: CommentViews).
  commentCountsUseCase,
] as const;

/** A use case the console resolves: what `useService` accepts. */
export type WebUseCase = InstanceType<(typeof WEB_USE_CASES)[number]['useCase']>;

/** The browser's container over the given port bindings (Firebase web SDK, or twins). */
export const createWebContainer = (bindings: readonly PortBinding[]): Container =>
  createContainer(bindings, CONSOLE_USE_CASES);
