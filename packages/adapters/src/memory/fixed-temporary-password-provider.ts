import type { TemporaryPasswordProvider } from '@estudio/domain';

/** A known temporary password for tests; the real one is configuration, never committed. */
export class FixedTemporaryPasswordProvider implements TemporaryPasswordProvider {
  constructor(private readonly password = 'Temporal-2026!') {}

  temporaryPassword(): string {
    return this.password;
  }
}
