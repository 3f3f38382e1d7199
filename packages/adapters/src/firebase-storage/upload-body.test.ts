import { describe, expect, it } from 'vitest';
import { byteSizeOf, toUploadBytes } from './upload-body.js';

describe('toUploadBytes', () => {
  it('passes a Blob, a File, a Uint8Array, a Buffer and an ArrayBuffer through as they are', () => {
    const bodies = [
      new Blob([new Uint8Array(3)]),
      new File([new Uint8Array(3)], 'a.png', { type: 'image/png' }),
      new Uint8Array(3),
      Buffer.alloc(3),
      new ArrayBuffer(3),
    ];
    for (const body of bodies) {
      expect(toUploadBytes(body)).toBe(body);
      expect(byteSizeOf(toUploadBytes(body))).toBe(3);
    }
  });

  it('views other typed arrays and DataViews as exactly their own bytes', () => {
    const buffer = new ArrayBuffer(16);
    const bytes = toUploadBytes(new Uint16Array(buffer, 4, 3));
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(byteSizeOf(bytes)).toBe(6);
    expect((bytes as Uint8Array).byteOffset).toBe(4);
    expect(byteSizeOf(toUploadBytes(new DataView(buffer, 2, 5)))).toBe(5);
  });

  it.each([
    ['a string', 'hola', /string/],
    ['null', null, /null/],
    ['a plain object', { bytes: [1] }, /Object/],
    ['a number array', [1, 2, 3], /Array/],
  ])('refuses %s', (_label, body, named) => {
    expect(() => toUploadBytes(body)).toThrow(TypeError);
    expect(() => toUploadBytes(body)).toThrow(named);
  });
});
