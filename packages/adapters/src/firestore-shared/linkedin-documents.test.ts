import { describe, expect, it } from 'vitest';
import {
  linkedInAuthStateFromDocument,
  linkedInAuthStateToDocument,
  linkedInConnectionFromDocument,
  linkedInConnectionToDocument,
  linkedInTokensFromDocument,
  linkedInTokensToDocument,
} from './linkedin-documents.js';

const timestamp = (date: Date) => ({ toDate: () => new Date(date.getTime()) });
const AT = new Date('2026-11-21T15:00:00.000Z');
const LATER = new Date('2027-01-20T15:00:00.000Z');

describe('LinkedIn documents', () => {
  it('store the connection without any token, and read it back', () => {
    const connection = {
      connected: true,
      expiresAt: LATER,
      organizationId: '2414183',
      brandId: 'b1',
      connectedAt: AT,
      sandbox: false,
      refreshFailed: false,
    };
    const stored = linkedInConnectionToDocument(connection);
    expect(Object.keys(stored).sort()).toEqual([
      'brandId',
      'connected',
      'connectedAt',
      'expiresAt',
      'organizationId',
      'refreshFailed',
      'sandbox',
    ]);
    expect(linkedInConnectionFromDocument({ ...stored, sandbox: true })?.sandbox).toBe(true);
    expect(linkedInConnectionFromDocument({ ...stored, refreshFailed: true })?.refreshFailed).toBe(true);
    // A document written before the scheduled refresh existed reads refreshFailed false.
    const { refreshFailed: _absent, ...older } = stored;
    expect(linkedInConnectionFromDocument(older)?.refreshFailed).toBe(false);
    expect(linkedInConnectionFromDocument({ ...stored, expiresAt: timestamp(LATER) })).toEqual(connection);
    expect(linkedInConnectionFromDocument(undefined)).toBeNull();
    expect(linkedInConnectionFromDocument({ connected: 'yes' })).toEqual({
      connected: false,
      expiresAt: null,
      organizationId: '',
      brandId: '',
      connectedAt: null,
      sandbox: false,
      refreshFailed: false,
    });
  });

  it('store the tokens, and read back only a document with a token and its expiry', () => {
    const tokens = {
      accessToken: 'AQV',
      expiresAt: LATER,
      refreshToken: null,
      refreshTokenExpiresAt: null,
      scopes: ['w_organization_social'],
      organizationId: '2414183',
      brandId: 'b1',
      connectedAt: AT,
    };
    expect(linkedInTokensFromDocument(linkedInTokensToDocument(tokens))).toEqual(tokens);
    const withRefresh = { ...tokens, refreshToken: 'AQX', refreshTokenExpiresAt: LATER };
    expect(linkedInTokensFromDocument(linkedInTokensToDocument(withRefresh))).toEqual(withRefresh);
    expect(linkedInTokensFromDocument(undefined)).toBeNull();
    expect(linkedInTokensFromDocument({ accessToken: '', expiresAt: LATER })).toBeNull();
    expect(linkedInTokensFromDocument({ accessToken: 'AQV' })).toBeNull();
  });

  it("store an authorization state unused, keyed by the state, with the nonce's digest, and read it back", () => {
    const state = {
      state: 's1',
      nonceHash: 'ab12',
      uid: 'u1',
      brandId: 'b1',
      organizationId: '2414183',
      createdAt: AT,
      expiresAt: LATER,
    };
    const stored = linkedInAuthStateToDocument(state);
    expect(stored).toMatchObject({ used: false, nonceHash: 'ab12' });
    expect(stored).not.toHaveProperty('state');
    expect(linkedInAuthStateFromDocument('s1', stored)).toEqual(state);
    // A state stored without a digest matches no browser.
    const { nonceHash: _absent, ...older } = stored;
    expect(linkedInAuthStateFromDocument('s1', older)?.nonceHash).toBe('');
    expect(linkedInAuthStateFromDocument('s1', undefined)).toBeNull();
    expect(linkedInAuthStateFromDocument('s1', { uid: 'u1' })).toBeNull();
  });
});
