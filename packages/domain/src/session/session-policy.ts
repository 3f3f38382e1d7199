import { AuthMessages } from '../messages-shell.js';

/**
 * docs/product.md, "Access and session": a token that expires before the user's last sign-in was issued to an
 * earlier session (another device or tab signed in since), so it is signed out. Unknown
 * times never make a session stale.
 */
export const isSessionStale = (tokenExpiresAt: Date | null, lastLoginAt: Date | null): boolean =>
  tokenExpiresAt !== null && lastLoginAt !== null && tokenExpiresAt.getTime() < lastLoginAt.getTime();

export interface LoginForm {
  readonly email: string;
  readonly password: string;
  readonly termsAccepted: boolean;
}

/**
 * The login form's own check, before any call: the terms checkbox is required (docs/product.md, "Access and session"). Returns the message to show, or null when the form may be sent. Wrong or
 * empty credentials are the sign-in service's answer, not a form rule.
 */
export const validateLoginForm = (form: Pick<LoginForm, 'termsAccepted'>): string | null =>
  form.termsAccepted ? null : AuthMessages.termsRequired;

/** The WHATWG rule for an input of e-mail type, which the reset form relies on. */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(email.trim());

/** Reset password requires an e-mail of e-mail type (docs/product.md, "Access and session"). */
export const canRequestPasswordReset = (email: string): boolean => isValidEmail(email);

/** The e-mail a new user is created with, or null when the add-user form must be ignored. */
export const newUserEmail = (email: string): string | null => {
  const trimmed = email.trim();
  return trimmed === '' ? null : trimmed;
};
