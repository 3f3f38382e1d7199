import type { Container } from 'inversify';

/** Binds the screens' use cases into a container; there once their code has arrived. */
let bindLoaded: ((container: Container) => void) | null = null;

/**
 * Fetches the screens' use cases' code (../container/screen-use-cases.ts, a chunk of its own):
 * the route of every screen but the requirement lists fetches it beside the screen's own, so
 * that it is there when the screen draws.
 */
export const loadScreenUseCases = async (): Promise<void> => {
  bindLoaded = (await import('../container/screen-use-cases.js')).bindScreenUseCases;
};

/** Binds them into the console's container, the first time a screen asks for one (`asked`). */
export const bindScreenUseCases = (container: Container, asked: string): void => {
  if (bindLoaded === null) {
    throw new Error(`${asked}: the screen's route must fetch the screens' use cases first (loadScreenUseCases)`);
  }
  bindLoaded(container);
};
