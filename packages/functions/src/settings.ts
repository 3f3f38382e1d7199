/** What the functions read from their environment (.env files of the codebase, or secrets). */
export interface FunctionsSettings {
  /** ESTUDIO_APP_CHECK=enforce: require and verify App Check tokens. */
  readonly appCheckRequired: boolean;
  /** ESTUDIO_ALLOWED_ORIGINS (comma-separated): who may call from a browser; every origin when unset. */
  readonly allowedOrigins: string[] | true;
  /** ESTUDIO_FUNCTIONS_REGION, us-central1 by default. */
  readonly region: string;
}

export const functionsSettings = (env: Readonly<Record<string, string | undefined>>): FunctionsSettings => {
  const origins = (env['ESTUDIO_ALLOWED_ORIGINS'] ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  return {
    appCheckRequired: env['ESTUDIO_APP_CHECK']?.trim().toLowerCase() === 'enforce',
    allowedOrigins: origins.length === 0 ? true : origins,
    region: env['ESTUDIO_FUNCTIONS_REGION']?.trim() || 'us-central1',
  };
};
