import { describe, expect, it } from 'vitest';
import { FixedLinkedInAuthorizer } from './fixed-linkedin-authorizer.js';

describe('FixedLinkedInAuthorizer', () => {
  it('carries uid and brandId as an encoded query', () => {
    const url = new FixedLinkedInAuthorizer().authorizationUrl({ uid: 'uid ana', brandId: 'a&b=c' });
    expect(url).toBe('https://linkedin.example/auth?uid=uid%20ana&brandId=a%26b%3Dc');
    const parsed = new URL(url);
    expect(parsed.searchParams.get('uid')).toBe('uid ana');
    expect(parsed.searchParams.get('brandId')).toBe('a&b=c');
  });
});
