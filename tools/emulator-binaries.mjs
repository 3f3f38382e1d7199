// Which Java binary each emulator that needs one runs (Firestore, and Storage's rules runtime),
// decided from what is on disk and what is known of the network: never by trying the network
// when a usable local jar is there. scripts/emulators/prepare.mjs gathers the facts and acts on
// the choice; the decisions are pure (emulator-binaries.test.ts).
//
// Firestore: 1. FIRESTORE_EMULATOR_BINARY_PATH; 2. the jar firebase-tools downloaded for its
// version (it then starts it itself); 3. a jar of another version it downloaded earlier;
// 4. Debian's google-cloud-cli-firestore-emulator jar (a real emulator: rules enforced);
// 5. only then firebase-tools' download, unless the machine is known to be offline.
// Storage rules runtime: 1.–3. likewise; 4. firebase-tools' download while the machine is not
// known to be offline; 5. the allow-all stand-in (Storage rules NOT enforced), said loudly.

/** How long a failed download says "offline": no new attempt before then (ESTUDIO_OFFLINE=0 forces one). */
export const OFFLINE_MEMORY_MS = 24 * 60 * 60 * 1000;

/** The file name firebase-tools downloads an emulator to (its downloadableEmulatorInfo.json). */
export const expectedJarName = (info) => info.downloadPathRelativeToCacheDir;

/**
 * The newest jar of an emulator in firebase-tools' cache, other than the expected one: a jar of
 * an earlier firebase-tools. `prefix` is the name before "-v<version>.jar".
 */
export const otherCachedJar = (files, prefix, expected) => {
  const version = (name) => (name.slice(prefix.length + 2, -'.jar'.length).match(/\d+/g) ?? []).map(Number);
  const newer = (a, b) => {
    const [va, vb] = [version(a), version(b)];
    for (let i = 0; i < Math.max(va.length, vb.length); i += 1) {
      if ((va[i] ?? 0) !== (vb[i] ?? 0)) return (va[i] ?? 0) - (vb[i] ?? 0);
    }
    return 0;
  };
  const jars = files.filter((f) => f !== expected && f.startsWith(`${prefix}-v`) && f.endsWith('.jar')).sort(newer);
  return jars.at(-1) ?? null;
};

/**
 * Whether to take the machine for offline, without trying: ESTUDIO_OFFLINE=1 says so,
 * ESTUDIO_OFFLINE=0 says to try again; otherwise a download that failed less than
 * OFFLINE_MEMORY_MS ago (`failedAt`, an ISO date recorded by prepare.mjs) says so.
 * @param {{ env?: Record<string, string | undefined>, failedAt?: string | null, now?: number }} facts
 */
export const knownOffline = ({ env = {}, failedAt = null, now = Date.now() }) => {
  if (env.ESTUDIO_OFFLINE === '1') return true;
  if (env.ESTUDIO_OFFLINE === '0') return false;
  const at = failedAt === null ? Number.NaN : Date.parse(failedAt);
  return Number.isFinite(at) && now - at >= 0 && now - at < OFFLINE_MEMORY_MS;
};

/**
 * Firestore's binary. Facts: `override` (the env path or null), `cached` (firebase-tools' own
 * jar is there), `otherCached` (a path or null), `debian` (Debian's jar is there), `offline`.
 * Answers { use: 'override' | 'cache' | 'debian' | 'download' | 'none', path? }: 'cache'
 * lets firebase-tools start its own jar; 'download' asks it to fetch one first; 'none' is
 * the error that names what to install.
 */
export const chooseFirestore = ({ override, cached, otherCached, debian, offline }) => {
  if (override) return { use: 'override', path: override };
  if (cached) return { use: 'cache' };
  if (otherCached) return { use: 'override', path: otherCached };
  if (debian) return { use: 'debian' };
  return offline ? { use: 'none' } : { use: 'download' };
};

/**
 * The Storage rules runtime. Facts as chooseFirestore's, with `standIn` (the allow-all
 * stand-in is built, or javac can build it) in place of `debian`. Answers { use: 'override' |
 * 'cache' | 'download' | 'stand-in' | 'none', path? }; after a failed 'download' the caller
 * asks again with offline: true.
 */
export const chooseStorageRuntime = ({ override, cached, otherCached, standIn, offline }) => {
  if (override) return { use: 'override', path: override };
  if (cached) return { use: 'cache' };
  if (otherCached) return { use: 'override', path: otherCached };
  if (!offline) return { use: 'download' };
  return standIn ? { use: 'stand-in' } : { use: 'none' };
};
