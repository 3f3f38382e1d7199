/** What uploadBytesResumable takes. */
export type UploadBytes = Blob | Uint8Array | ArrayBuffer;

/**
 * MediaFile.body as bytes Firebase Storage can send: a Blob or File (the browser's file
 * picker), a Uint8Array or Node Buffer, an ArrayBuffer, or any other typed array / DataView
 * (viewed as its bytes, not copied). Anything else is a caller's mistake, refused at once.
 */
export const toUploadBytes = (body: unknown): UploadBytes => {
  if (typeof Blob !== 'undefined' && body instanceof Blob) return body;
  if (body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return body;
  if (ArrayBuffer.isView(body)) return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  throw new TypeError(`Unsupported upload body (${describe(body)}): expected a Blob, File, Uint8Array or ArrayBuffer.`);
};

/** How many bytes an upload body holds. */
export const byteSizeOf = (bytes: UploadBytes): number =>
  typeof Blob !== 'undefined' && bytes instanceof Blob ? bytes.size : (bytes as Uint8Array | ArrayBuffer).byteLength;

const describe = (value: unknown): string =>
  value === null ? 'null' : typeof value === 'object' ? (value.constructor?.name ?? 'object') : typeof value;
