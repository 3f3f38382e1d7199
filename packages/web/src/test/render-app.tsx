import {
  createDemoMemoryAdapters,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  memoryPortBindings,
  type MemoryAdapters,
} from '@estudio/adapters';
import { SessionUseCases } from '@estudio/domain/accounts';
import { render, screen, waitFor, type RenderResult } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { App } from '../app/app.js';
import { preloadLazyComponents } from '../shared/lazy-component.js';
import { bindScreenUseCases } from '../container/screen-use-cases.js';
import { createWebContainer } from '../container/web-container.js';
import { AppTexts } from '../shared/texts.js';

/** The day the demo dataset is built for in screen tests. */
export const TEST_NOW = new Date('2026-11-21T12:00:00.000Z');

/** The demo account of a role, e.g. accountOf('Diseñador').email. */
export const accountOf = (roleName: string) => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.roleName === roleName);
  if (account === undefined) throw new Error(`No demo account for ${roleName}`);
  return account;
};

export interface RenderAppOptions {
  /** The path to open. */
  readonly path: string;
  /** Sign in first as the demo account of this role (e.g. 'Superadministrador'); none when omitted. */
  readonly as?: string;
  /** The twins to use (default: the demo dataset of the local stack). */
  readonly adapters?: MemoryAdapters;
  /** Told every location the router reaches (path and navigation state), the first included. */
  readonly onLocation?: (location: Location) => void;
}

/** Reports the router's location; renders nothing. */
const LocationProbe = ({ onLocation }: { readonly onLocation: (location: Location) => void }) => {
  const location = useLocation();
  useEffect(() => {
    onLocation(location);
  }, [location, onLocation]);
  return null;
};

export interface RenderedApp extends RenderResult {
  readonly adapters: MemoryAdapters;
}

/**
 * The whole console, as `npm start` serves it, over in-memory twins holding the demo
 * dataset: the real container, providers and routes. Resolves once the first screen shows.
 */
export const renderApp = async ({
  path,
  as,
  adapters = createDemoMemoryAdapters(TEST_NOW),
  onLocation,
}: RenderAppOptions): Promise<RenderedApp> => {
  await preloadLazyComponents();
  if (as !== undefined) await adapters.auth.signIn(accountOf(as).email, DEMO_PASSWORD);
  const container = createWebContainer(memoryPortBindings(adapters));
  // The screens' use cases bound up front, as their chunks are preloaded above: no test waits
  // on a first import (services.test.tsx covers binding them on demand).
  bindScreenUseCases(container);
  const loaded = Promise.resolve(container);
  const result = render(
    <App
      access={{ sessions: container.get(SessionUseCases), loadConsole: () => loaded }}
      router={(routes) => (
        <MemoryRouter initialEntries={[path]}>
          {onLocation === undefined ? null : <LocationProbe onLocation={onLocation} />}
          {routes}
        </MemoryRouter>
      )}
    />,
  );
  // The first sign-in state is known once something renders: every screen has a main landmark.
  await screen.findAllByRole('main');
  // Screens are code-split: wait until the route's chunk has arrived.
  await waitFor(() => {
    if (screen.queryByRole('status', { name: AppTexts.loading }) !== null) throw new Error('still loading');
  });
  return { ...result, adapters };
};
