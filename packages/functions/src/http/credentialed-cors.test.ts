import { describe, expect, it } from 'vitest';
import { corsAnswer, originOf } from './credentialed-cors.js';

const CONSOLE = 'http://127.0.0.1:5173';
const request = (method: string, origin?: string, asked?: string) => ({
  method,
  headers: {
    ...(origin === undefined ? {} : { origin }),
    ...(asked === undefined ? {} : { 'access-control-request-headers': asked }),
  },
});

describe("the linkedin function's CORS (credentials for the console only)", () => {
  it("allows credentials for the console's origin, and echoes it", () => {
    expect(corsAnswer(request('POST', CONSOLE), { allowedOrigins: true, credentialedOrigin: CONSOLE })).toEqual({
      headers: { 'Access-Control-Allow-Origin': CONSOLE, Vary: 'Origin', 'Access-Control-Allow-Credentials': 'true' },
      preflight: false,
    });
  });

  it('answers a preflight with the methods and the headers asked for', () => {
    expect(
      corsAnswer(request('OPTIONS', CONSOLE, 'authorization,content-type'), {
        allowedOrigins: [CONSOLE],
        credentialedOrigin: CONSOLE,
      }),
    ).toEqual({
      headers: {
        'Access-Control-Allow-Origin': CONSOLE,
        Vary: 'Origin',
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Allow-Methods': 'GET, POST',
        'Access-Control-Allow-Headers': 'authorization,content-type',
        'Access-Control-Max-Age': '3600',
      },
      preflight: true,
    });
  });

  it('another allowed origin gets no credentials; an origin not allowed gets no CORS at all', () => {
    const open = { allowedOrigins: true as const, credentialedOrigin: CONSOLE };
    expect(corsAnswer(request('POST', 'http://127.0.0.1:9999'), open).headers).toEqual({
      'Access-Control-Allow-Origin': 'http://127.0.0.1:9999',
      Vary: 'Origin',
    });
    const listed = { allowedOrigins: ['https://consola.estudio.co'], credentialedOrigin: 'https://consola.estudio.co' };
    expect(corsAnswer(request('OPTIONS', 'https://evil.example'), listed)).toEqual({
      headers: { Vary: 'Origin' },
      preflight: true,
    });
    expect(corsAnswer(request('GET'), listed).headers).toEqual({ Vary: 'Origin' });
  });

  it("reads the console URL's origin", () => {
    expect(originOf('https://consola.estudio.co/')).toBe('https://consola.estudio.co');
    expect(originOf('http://127.0.0.1:5173')).toBe(CONSOLE);
  });
});
