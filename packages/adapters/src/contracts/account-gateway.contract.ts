import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AuthFailure,
  type Authenticator,
  type CreateUserRequest,
  type AccountGateway,
  type UserRepository,
} from '@estudio/domain';

export interface AccountGatewaySubject {
  readonly admin: AccountGateway;
  /** Where the endpoints' effect on users/{uid} is observed. */
  readonly users: UserRepository;
  /** Where the endpoints' effect on the sign-in account is observed. */
  readonly auth: Authenticator;
  readonly cleanup?: () => Promise<void>;
}

const NEW_USER: CreateUserRequest = {
  email: 'nuevo@estudio.example',
  password: 'Temporal-2026!',
  role: 'disenador',
  roleLabel: 'Diseñador',
};

/** The four user-administration endpoints, as every implementation must answer them. */
export const describeAccountGatewayContract = (
  name: string,
  makeSubject: () => Promise<AccountGatewaySubject>,
): void => {
  describe(`AccountGateway contract: ${name}`, () => {
    let subject: AccountGatewaySubject;
    let admin: AccountGateway;

    const createdUid = async (request: CreateUserRequest = NEW_USER): Promise<string> => {
      const answer = await admin.createUser(request);
      expect(answer.success).toBe(true);
      expect(typeof answer.uid).toBe('string');
      return answer.uid as string;
    };

    beforeEach(async () => {
      subject = await makeSubject();
      admin = subject.admin;
    });
    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('creates an active user record with the role for a new e-mail', async () => {
      const uid = await createdUid();
      expect(await subject.users.get(uid)).toMatchObject({
        uid,
        email: NEW_USER.email,
        role: NEW_USER.role,
        status: 'active',
      });
    });

    it('creates an account that signs in with the given password', async () => {
      const uid = await createdUid();
      expect((await subject.auth.signIn(NEW_USER.email, NEW_USER.password)).uid).toBe(uid);
    });

    it('answers auth/email-already-in-use for a taken e-mail, in any case, and adds no user', async () => {
      await createdUid();
      const answer = await admin.createUser({ ...NEW_USER, email: NEW_USER.email.toUpperCase() });
      expect(answer).toMatchObject({ success: false, error: 'auth/email-already-in-use' });
      expect(answer.uid).toBeUndefined();
      expect(await subject.users.list()).toHaveLength(1);
    });

    it('changes the role of a user', async () => {
      const uid = await createdUid();
      expect(await admin.updateUserRole({ uid, role: 'estratega', roleLabel: 'Estratega' })).toMatchObject({
        success: true,
      });
      expect((await subject.users.get(uid))?.role).toBe('estratega');
    });

    it('disables a user: record disabled and sign-in refused', async () => {
      const uid = await createdUid();
      expect(await admin.disableUser(uid)).toMatchObject({ success: true });
      expect((await subject.users.get(uid))?.status).toBe('disabled');
      const error: unknown = await subject.auth.signIn(NEW_USER.email, NEW_USER.password).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AuthFailure);
      expect((error as AuthFailure).code).toBe('user-disabled');
    });

    it('enables a disabled user again: record active and sign-in allowed', async () => {
      const uid = await createdUid();
      await admin.disableUser(uid);
      expect(await admin.enableUser(uid)).toMatchObject({ success: true });
      expect((await subject.users.get(uid))?.status).toBe('active');
      expect((await subject.auth.signIn(NEW_USER.email, NEW_USER.password)).uid).toBe(uid);
    });

    it('answers success false with a reason for an unknown uid', async () => {
      const answer = await admin.disableUser('uid-nobody');
      expect(answer.success).toBe(false);
      expect(answer.error).toEqual(expect.any(String));
    });
  });
};
