/*
 * Whether the signed-in user's LinkedIn connection went through the local sandbox. The
 * linkedin function says so when it answers 'Conectar LinkedIn' (`sandbox`); the browser
 * then leaves for the authorization page and comes back in a fresh page, so the answer is
 * kept in this tab's sessionStorage, under the user's uid, until the next connect or the
 * disconnect. It only labels what is shown; nothing is decided on it.
 */

const KEY = 'estudio:linkedin-sandbox';

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** Remembers what the server answered for this user's last 'Conectar LinkedIn'. */
export const rememberSandbox = (uid: string, sandbox: boolean): void => {
  const store = storage();
  if (store === null) return;
  if (sandbox) store.setItem(KEY, uid);
  else store.removeItem(KEY);
};

/** Whether this user's last connect, in this tab, went to the local sandbox. */
export const wasSandbox = (uid: string): boolean => storage()?.getItem(KEY) === uid;

export const forgetSandbox = (): void => storage()?.removeItem(KEY);
