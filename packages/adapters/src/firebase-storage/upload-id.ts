const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 20 characters of 62, as Firestore's auto-ids: about 119 bits, never guessed nor repeated in practice. */
const LENGTH = 20;
/** The largest multiple of 62 below 256: bytes from it up are drawn again, so every character is equally likely. */
const UNBIASED_BELOW = 256 - (256 % ALPHABET.length);

/** A random upload id from the platform's cryptographic generator (browsers and Node alike). */
export const randomUploadId = (): string => {
  let id = '';
  while (id.length < LENGTH) {
    for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(LENGTH * 2))) {
      if (byte < UNBIASED_BELOW && id.length < LENGTH) id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return id;
};
