/*
 * Where a Storage object lives, read from the forms the console hands the server: a Firebase
 * Storage download URL (https://firebasestorage.googleapis.com/v0/b/{bucket}/o/{encoded path}?alt=media&token=…),
 * the same URL from the Storage emulator (http://127.0.0.1:{port}/v0/b/…, or localhost), or a
 * gs://bucket/path URI. Anything else is null: the server reads only its own bucket's objects,
 * never an arbitrary URL.
 */

export interface StorageObjectRef {
  readonly bucket: string;
  readonly path: string;
}

const DOWNLOAD_HOST = 'firebasestorage.googleapis.com';
const EMULATOR_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const BUCKET = /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/;
const DOWNLOAD_PATH = /^\/v0\/b\/([^/]+)\/o\/([^/]+)$/;

/** A path with no empty, '.' or '..' segment and no control character. */
const isObjectPath = (path: string): boolean =>
  path !== '' &&
  // eslint-disable-next-line no-control-regex
  !/[\u0000-\u001f\u007f]/.test(path) &&
  path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');

const decoded = (text: string): string | null => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};

const ref = (bucket: string | null, path: string | null): StorageObjectRef | null =>
  bucket !== null && path !== null && BUCKET.test(bucket) && isObjectPath(path) ? { bucket, path } : null;

/** The bucket and object path a download URL or gs:// URI names, or null when it names none. */
export const parseStorageUrl = (url: string): StorageObjectRef | null => {
  const text = url.trim();
  if (text.startsWith('gs://')) {
    const rest = text.slice('gs://'.length);
    const slash = rest.indexOf('/');
    return slash <= 0 ? null : ref(rest.slice(0, slash), rest.slice(slash + 1));
  }
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return null;
  }
  const official = parsed.protocol === 'https:' && parsed.hostname === DOWNLOAD_HOST && parsed.port === '';
  const emulator = parsed.protocol === 'http:' && EMULATOR_HOSTS.has(parsed.hostname);
  if (!official && !emulator) return null;
  if (parsed.username !== '' || parsed.password !== '') return null;
  const match = DOWNLOAD_PATH.exec(parsed.pathname);
  if (!match) return null;
  return ref(decoded(match[1] ?? ''), decoded(match[2] ?? ''));
};

/** gs://bucket/path of an object. */
export const gsUri = ({ bucket, path }: StorageObjectRef): string => `gs://${bucket}/${path}`;

/** An upload id before the file name ({uploadId}-{file name}: keyVisualPath, brandManualPath). */
const UPLOAD_ID_PREFIX = /^[A-Za-z0-9]{20}-(?=.)/;

/**
 * The name a user gave the stored file, for showing it: the last segment of the object's
 * path without the upload id in front ('manual.pdf' for
 * …/o/brandManuals%2Fb1%2FAbc…xyz-manual.pdf?alt=media). A URL that names no object of a
 * bucket gives its last path segment; an empty one, undefined.
 */
export const uploadedFileName = (url: string | undefined): string | undefined => {
  if (url === undefined || url.trim() === '') return undefined;
  const path = parseStorageUrl(url)?.path ?? url.split(/[?#]/)[0] ?? '';
  const last = path.split('/').at(-1) ?? '';
  const name = (decoded(last) ?? last).replace(UPLOAD_ID_PREFIX, '');
  return name === '' ? undefined : name;
};
