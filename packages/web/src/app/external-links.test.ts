import { describe, expect, it } from 'vitest';
import { DEFAULT_EXTERNAL_LINKS, readExternalLinks } from './external-links.js';

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
