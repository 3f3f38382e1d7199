import type { PasswordGenerator } from '@estudio/domain/accounts';

/** 32 random bytes: 43 characters of base64url, far beyond any guessing. */
const PASSWORD_BYTES = 32;

/**
 * New accounts' initial passwords from the platform's cryptographic random source (Web
 * Crypto, in Node and browsers alike). Each is made, handed to the sign-in service and
 * forgotten: nobody ever knows it; the account's owner sets their own through the
 * password-reset link.
 */
export class RandomPasswordGenerator implements PasswordGenerator {
  newPassword(): string {
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(PASSWORD_BYTES));
    return Buffer.from(bytes).toString('base64url');
  }
}
