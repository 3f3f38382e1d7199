import type { Logger } from '@estudio/domain/shared';

/** Where a browser call gets its identity and App Check tokens (null when there is none). */
export interface RequestCredentials {
  idToken(): Promise<string | null>;
  appCheckToken(): Promise<string | null>;
}

/**
 * The headers of a JSON POST to the functions: Content-Type, `Authorization: Bearer` and
 * `X-Firebase-AppCheck` when there is a token. A token that cannot be obtained is warned
 * about and the call goes on without it (docs/product.md, "HTTP calls"): the server decides.
 */
export const credentialHeaders = async (
  credentials: RequestCredentials,
  logger: Logger,
): Promise<Record<string, string>> => {
  const token = async (which: 'idToken' | 'appCheckToken'): Promise<string | null> => {
    try {
      return await credentials[which]();
    } catch (error) {
      logger.warn(`No se pudo obtener el token (${which}); la llamada continúa sin él.`, { cause: error });
      return null;
    }
  };
  const [idToken, appCheckToken] = await Promise.all([token('idToken'), token('appCheckToken')]);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (idToken !== null) headers['Authorization'] = `Bearer ${idToken}`;
  if (appCheckToken !== null) headers['X-Firebase-AppCheck'] = appCheckToken;
  return headers;
};
