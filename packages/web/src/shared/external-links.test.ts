import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EXTERNAL_LINKS,
  METRICS_FRAME,
  academyFrame,
  frameSource,
  readExternalLinks,
} from './external-links.js';

const APP = 'https://consola.example';

describe('readExternalLinks', () => {
  it('serves the placeholder pages of the app when nothing is configured', () => {
    expect(readExternalLinks({})).toEqual(DEFAULT_EXTERNAL_LINKS);
    expect(readExternalLinks({ VITE_TERMS_URL: '  ', VITE_ACADEMY_URL: '' })).toEqual(DEFAULT_EXTERNAL_LINKS);
  });

  it('takes the terms and the academy from VITE_TERMS_URL and VITE_ACADEMY_URL', () => {
    expect(
      readExternalLinks({
        VITE_TERMS_URL: ' https://agencia.example/terminos ',
        VITE_ACADEMY_URL: 'https://academia.example/',
      }),
    ).toEqual({ termsUrl: 'https://agencia.example/terminos', academyUrl: 'https://academia.example/' });
  });
});

describe('frameSource: what an embedded frame may show', () => {
  it('frames the metrics host over https only, with the sandbox a third-party page needs', () => {
    const url = 'https://app.metricool.com/evolution/web?blogId=1&userId=2';
    expect(METRICS_FRAME.hosts).toEqual(['app.metricool.com']);
    expect(frameSource(url, METRICS_FRAME, APP)).toEqual({
      url,
      sandbox: 'allow-scripts allow-same-origin allow-forms allow-popups',
    });
    expect(frameSource(' https://APP.METRICOOL.COM/x ', METRICS_FRAME, APP)?.url).toBe('https://APP.METRICOOL.COM/x');
  });

  it.each([
    null,
    undefined,
    '  ',
    'http://app.metricool.com/x',
    'https://app.metricool.com:8443/x',
    'https://evil.example/app.metricool.com',
    'https://app.metricool.com.evil.example/',
    'https://app.metricool.com@evil.example/',
    'https://user:clave@app.metricool.com/',
    'javascript:alert(1)',
    'data:text/html,hola',
    '/metrics',
    'https://consola.example/otra',
  ])('frames nothing for %j under the metrics policy', (url) => {
    expect(frameSource(url, METRICS_FRAME, APP)).toBeNull();
  });

  it("frames the app's own placeholder academy without allow-same-origin, and an https academy host as configured", () => {
    const local = academyFrame(DEFAULT_EXTERNAL_LINKS);
    expect(frameSource('/academia.html', local, APP)).toEqual({
      url: '/academia.html',
      sandbox: 'allow-scripts allow-forms allow-popups',
    });
    const remote = academyFrame(readExternalLinks({ VITE_ACADEMY_URL: 'https://academia.example/curso' }));
    expect(remote.hosts).toEqual(['academia.example']);
    expect(frameSource('https://academia.example/curso', remote, APP)?.sandbox).toBe(
      'allow-scripts allow-same-origin allow-forms allow-popups',
    );
    expect(frameSource('https://otra.example/curso', remote, APP)).toBeNull();
  });

  it('lists no host for an academy address that is not https', () => {
    for (const VITE_ACADEMY_URL of ['http://academia.example/', 'javascript:alert(1)', 'ftp://academia.example/']) {
      const policy = academyFrame(readExternalLinks({ VITE_ACADEMY_URL }));
      expect(policy.hosts).toEqual([]);
      expect(frameSource(VITE_ACADEMY_URL, policy, APP)).toBeNull();
    }
  });
});
