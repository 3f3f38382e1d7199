import type { PortBinding } from '@estudio/adapters/browser-data';
import { createContainer } from '@estudio/adapters/wiring';
import { USE_CASES } from '@estudio/domain/shared';
import type { Container } from 'inversify';

/**
 * The use cases the console's screens call, and only those: each needs ports the Firebase
 * web bindings provide (the content commands through the content functions' client, the
 * model status through the ai function's, scheduling and the LinkedIn connection through the
 * scheduler and linkedin functions'). No AI model port: the server calls the models. The
 * server-only ones (SERVER_USE_CASES) are not even in the bundle.
 */
export const WEB_USE_CASES = [
  USE_CASES.session,
  USE_CASES.brands,
  USE_CASES.users,
  USE_CASES.roles,
  USE_CASES.requirements,
  USE_CASES.brandDnaViews,
  USE_CASES.blueprintViews,
  USE_CASES.carouselViews,
  USE_CASES.videoViews,
  USE_CASES.blogViews,
  USE_CASES.aiModel,
  USE_CASES.schedulingPanel,
  USE_CASES.linkedInPanel,
  USE_CASES.uploads,
] as const;

/** A use case the console resolves: what `useService` accepts. */
export type WebUseCase = InstanceType<(typeof WEB_USE_CASES)[number]['useCase']>;

/** The browser's container over the given port bindings (Firebase web SDK, or twins). */
export const createWebContainer = (bindings: readonly PortBinding[]): Container =>
  createContainer(bindings, WEB_USE_CASES);
