/*
 * Firebase Storage download URLs, read without fetching them: the AI endpoint takes the URL
 * of a file the browser uploaded, checks from the URL alone that it names an object of this
 * project's bucket under the brand's (and requirement's) folder, and lets the server read
 * that object from Storage itself; it never fetches an address it was given.
 *
 *   https://firebasestorage.googleapis.com/v0/b/{bucket}/o/{object path, URL-encoded}?alt=media&token=…
 *   http://127.0.0.1:9199/v0/b/{bucket}/o/{object path}?alt=media&token=…   (the Storage emulator)
 */

/** One object of one bucket, as a download URL names it. */
export interface StorageObjectRef {
  readonly bucket: string;
  readonly path: string;
}

const DOWNLOAD_PATH = /^\/v0\/b\/([^/]+)\/o\/([^/]+)$/;
const PRODUCTION_HOST = 'firebasestorage.googleapis.com';
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

const decoded = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/**
 * The bucket and object path a Storage download URL names, or null when the text is not
 * one: https on Firebase Storage's host, or http on a loopback host (the emulator). A path
 * with an empty, '.' or '..' segment is refused, so a URL can never climb out of a folder.
 */
export const storageObjectOf = (url: string): StorageObjectRef | null => {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const production = parsed.protocol === 'https:' && parsed.hostname === PRODUCTION_HOST && parsed.port === '';
  const emulator = parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname);
  if (!production && !emulator) return null;
  if (parsed.username !== '' || parsed.password !== '') return null;
  const match = DOWNLOAD_PATH.exec(parsed.pathname);
  if (match === null) return null;
  const bucket = decoded(match[1] ?? '');
  const path = decoded(match[2] ?? '');
  if (bucket === null || path === null || bucket === '' || path === '') return null;
  if (path.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  return { bucket, path };
};

/**
 * True when `url` is a download URL of an object in `bucket` under `folder` (given without
 * its trailing '/'), e.g. brandManuals/{brandId}.
 */
export const isStoredUnder = (url: string, bucket: string, folder: string): boolean => {
  const object = storageObjectOf(url);
  return object !== null && object.bucket === bucket && object.path.startsWith(`${folder}/`);
};
