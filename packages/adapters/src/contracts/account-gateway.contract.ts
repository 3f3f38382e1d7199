import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AccountRefused,
  AuthFailure,
  EMAIL_IN_USE_ERROR,
  type AccountGateway,
  type Authenticator,
  type NewAccount,
  type User,
  type UserRepository,
} from '@estudio/domain/accounts';

export interface AccountGatewaySubject {
  readonly admin: AccountGateway;
  /** Where the endpoints' effect on users/{uid} is observed. */
  readonly users: UserRepository;
  /** Where the endpoints' effect on the sign-in account is observed. */
  readonly auth: Authenticator;
  /** Does what the sign-in service's page does with a password-reset link: sets `password`. */
  followResetLink(link: string, password: string): Promise<void>;
  readonly cleanup?: () => Promise<void>;
}

const NEW_USER: NewAccount = {
  email: 'Nuevo@Estudio.example',
  firstName: 'Nora',
  lastName: 'Díaz',
  role: 'disenador',
};
const STORED_EMAIL = 'nuevo@estudio.example';
/** The password a new user chooses through their link. */
const CHOSEN = 'Elegida-Por-Nora-2026!';
/** The fixed temporary passwords every account once shared: none of them opens one now. */
const OLD_SHARED_PASSWORDS = ['Temporal2026!', 'Temporal-2026!'];

/** The refusal a call rejected with (the test fails if it resolves or fails otherwise). */
const refusalOf = async (call: Promise<unknown>): Promise<AccountRefused> => {
  const error: unknown = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(AccountRefused);
  return error as AccountRefused;
};

/**
 * The four account endpoints, as every implementation must answer them: each call writes
 * the account and its users/{uid} record together (the endpoints are that record's only
 * writer for these actions), and a refusal is an AccountRefused that changed nothing.
 */
export const describeAccountGatewayContract = (
  name: string,
  makeSubject: () => Promise<AccountGatewaySubject>,
): void => {
  describe(`AccountGateway contract: ${name}`, () => {
    let subject: AccountGatewaySubject;
    let admin: AccountGateway;

    const createdUid = async (account: NewAccount = NEW_USER): Promise<string> => {
      const { uid, passwordResetLink } = await admin.createUser(account);
      expect(uid).toEqual(expect.any(String));
      expect(uid).not.toBe('');
      expect(passwordResetLink).toMatch(/^https?:\/\//);
      return uid;
    };

    /** A new user who has set their password through the link, as the console hands it over. */
    const activatedUid = async (): Promise<string> => {
      const { uid, passwordResetLink } = await admin.createUser(NEW_USER);
      await subject.followResetLink(passwordResetLink, CHOSEN);
      return uid;
    };

    const signInCode = (password: string): Promise<string> =>
      subject.auth.signIn(STORED_EMAIL, password).then(
        () => 'signed-in',
        (error: unknown) => (error instanceof AuthFailure ? error.code : 'other'),
      );

    beforeEach(async () => {
      subject = await makeSubject();
      admin = subject.admin;
    });
    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('creates the complete, active record (names, role, e-mail lower-cased) for a new e-mail', async () => {
      const uid = await createdUid();
      expect(await subject.users.get(uid)).toMatchObject({
        uid,
        email: STORED_EMAIL,
        firstName: NEW_USER.firstName,
        lastName: NEW_USER.lastName,
        role: NEW_USER.role,
        status: 'active',
        lastLoginAt: null,
      } satisfies Partial<User>);
    });

    it('creates an account no known password opens, until its owner sets one through the returned link', async () => {
      const { uid, passwordResetLink } = await admin.createUser(NEW_USER);
      for (const password of [...OLD_SHARED_PASSWORDS, '', CHOSEN]) {
        expect(await signInCode(password)).toBe('invalid-credentials');
      }
      await subject.followResetLink(passwordResetLink, CHOSEN);
      expect((await subject.auth.signIn(STORED_EMAIL, CHOSEN)).uid).toBe(uid);
    });

    it('gives every new account its own link', async () => {
      const first = await admin.createUser(NEW_USER);
      const second = await admin.createUser({ ...NEW_USER, email: 'segunda@estudio.example' });
      expect(second.passwordResetLink).not.toBe(first.passwordResetLink);
    });

    it('refuses a taken e-mail, in any case, with the sign-in service’s code, and adds no user', async () => {
      await createdUid();
      const refusal = await refusalOf(
        admin.createUser({ ...NEW_USER, email: STORED_EMAIL.toUpperCase(), firstName: 'Otra' }),
      );
      expect(refusal.code).toBe(EMAIL_IN_USE_ERROR);
      expect(refusal.emailInUse).toBe(true);
      expect(await subject.users.list()).toHaveLength(1);
    });

    it('refuses an invalid e-mail and writes nothing', async () => {
      const refusal = await refusalOf(admin.createUser({ ...NEW_USER, email: 'sin-arroba' }));
      expect(refusal.code).toEqual(expect.any(String));
      expect(refusal.emailInUse).toBe(false);
      expect(await subject.users.list()).toEqual([]);
    });

    it('changes the role of a user', async () => {
      const uid = await createdUid();
      await admin.updateUserRole({ uid, role: 'estratega' });
      expect((await subject.users.get(uid))?.role).toBe('estratega');
    });

    it('disables a user: record disabled and sign-in refused', async () => {
      const uid = await activatedUid();
      await admin.disableUser(uid);
      expect((await subject.users.get(uid))?.status).toBe('disabled');
      expect(await signInCode(CHOSEN)).toBe('user-disabled');
    });

    it('enables a disabled user again: record active and sign-in allowed', async () => {
      const uid = await activatedUid();
      await admin.disableUser(uid);
      await admin.enableUser(uid);
      expect((await subject.users.get(uid))?.status).toBe('active');
      expect((await subject.auth.signIn(STORED_EMAIL, CHOSEN)).uid).toBe(uid);
    });

    it('refuses an unknown uid with a reason, for every change', async () => {
      for (const call of [
        admin.disableUser('uid-nobody'),
        admin.enableUser('uid-nobody'),
        admin.updateUserRole({ uid: 'uid-nobody', role: 'estratega' }),
      ]) {
        expect((await refusalOf(call)).code).toEqual(expect.any(String));
      }
      expect(await subject.users.list()).toEqual([]);
    });
  });
};
