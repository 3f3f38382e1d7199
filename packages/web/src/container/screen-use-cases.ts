import { addUseCases } from '@estudio/adapters/wiring';
import { USE_CASES } from '@estudio/domain/shared';
import type { Container } from 'inversify';

/**
 * The use cases the console's screens call, and only those: each needs ports the Firebase
 * web bindings provide (the content commands through the content functions' client, the
 * model status through the ai function's, scheduling and the LinkedIn connection through the
 * scheduler and linkedin functions'). No AI model port: the server calls the models. The
 * server-only ones (SERVER_USE_CASES) are not even in the bundle. A chunk of its own: the
 * container binds those of ./web-container.ts (CONSOLE_USE_CASES) when it loads, and the
 * rest the first time a screen asks for one.
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
  USE_CASES.brandGuardViews,
  USE_CASES.blogViews,
  USE_CASES.aiModel,
  USE_CASES.schedulingPanel,
  USE_CASES.sendViews,
  USE_CASES.calendarViews,
  USE_CASES.linkedInPanel,
  USE_CASES.connectionHealth,
  USE_CASES.commentCounts,
  USE_CASES.commentViews,
  USE_CASES.uploads,
] as const;

/** Binds every use case of WEB_USE_CASES the container does not have yet. */
export const bindScreenUseCases = (container: Container): void => addUseCases(container, WEB_USE_CASES);
