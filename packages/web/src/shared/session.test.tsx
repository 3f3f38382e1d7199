import {
  createDemoMemoryAdapters,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  memoryPortBindings,
  type MemoryAdapters,
} from '@estudio/adapters';
import {
  PermissionConfigRepository,
  RoleRepository,
  SessionUseCases,
  UserRepository,
  type Authenticator,
} from '@estudio/domain/accounts';
import { Clock, Logger } from '@estudio/domain/shared';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createWebContainer } from '../container/web-container.js';
import { TEST_NOW } from '../test/render-app.js';
import { lazyAuthenticator } from './lazy-authenticator.js';
import { SessionProvider, useSessionApi } from './session.js';

const StateProbe = () => <p data-testid="state">{useSessionApi().state.status}</p>;

/**
 * The session over a sign-in service whose code has not arrived yet (as Firebase Auth at
 * start): `arrive` delivers it.
 */
const pendingService = (adapters: MemoryAdapters) => {
  const container = createWebContainer(memoryPortBindings(adapters));
  let arrive: (auth: Authenticator) => void = () => undefined;
  const service = new Promise<Authenticator>((resolve) => {
    arrive = resolve;
  });
  const sessions = new SessionUseCases(
    lazyAuthenticator(() => service),
    container.get(UserRepository),
    container.get(RoleRepository),
    container.get(PermissionConfigRepository),
    container.get(Clock),
    container.get(Logger),
  );
  return { sessions, loadConsole: () => Promise.resolve(container), arrive: () => arrive(adapters.auth) };
};

const renderSession = (
  startsSignedOut: Promise<boolean> | undefined,
  adapters = createDemoMemoryAdapters(TEST_NOW),
) => {
  const { sessions, loadConsole, arrive } = pendingService(adapters);
  render(
    <SessionProvider access={{ sessions, loadConsole, startsSignedOut }}>
      <StateProbe />
    </SessionProvider>,
  );
  return { arrive };
};

/** The demo data with its first account signed in to the sign-in service. */
const signedInAdapters = async () => {
  const adapters = createDemoMemoryAdapters(TEST_NOW);
  const account = DEMO_ACCOUNTS[0];
  if (account === undefined) throw new Error('no demo account');
  await adapters.auth.signIn(account.email, DEMO_PASSWORD);
  return adapters;
};

const state = () => screen.getByTestId('state').textContent;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the first sign-in state', () => {
  it('is signed out at once when the browser keeps nobody signed in, before the sign-in service arrives', async () => {
    const { arrive } = renderSession(Promise.resolve(true));
    await settle();
    expect(state()).toBe('signed-out');
    arrive();
    await settle();
    expect(state()).toBe('signed-out');
  });

  it.each([
    ['may be kept signed in', Promise.resolve(false)],
    ['is not known', undefined],
  ])('waits for the sign-in service when someone %s', async (_, startsSignedOut) => {
    const adapters = await signedInAdapters();
    const { arrive } = renderSession(startsSignedOut, adapters);
    await settle();
    expect(state()).toBe('loading');
    arrive();
    expect(await screen.findByText('signed-in')).toBeTruthy();
  });

  it('is never taken back to signed out once the service has answered', async () => {
    let nobodyKept: (signedOut: boolean) => void = () => undefined;
    const adapters = await signedInAdapters();
    const { arrive } = renderSession(
      new Promise((resolve) => {
        nobodyKept = resolve;
      }),
      adapters,
    );
    arrive();
    await screen.findByText('signed-in');
    act(() => nobodyKept(true));
    await settle();
    expect(state()).toBe('signed-in');
  });
});
