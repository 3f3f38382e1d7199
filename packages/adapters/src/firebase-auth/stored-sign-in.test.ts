import { _persistenceKeyName } from '@firebase/auth/internal';
import { describe, expect, it, vi } from 'vitest';
import {
  FIREBASE_AUTH_DATABASE,
  storedSignIn,
  storedUserKey,
  type BrowserStores,
  type IdbFactory,
} from './stored-sign-in.js';

const KEY = storedUserKey('demo-api-key');

/** An IndexedDB request whose outcome is delivered on a later tick, as the browser does. */
const laterRequest = <T>(deliver: (request: Record<string, unknown>) => T) => {
  const request: Record<string, unknown> = {};
  setTimeout(() => deliver(request), 0);
  return request;
};

interface FakeDatabase {
  /** Absent: the database does not exist yet. */
  readonly stores?: Record<string, readonly string[]>;
  readonly openFails?: boolean;
  readonly readFails?: boolean;
}

/** An IdbFactory over one fake database; records whether a creation was aborted and the database closed. */
const fakeIndexedDB = ({ stores, openFails = false, readFails = false }: FakeDatabase) => {
  const seen = { aborted: false, closed: false, opened: [] as string[] };
  const factory = {
    open: (name: string) => {
      seen.opened.push(name);
      return laterRequest((request) => {
        if (openFails) return (request['onerror'] as () => void)();
        if (stores === undefined) {
          request['transaction'] = { abort: () => (seen.aborted = true) };
          (request['onupgradeneeded'] as () => void)();
          return (request['onerror'] as () => void)();
        }
        request['result'] = {
          objectStoreNames: { contains: (store: string) => store in stores },
          close: () => (seen.closed = true),
          transaction: (store: string) => ({
            objectStore: () => ({
              count: (key: string) =>
                laterRequest((read) => {
                  if (readFails) return (read['onerror'] as () => void)();
                  read['result'] = (stores[store] ?? []).filter((stored) => stored === key).length;
                  (read['onsuccess'] as () => void)();
                }),
            }),
          }),
        };
        (request['onsuccess'] as () => void)();
      });
    },
  };
  return { factory: factory as unknown as IdbFactory, seen };
};

const noLocalStorage = { getItem: () => null };

const stores =
  (indexedDB: IdbFactory | undefined, localStorage: BrowserStores['localStorage'] = noLocalStorage) =>
  (): BrowserStores => ({ indexedDB, localStorage });

describe('storedSignIn', () => {
  it('reads the key the Firebase Auth SDK stores its signed-in user under', () => {
    expect(KEY).toBe(_persistenceKeyName('authUser', 'demo-api-key', '[DEFAULT]'));
  });

  it('is none when the SDK’s database holds no user, and stored when it holds this app’s', async () => {
    const empty = fakeIndexedDB({ stores: { [FIREBASE_AUTH_DATABASE.store]: ['__sak'] } });
    expect(await storedSignIn('demo-api-key', stores(empty.factory))).toBe('none');
    expect(empty.seen).toMatchObject({ opened: [FIREBASE_AUTH_DATABASE.name], closed: true });

    const signedIn = fakeIndexedDB({ stores: { [FIREBASE_AUTH_DATABASE.store]: ['__sak', KEY] } });
    expect(await storedSignIn('demo-api-key', stores(signedIn.factory))).toBe('stored');
    const otherApp = fakeIndexedDB({ stores: { [FIREBASE_AUTH_DATABASE.store]: [storedUserKey('other-key')] } });
    expect(await storedSignIn('demo-api-key', stores(otherApp.factory))).toBe('none');
  });

  it('is none without the database, and does not create it (the SDK makes its own)', async () => {
    const missing = fakeIndexedDB({});
    expect(await storedSignIn('demo-api-key', stores(missing.factory))).toBe('none');
    expect(missing.seen.aborted).toBe(true);
    const withoutStore = fakeIndexedDB({ stores: {} });
    expect(await storedSignIn('demo-api-key', stores(withoutStore.factory))).toBe('none');
  });

  it('is stored when localStorage (the SDK’s second persistence) holds the user', async () => {
    const empty = fakeIndexedDB({ stores: { [FIREBASE_AUTH_DATABASE.store]: [] } });
    const localStorage = { getItem: vi.fn((key: string) => (key === KEY ? '{"uid":"u-1"}' : null)) };
    expect(await storedSignIn('demo-api-key', stores(empty.factory, localStorage))).toBe('stored');
    expect(localStorage.getItem).toHaveBeenCalledWith(KEY);
  });

  it('leaves the answer to the SDK (stored) whenever it cannot read', async () => {
    expect(await storedSignIn('demo-api-key', stores(undefined))).toBe('stored');
    expect(await storedSignIn('demo-api-key', stores(fakeIndexedDB({ openFails: true }).factory))).toBe('stored');
    const readFails = fakeIndexedDB({ stores: { [FIREBASE_AUTH_DATABASE.store]: [] }, readFails: true });
    expect(await storedSignIn('demo-api-key', stores(readFails.factory))).toBe('stored');
    const throwing = {
      open: () => {
        throw new Error('SecurityError');
      },
    } as unknown as IdbFactory;
    expect(await storedSignIn('demo-api-key', stores(throwing))).toBe('stored');
    const blockedStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(await storedSignIn('demo-api-key', stores(fakeIndexedDB({}).factory, blockedStorage))).toBe('stored');
    const blocked = () => {
      throw new Error('SecurityError');
    };
    expect(await storedSignIn('demo-api-key', blocked)).toBe('stored');
  });
});
