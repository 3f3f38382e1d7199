import { ContentCommands } from '@estudio/domain/content';
import type { Container } from 'inversify';
import type { WebUseCase } from '../container/web-container.js';
import { createContext, use, useContext, type ReactNode } from 'react';
import { bindScreenUseCases } from './screen-use-cases.js';

const ServicesContext = createContext<Container | null>(null);

/** Hands the composition root's container to the screens (the only place they get services). */
export const ServicesProvider = ({
  container,
  children,
}: {
  readonly container: Container;
  readonly children: ReactNode;
}) => <ServicesContext.Provider value={container}>{children}</ServicesContext.Provider>;

/**
 * The console's container once it has loaded (a Suspense boundary above shows the wait).
 * `load` must answer the same promise on every call (ConsoleAccess.loadConsole does).
 */
export const LoadedServices = ({
  load,
  children,
}: {
  readonly load: () => Promise<Container>;
  readonly children: ReactNode;
}) => <ServicesProvider container={use(load())}>{children}</ServicesProvider>;

/**
 * A use case of the console's container, e.g. useService(BrandUseCases). Only the use cases
 * of WEB_USE_CASES are accepted: asking for one the console does not bind fails typecheck.
 * The console binds CONSOLE_USE_CASES when it loads, the screens' use cases the first time a
 * screen asks for one.
 */
export const useService = <T extends WebUseCase>(useCase: abstract new (...args: never[]) => T): T => {
  const container = useContext(ServicesContext);
  if (container === null) throw new Error('useService outside <ServicesProvider>');
  if (!container.isBound(useCase)) bindScreenUseCases(container, useCase.name);
  return container.get<T>(useCase as never);
};

/**
 * The console's one client of the content commands (docs/product.md, "Content commands"):
 * `useCommands().run('carousel/guides', key)` runs the action on the server and answers the
 * updated entity.
 */
export const useCommands = (): ContentCommands => {
  const container = useContext(ServicesContext);
  if (container === null) throw new Error('useCommands outside <ServicesProvider>');
  return container.get<ContentCommands>(ContentCommands);
};
