import type { TemporaryPasswordProvider } from '@estudio/domain';

/**
 * The browser's side of the temporary password: it has none. The create-user endpoint
 * gives new accounts the server's configured password, so the body's field is sent empty
 * and no secret ever reaches a browser.
 */
export class ServerAssignedTemporaryPassword implements TemporaryPasswordProvider {
  temporaryPassword(): string {
    return '';
  }
}
