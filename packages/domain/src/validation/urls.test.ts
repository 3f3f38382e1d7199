import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { VALID, invalid } from './validation.js';
import { isSecureUrl, validateSecureUrl, validateSecureUrls } from './urls.js';

describe('URL fields: https only', () => {
  it('has the Spanish refusal', () => {
    expect(Messages.urls.httpsOnly).toBe('La URL debe empezar por https://');
  });

  it.each([
    'https://app.metricool.com/evolution/web?blogId=1&userId=2',
    'HTTPS://Example.com',
    'https://firebasestorage.googleapis.com/v0/b/x/o/a%20b.png?alt=media&token=t',
    'https://host.example:8443/ruta#frag',
    // The local stack's emulators serve download URLs over http on the loopback address.
    'http://127.0.0.1:9199/v0/b/demo/o/video.mp4?alt=media',
    'http://localhost:9199/v0/b/demo/o/video.mp4',
    'http://[::1]:9199/x',
  ])('accepts %s', (url) => {
    expect(isSecureUrl(url)).toBe(true);
    expect(validateSecureUrl(url)).toBe(VALID);
  });

  it.each([
    'http://example.com',
    'http://app.metricool.com/evolution/web',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'ftp://example.com/a',
    '//example.com/a',
    '/relativo',
    'example.com',
    'https://',
    'https:///path',
    'https://user@evil.example',
    'https://app.metricool.com@evil.example/x',
    'https://exa mple.com',
    'https://example.com/\u0000',
    ' https://example.com\n/x',
    'http://127.0.0.1.evil.example/x',
    'http://localhost.evil.example/x',
    'http://localhost@evil.example/x',
  ])('refuses %j with the https message', (url) => {
    expect(isSecureUrl(url)).toBe(false);
    expect(validateSecureUrl(url)).toEqual(invalid(Messages.urls.httpsOnly));
  });

  it('leaves an empty or absent optional field alone', () => {
    for (const value of ['', '   ', null, undefined]) expect(validateSecureUrl(value)).toBe(VALID);
  });

  it('checks several fields and lists, stopping at the first insecure value', () => {
    expect(validateSecureUrls(['https://a.example', ['https://b.example', ''], undefined])).toBe(VALID);
    expect(validateSecureUrls(['https://a.example', ['https://b.example', 'http://c.example']])).toEqual(
      invalid(Messages.urls.httpsOnly),
    );
  });

  it('property: nothing but https (or http on loopback) passes', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http', 'https', 'ftp'] }), (url) => {
        const scheme = url.slice(0, url.indexOf(':')).toLowerCase();
        if (scheme !== 'https' && isSecureUrl(url)) {
          const host = url.slice(url.indexOf('//') + 2).split(/[/?#:]/)[0];
          return scheme === 'http' && ['127.0.0.1', 'localhost'].includes(host ?? '');
        }
        return true;
      }),
    );
  });
});
