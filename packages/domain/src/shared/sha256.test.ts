import { describe, expect, it } from 'vitest';
import { sha256Hex, utf8Bytes } from './sha256.js';

describe('sha256Hex', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
    ['Café de origen — ☕ 𝄞', '3b2fade37f8adfce997d92c2daf5dac38741b9cca57ab64b3bc499380f677d89'],
    ['a'.repeat(55), '9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318'],
    ['a'.repeat(56), 'b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a'],
    ['a'.repeat(64), 'ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb'],
    ['a'.repeat(1000), '41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3'],
  ])('digests %j as node:crypto does', (text, hex) => {
    expect(sha256Hex(text)).toBe(hex);
  });

  it('encodes text as UTF-8, a lone surrogate as U+FFFD', () => {
    expect(utf8Bytes('aé€𝄞')).toEqual([0x61, 0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xf0, 0x9d, 0x84, 0x9e]);
    expect(utf8Bytes('\ud800')).toEqual([0xef, 0xbf, 0xbd]);
  });
});
