import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors.js';
import {
  decodeJsonText,
  isRecord,
  rejectAnswer,
  requireBase64,
  requireList,
  requireRecord,
  requireString,
  requireText,
  scalarText,
  textLeaves,
} from './answer-guards.js';

const refused = (message: string) => expect.objectContaining({ kind: 'invalid-ai-answer', message });

describe('answer guards', () => {
  it('tells plain objects from lists and null', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(isRecord('x')).toBe(false);
  });

  it('rejects with an invalid-ai-answer DomainError', () => {
    expect(() => rejectAnswer('m')).toThrow(DomainError);
    expect(() => rejectAnswer('m')).toThrow(refused('m'));
  });

  it('decodes JSON text of objects and lists, fenced or not, and leaves other text alone', () => {
    expect(decodeJsonText('{"a":1}')).toEqual({ a: 1 });
    expect(decodeJsonText(' [1,2] ')).toEqual([1, 2]);
    expect(decodeJsonText('```json\n{"a":[true]}\n```')).toEqual({ a: [true] });
    expect(decodeJsonText('{not json')).toBe('{not json');
    expect(decodeJsonText('hola')).toBe('hola');
    expect(decodeJsonText(5)).toBe(5);
  });

  it('requires records, lists, texts and strings', () => {
    expect(requireRecord('{"a":1}', 'm')).toEqual({ a: 1 });
    expect(() => requireRecord([], 'm')).toThrow(refused('m'));
    expect(requireList('["a"]', 'm')).toEqual(['a']);
    expect(() => requireList({}, 'm')).toThrow(refused('m'));
    expect(requireText('  hola ', 'm')).toBe('hola');
    expect(() => requireText('  ', 'm')).toThrow(refused('m'));
    expect(() => requireText(3, 'm')).toThrow(refused('m'));
    expect(requireString(' ', 'm')).toBe('');
    expect(() => requireString(undefined, 'm')).toThrow(refused('m'));
  });

  it('writes scalars out and collects nested text leaves in order', () => {
    expect(scalarText(' a ')).toBe('a');
    expect(scalarText(2.5)).toBe('2.5');
    expect(scalarText(false)).toBe('false');
    expect(scalarText(null)).toBeNull();
    expect(scalarText({})).toBeNull();
    expect(textLeaves({ a: 'uno', b: ['dos', { c: 3 }], d: null, e: ' ' })).toEqual(['uno', 'dos', '3']);
  });

  it('accepts standard, URL-safe and data-URL base64 and refuses anything else', () => {
    expect(requireBase64('aGVsbG8=', 'm')).toBe('aGVsbG8=');
    expect(requireBase64('data:image/png;base64,aGVs\nbG8=', 'm')).toBe('aGVsbG8=');
    expect(requireBase64('aGVsbG8', 'm')).toBe('aGVsbG8');
    expect(requireBase64('a-_b', 'm')).toBe('a-_b');
    for (const bad of ['', '   ', 'a', 'ab$c', 'aGVsbG8==', '====', 'abc=d', 42, null]) {
      expect(() => requireBase64(bad, 'm')).toThrow(refused('m'));
    }
  });

  it('property: base64 of any bytes is accepted as it is', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    const encode = (bytes: readonly number[]): string => {
      let out = '';
      for (let i = 0; i < bytes.length; i += 3) {
        const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
        const n = (a << 16) | (b << 8) | c;
        const chars = [18, 12, 6, 0].map((shift) => alphabet[(n >> shift) & 63]);
        const kept = Math.min(4, Math.ceil((Math.min(bytes.length - i, 3) * 8) / 6));
        out += chars.slice(0, kept).join('') + '='.repeat(4 - kept);
      }
      return out;
    };
    fc.assert(
      fc.property(fc.array(fc.nat(255), { minLength: 1, maxLength: 40 }), (bytes) => {
        const encoded = encode(bytes);
        return requireBase64(encoded, 'm') === encoded;
      }),
    );
  });
});
