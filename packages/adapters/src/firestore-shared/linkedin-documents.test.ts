import { describe, expect, it } from 'vitest';
import {
  hasLinkedInToken,
  isLinkedInConnected,
  linkedInStatusDocument,
  linkedInTokenDocument,
} from './linkedin-documents.js';

describe('LinkedIn documents', () => {
  it('keep the token apart from the public connected flag', () => {
    expect(linkedInTokenDocument('token-1')).toEqual({ accessToken: 'token-1' });
    expect(linkedInStatusDocument('token-1')).toEqual({ connected: true });
    expect(linkedInStatusDocument('')).toEqual({ connected: false });
  });

  it('count only a non-empty token as a connection', () => {
    expect(hasLinkedInToken({ accessToken: 'token-1' })).toBe(true);
    expect(hasLinkedInToken({ accessToken: '' })).toBe(false);
    expect(hasLinkedInToken({ accessToken: 7 })).toBe(false);
    expect(hasLinkedInToken(undefined)).toBe(false);
  });

  it('count only connected: true as connected', () => {
    expect(isLinkedInConnected({ connected: true })).toBe(true);
    expect(isLinkedInConnected({ connected: 'true' })).toBe(false);
    expect(isLinkedInConnected(undefined)).toBe(false);
  });
});
