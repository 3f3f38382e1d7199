import type { PasswordGenerator } from '../ports/auth-accounts.js';

/**
 * A different password for every account, predictable for tests (the product's are random:
 * RandomPasswordGenerator). `issued` lists them, so a test can show that none of them is
 * ever returned, logged or stored.
 */
export class SequentialPasswordGenerator implements PasswordGenerator {
  readonly issued: string[] = [];

  constructor(private readonly prefix = 'Generada-') {}

  newPassword(): string {
    const password = `${this.prefix}${this.issued.length + 1}-Xq9!`;
    this.issued.push(password);
    return password;
  }
}
