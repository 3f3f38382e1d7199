/*
 * Clears the Firestore and Auth EMULATORS of a project through their REST endpoints: the
 * CLI's `reset --yes`. It refuses unless both emulator hosts are given, because the same
 * code must never be able to empty a real project.
 */

export interface ResetEmulatorDataOptions {
  readonly projectId: string;
  /** FIRESTORE_EMULATOR_HOST, e.g. 127.0.0.1:8080. */
  readonly firestoreHost: string | undefined;
  /** FIREBASE_AUTH_EMULATOR_HOST, e.g. 127.0.0.1:9099. */
  readonly authHost: string | undefined;
}

/** host:port with no scheme or path, as the emulator variables hold it. */
const EMULATOR_HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/i;

const emulatorHost = (value: string | undefined, variable: string): string => {
  const host = value?.trim() ?? '';
  if (host === '') {
    throw new Error(`Refusing to reset: ${variable} is not set, so this is not the Firebase emulator.`);
  }
  if (!EMULATOR_HOST.test(host) || /googleapis\.com/i.test(host)) {
    throw new Error(`Refusing to reset: ${variable}=${host} is not an emulator host (host:port).`);
  }
  return host;
};

const clear = async (url: string, what: string): Promise<void> => {
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok) {
    const detail = await response.text().catch(() => '');
    throw new Error(
      `Could not clear the ${what} emulator (${response.status} ${response.statusText}): ${detail}`.trim(),
    );
  }
};

/** Deletes every document and every account of the project in the emulators. */
export const resetEmulatorData = async ({
  projectId,
  firestoreHost,
  authHost,
}: ResetEmulatorDataOptions): Promise<void> => {
  // Both hosts are checked before anything is cleared, so a refusal changes nothing.
  const firestore = emulatorHost(firestoreHost, 'FIRESTORE_EMULATOR_HOST');
  const auth = emulatorHost(authHost, 'FIREBASE_AUTH_EMULATOR_HOST');
  const project = projectId.trim();
  if (project === '') throw new Error('Refusing to reset: no project id.');
  const id = encodeURIComponent(project);
  await clear(`http://${firestore}/emulator/v1/projects/${id}/databases/(default)/documents`, 'Firestore');
  await clear(`http://${auth}/emulator/v1/projects/${id}/accounts`, 'Auth');
};
