import type { TemporaryPasswordProvider } from '@estudio/domain';

/** Where the server reads the temporary password of new accounts. */
export const TEMPORARY_PASSWORD_VARIABLE = 'ESTUDIO_TEMPORARY_PASSWORD';

/**
 * The temporary password from the server's environment (a secret or a gitignored .env
 * file, never the repository). Read at each call, so an unset variable answers '' and the
 * endpoint refuses with its own clear message instead of the process failing to start.
 */
export class EnvironmentTemporaryPasswordProvider implements TemporaryPasswordProvider {
  constructor(private readonly env: Readonly<Record<string, string | undefined>> = process.env) {}

  temporaryPassword(): string {
    return this.env[TEMPORARY_PASSWORD_VARIABLE] ?? '';
  }
}
