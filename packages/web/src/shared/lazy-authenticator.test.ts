import type { AuthIdentity, Authenticator } from '@estudio/domain/accounts';
import { describe, expect, it, vi } from 'vitest';
import { lazyAuthenticator } from './lazy-authenticator.js';

const IDENTITY: AuthIdentity = { uid: 'u-1', email: 'ana@estudio.test', tokenExpiresAt: null };

/** A sign-in service that reports IDENTITY to each listener and records the calls it gets. */
const recordingService = () => {
  const unsubscribed = vi.fn();
  const service: Authenticator = {
    signIn: vi.fn(() => Promise.resolve(IDENTITY)),
    signOut: vi.fn(() => Promise.resolve()),
    sendPasswordReset: vi.fn(() => Promise.resolve()),
    onAuthStateChanged: vi.fn((listener: (identity: AuthIdentity | null) => void) => {
      listener(IDENTITY);
      return unsubscribed;
    }),
  };
  return { service, unsubscribed };
};

/** A load that answers when told to. */
const deferred = <T>() => {
  let settle: { resolve: (value: T) => void; reject: (error: unknown) => void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  const promise = new Promise<T>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
};

describe('lazyAuthenticator', () => {
  it('runs each call on the service once its code has arrived', async () => {
    const { service } = recordingService();
    const load = deferred<Authenticator>();
    const auth = lazyAuthenticator(() => load.promise);
    const signingIn = auth.signIn('ana@estudio.test', 'secreta');
    const resetting = auth.sendPasswordReset('ana@estudio.test');
    expect(service.signIn).not.toHaveBeenCalled();
    load.resolve(service);
    expect(await signingIn).toEqual(IDENTITY);
    await resetting;
    await auth.signOut();
    expect(service.signIn).toHaveBeenCalledWith('ana@estudio.test', 'secreta');
    expect(service.sendPasswordReset).toHaveBeenCalledWith('ana@estudio.test');
    expect(service.signOut).toHaveBeenCalledOnce();
  });

  it('subscribes a listener when the service arrives, and unsubscribes it', async () => {
    const { service, unsubscribed } = recordingService();
    const load = deferred<Authenticator>();
    const listener = vi.fn();
    const unsubscribe = lazyAuthenticator(() => load.promise).onAuthStateChanged(listener);
    expect(listener).not.toHaveBeenCalled();
    load.resolve(service);
    await vi.waitFor(() => expect(listener).toHaveBeenCalledWith(IDENTITY));
    unsubscribe();
    expect(unsubscribed).toHaveBeenCalledOnce();
  });

  it('subscribes nothing when unsubscribed before the service arrives', async () => {
    const { service } = recordingService();
    const listener = vi.fn();
    const unsubscribe = lazyAuthenticator(() => Promise.resolve(service)).onAuthStateChanged(listener);
    unsubscribe();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(service.onAuthStateChanged).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
  });

  it('reports nobody signed in when the service cannot be loaded, and a sign-in tries again', async () => {
    const { service } = recordingService();
    const load = vi
      .fn<() => Promise<Authenticator>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(service);
    const auth = lazyAuthenticator(load);
    const listener = vi.fn();
    auth.onAuthStateChanged(listener);
    await vi.waitFor(() => expect(listener).toHaveBeenCalledWith(null));
    expect(await auth.signIn('ana@estudio.test', 'secreta')).toEqual(IDENTITY);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
