import { token } from '../shared/token.js';

/** The answers of the user-administration endpoints (spec 000 section 7). */
export interface CreateUserRequest {
  readonly email: string;
  readonly password: string;
  readonly role: string;
  readonly roleLabel: string;
}
export interface CreateUserAnswer {
  readonly success: boolean;
  readonly uid?: string;
  readonly error?: string;
}
export interface UpdateUserRoleRequest {
  readonly uid: string;
  readonly role: string;
  readonly roleLabel: string;
}
export interface EndpointAnswer {
  readonly success: boolean;
  readonly error?: string;
}

/**
 * The error of a create-user answer for a taken e-mail: the sign-in service's own code,
 * which the console shows as Messages.rolesAndUsers.emailInUse.
 */
export const EMAIL_IN_USE_ERROR = 'auth/email-already-in-use';

/** POST create-user, update-user-role, disable-user, enable-user. */
export interface AccountGateway {
  createUser(request: CreateUserRequest): Promise<CreateUserAnswer>;
  updateUserRole(request: UpdateUserRoleRequest): Promise<EndpointAnswer>;
  disableUser(uid: string): Promise<EndpointAnswer>;
  enableUser(uid: string): Promise<EndpointAnswer>;
}
export const AccountGateway = token<AccountGateway>('AccountGateway');

/** The fixed temporary password new users get; configured, never committed. */
export interface TemporaryPasswordProvider {
  temporaryPassword(): string;
}
export const TemporaryPasswordProvider = token<TemporaryPasswordProvider>('TemporaryPasswordProvider');
