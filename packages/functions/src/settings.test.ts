import { describe, expect, it } from 'vitest';
import { functionsSettings } from './settings.js';

describe('functionsSettings', () => {
  it('defaults to no App Check, any origin and us-central1', () => {
    expect(functionsSettings({})).toEqual({ appCheckRequired: false, allowedOrigins: true, region: 'us-central1' });
  });

  it('reads App Check enforcement, the allowed origins and the region', () => {
    expect(
      functionsSettings({
        ESTUDIO_APP_CHECK: ' Enforce ',
        ESTUDIO_ALLOWED_ORIGINS: 'https://consola.estudio.co, http://127.0.0.1:5173,',
        ESTUDIO_FUNCTIONS_REGION: 'southamerica-east1',
      }),
    ).toEqual({
      appCheckRequired: true,
      allowedOrigins: ['https://consola.estudio.co', 'http://127.0.0.1:5173'],
      region: 'southamerica-east1',
    });
  });
});
