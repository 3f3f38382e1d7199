/*
 * SHA-256 (FIPS 180-4) of a text's UTF-8 bytes, in plain TypeScript (the domain reaches no platform API): the
 * version hash of an approval (review/version.ts), the same on the server and in the browser, and what the
 * server's ContentDigester computes with node:crypto, for the twins.
 */

const K = [
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
];

const INITIAL = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

/** The UTF-8 bytes of a text (a lone surrogate becomes U+FFFD, as TextEncoder does). */
export const utf8Bytes = (text: string): number[] => {
  const bytes: number[] = [];
  for (const character of text) {
    let point = character.codePointAt(0) ?? 0;
    if (point >= 0xd800 && point <= 0xdfff) point = 0xfffd;
    if (point < 0x80) bytes.push(point);
    else if (point < 0x800) bytes.push(0xc0 | (point >> 6), 0x80 | (point & 0x3f));
    else if (point < 0x10000) bytes.push(0xe0 | (point >> 12), 0x80 | ((point >> 6) & 0x3f), 0x80 | (point & 0x3f));
    else {
      bytes.push(0xf0 | (point >> 18), 0x80 | ((point >> 12) & 0x3f), 0x80 | ((point >> 6) & 0x3f));
      bytes.push(0x80 | (point & 0x3f));
    }
  }
  return bytes;
};

const rotate = (word: number, bits: number): number => (word >>> bits) | (word << (32 - bits));

/** The message padded to whole 64-byte blocks: a 1 bit, zeros, then its length in bits. */
const padded = (bytes: readonly number[]): number[] => {
  const bits = bytes.length * 8;
  const message = [...bytes, 0x80];
  while (message.length % 64 !== 56) message.push(0);
  const high = Math.floor(bits / 0x100000000);
  for (const word of [high, bits >>> 0])
    message.push(word >>> 24, (word >>> 16) & 0xff, (word >>> 8) & 0xff, word & 0xff);
  return message;
};

/** Hex SHA-256 of the UTF-8 text. */
export const sha256Hex = (text: string): string => {
  const message = padded(utf8Bytes(text));
  const hash = [...INITIAL];
  const w = new Array<number>(64).fill(0);
  for (let block = 0; block < message.length; block += 64) {
    for (let t = 0; t < 16; t += 1) {
      const at = block + t * 4;
      w[t] =
        (((message[at] ?? 0) << 24) |
          ((message[at + 1] ?? 0) << 16) |
          ((message[at + 2] ?? 0) << 8) |
          (message[at + 3] ?? 0)) >>>
        0;
    }
    for (let t = 16; t < 64; t += 1) {
      const before2 = w[t - 2] ?? 0;
      const before15 = w[t - 15] ?? 0;
      const s0 = rotate(before15, 7) ^ rotate(before15, 18) ^ (before15 >>> 3);
      const s1 = rotate(before2, 17) ^ rotate(before2, 19) ^ (before2 >>> 10);
      w[t] = ((w[t - 16] ?? 0) + s0 + (w[t - 7] ?? 0) + s1) >>> 0;
    }
    let [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = hash;
    for (let t = 0; t < 64; t += 1) {
      const s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25);
      const choice = (e & f) ^ (~e & g);
      const temp1 = (h + s1 + choice + (K[t] ?? 0) + (w[t] ?? 0)) >>> 0;
      const s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22);
      const majority = (a & b) ^ (a & c) ^ (b & c);
      const temp2 = (s0 + majority) >>> 0;
      [h, g, f, e, d, c, b, a] = [g, f, e, (d + temp1) >>> 0, c, b, a, (temp1 + temp2) >>> 0];
    }
    [a, b, c, d, e, f, g, h].forEach((value, index) => {
      hash[index] = ((hash[index] ?? 0) + value) >>> 0;
    });
  }
  return hash.map((word) => word.toString(16).padStart(8, '0')).join('');
};
