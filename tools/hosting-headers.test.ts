// The console's hosting answers with security headers (firebase.json): a content security
// policy whose frames come only from the metrics and academy hosts (and reCAPTCHA, which App
// Check needs), no framing of the console itself, no MIME sniffing, a strict referrer, HSTS.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Header {
  readonly key: string;
  readonly value: string;
}
const firebase = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')) as {
  hosting: { public: string; rewrites: unknown[]; headers: { source: string; headers: Header[] }[] };
};
const everyPath = firebase.hosting.headers.find((rule) => rule.source === '**')?.headers ?? [];
const header = (key: string): string | undefined => everyPath.find((entry) => entry.key === key)?.value;
const csp = new Map(
  (header('Content-Security-Policy') ?? '').split(';').map((directive) => {
    const [name = '', ...sources] = directive.trim().split(/\s+/);
    return [name, sources] as const;
  }),
);

describe('the console hosting', () => {
  it("serves the web build as a single-page app, and the linkedin function on the console's own site", () => {
    expect(firebase.hosting.public).toBe('packages/web/dist');
    // The nonce cookie (__session, SameSite=Lax) binds a LinkedIn connection to its browser only
    // when the function answers on the console's site (docs/scheduling-and-linkedin.md).
    expect(firebase.hosting.rewrites).toEqual([
      { source: '/linkedin/**', function: { functionId: 'linkedin', region: 'us-central1' } },
      { source: '**', destination: '/index.html' },
    ]);
  });

  it('frames only the metrics and academy hosts (and reCAPTCHA), and is framed by nobody', () => {
    expect(csp.get('frame-src')).toEqual([
      "'self'",
      'https://app.metricool.com',
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(header('X-Frame-Options')).toBe('DENY');
  });

  it('loads scripts only from itself and reCAPTCHA, and no plugins', () => {
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
  });

  it('sends nosniff, a strict referrer policy and HSTS', () => {
    expect(header('X-Content-Type-Options')).toBe('nosniff');
    expect(header('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header('Strict-Transport-Security')).toMatch(/^max-age=(\d+); includeSubDomains$/);
    expect(Number(/max-age=(\d+)/.exec(header('Strict-Transport-Security') ?? '')?.[1])).toBeGreaterThanOrEqual(
      31536000,
    );
  });
});
