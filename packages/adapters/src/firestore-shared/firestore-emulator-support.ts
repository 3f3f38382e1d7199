/*
 * For the suites that run on the Firestore emulator (scripts/emulators/exec.mjs sets
 * FIRESTORE_EMULATOR_HOST and GCLOUD_PROJECT). The document paths are fixed by the specs,
 * so tests cannot each take their own collection: they empty the whole emulator instead.
 */

const required = (name: string): string => {
  const value = process.env[name];
  if (value === undefined || value === '') {
    throw new Error(`${name} is not set: run this suite through scripts/emulators/exec.mjs.`);
  }
  return value;
};

export const emulatorProjectId = (): string => required('GCLOUD_PROJECT');

export const firestoreEmulatorAddress = (): { readonly host: string; readonly port: number } => {
  const hostAndPort = required('FIRESTORE_EMULATOR_HOST');
  const colon = hostAndPort.lastIndexOf(':');
  return { host: hostAndPort.slice(0, colon), port: Number(hostAndPort.slice(colon + 1)) };
};

/** Deletes every document of the project through the emulator's REST endpoint. */
export const clearFirestoreEmulator = async (): Promise<void> => {
  const response = await fetch(
    `http://${required('FIRESTORE_EMULATOR_HOST')}/emulator/v1/projects/${emulatorProjectId()}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!response.ok)
    throw new Error(`Could not clear the Firestore emulator: ${response.status} ${await response.text()}`);
};
