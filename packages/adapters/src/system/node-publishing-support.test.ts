import { describe, expect, it } from 'vitest';
import { NodeContentDigester, NodeRandomTokens } from './node-publishing-support.js';

describe('Node publishing support', () => {
  it('NodeContentDigester answers the hex SHA-256 of the UTF-8 text', async () => {
    const digester = new NodeContentDigester();
    expect(await digester.digest('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(await digester.digest('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await digester.digest('Café')).not.toBe(await digester.digest('Cafe'));
  });

  it('NodeRandomTokens makes a new 43-character base64url token every time', () => {
    const tokens = new NodeRandomTokens();
    const made = Array.from({ length: 200 }, () => tokens.next());
    expect(new Set(made).size).toBe(made.length);
    for (const token of made) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
