/**
 * Whether Firebase Auth keeps a signed-in user for this app in this browser, read where its
 * web SDK stores one (the persistences firebaseWebAuth lists: IndexedDB, then localStorage)
 * without loading the SDK. 'none' only when neither holds the user's key; 'stored' when one
 * does, or when it cannot tell (no IndexedDB, a failed read): then only the SDK can answer.
 * The login route draws at once on 'none', while the SDK's code is still on its way.
 */
export type StoredSignIn = 'none' | 'stored';

/** Where the Firebase Auth web SDK keeps its persisted state (its IndexedDB persistence). */
export const FIREBASE_AUTH_DATABASE = { name: 'firebaseLocalStorageDb', store: 'firebaseLocalStorage' } as const;

/** The key of the signed-in user of an app, in either store. */
export const storedUserKey = (apiKey: string, appName = '[DEFAULT]'): string =>
  `firebase:authUser:${apiKey}:${appName}`;

/** The parts of the browser's IndexedDB this read uses (the adapters build without the DOM's types). */
interface IdbRequest<T> {
  readonly result: T;
  onsuccess: (() => void) | null;
  onerror: (() => void) | null;
}
interface IdbDatabase {
  readonly objectStoreNames: { contains(name: string): boolean };
  transaction(
    store: string,
    mode: 'readonly',
  ): { objectStore(name: string): { count(key: string): IdbRequest<number> } };
  close(): void;
}
interface IdbOpenRequest extends IdbRequest<IdbDatabase> {
  readonly transaction: { abort(): void } | null;
  onupgradeneeded: (() => void) | null;
  onblocked: (() => void) | null;
}
export interface IdbFactory {
  open(name: string): IdbOpenRequest;
}

/** The browser stores the answer reads (injected in tests). */
export interface BrowserStores {
  readonly indexedDB: IdbFactory | undefined;
  readonly localStorage: { getItem(key: string): string | null } | undefined;
}

/** This browser's stores; reading them may throw where storage is blocked. */
const browserStores = (): BrowserStores => {
  const browser = globalThis as { indexedDB?: IdbFactory; localStorage?: BrowserStores['localStorage'] };
  return { indexedDB: browser.indexedDB, localStorage: browser.localStorage };
};

/** Whether the SDK's database holds the key; null when it cannot be read. Never creates the database. */
const inDatabase = (factory: IdbFactory, key: string): Promise<boolean | null> =>
  new Promise((resolve) => {
    let request: IdbOpenRequest;
    try {
      request = factory.open(FIREBASE_AUTH_DATABASE.name);
    } catch {
      resolve(null);
      return;
    }
    // No database yet: give up creating it (the SDK makes its own), and nobody is stored.
    request.onupgradeneeded = () => {
      request.transaction?.abort();
      resolve(false);
    };
    // After that abort the open fails: the first answer stands. Any other failure is unsure.
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
    request.onsuccess = () => {
      const db = request.result;
      try {
        if (!db.objectStoreNames.contains(FIREBASE_AUTH_DATABASE.store)) {
          db.close();
          resolve(false);
          return;
        }
        const read = db
          .transaction(FIREBASE_AUTH_DATABASE.store, 'readonly')
          .objectStore(FIREBASE_AUTH_DATABASE.store)
          .count(key);
        read.onsuccess = () => {
          db.close();
          resolve(read.result > 0);
        };
        read.onerror = () => {
          db.close();
          resolve(null);
        };
      } catch {
        db.close();
        resolve(null);
      }
    };
  });

/** See StoredSignIn. */
export const storedSignIn = async (
  apiKey: string,
  readStores: () => BrowserStores = browserStores,
  appName?: string,
): Promise<StoredSignIn> => {
  const key = storedUserKey(apiKey, appName);
  let stores: BrowserStores;
  try {
    stores = readStores();
    if (stores.localStorage?.getItem(key) != null) return 'stored';
  } catch {
    return 'stored';
  }
  if (stores.indexedDB === undefined) return 'stored';
  return (await inDatabase(stores.indexedDB, key)) === false ? 'none' : 'stored';
};
