import type {
  Clock,
  CreateUserAnswer,
  CreateUserRequest,
  EndpointAnswer,
  UpdateUserRoleRequest,
  AccountGateway,
} from '@estudio/domain';
import { FailureHook } from './failure-hook.js';
import type { InMemoryAuthenticator } from './in-memory-authenticator.js';
import type { InMemoryUserRepository } from './in-memory-user-repository.js';

export type AccountGatewayOperation = keyof AccountGateway & string;

/** A request the twin received, for tests that check what a use case sent. */
export type AccountGatewayCall =
  | { readonly operation: 'createUser'; readonly request: CreateUserRequest }
  | { readonly operation: 'updateUserRole'; readonly request: UpdateUserRoleRequest }
  | { readonly operation: 'disableUser' | 'enableUser'; readonly request: { readonly uid: string } };

const NOT_FOUND = 'auth/user-not-found';

/**
 * The four user-administration endpoints, emulated over the auth and user-record twins so
 * a test sees their combined effect (an account that can sign in, a users/{uid} record).
 */
export class InMemoryAccountGateway implements AccountGateway {
  private readonly failures = new FailureHook<AccountGatewayOperation>(
    'InMemoryAccountGateway',
  );
  private readonly refusals: { operation: AccountGatewayOperation; error: string }[] = [];
  readonly calls: AccountGatewayCall[] = [];

  constructor(
    private readonly auth: InMemoryAuthenticator,
    private readonly users: InMemoryUserRepository,
    private readonly clock: Clock | null = null,
  ) {}

  /** Makes the next call reject, as when the endpoint cannot be reached. */
  failNext(operation?: AccountGatewayOperation, error?: Error): void {
    this.failures.failNext(operation, error);
  }

  /** Makes the next call of `operation` answer {success: false, error}. */
  refuseNext(operation: AccountGatewayOperation, error: string): void {
    this.refusals.push({ operation, error });
  }

  async createUser(request: CreateUserRequest): Promise<CreateUserAnswer> {
    this.calls.push({ operation: 'createUser', request: { ...request } });
    const refused = this.begin('createUser');
    if (refused !== null) return refused;
    if (this.auth.hasAccount(request.email)) {
      return { success: false, error: 'auth/email-already-in-use' };
    }
    const account = this.auth.createAccount(request.email, request.password);
    await this.users.save({
      uid: account.uid,
      email: request.email,
      firstName: '',
      lastName: '',
      role: request.role,
      status: 'active',
      createdAt: this.clock?.now() ?? null,
      lastLoginAt: null,
    });
    return { success: true, uid: account.uid };
  }

  async updateUserRole(request: UpdateUserRoleRequest): Promise<EndpointAnswer> {
    this.calls.push({ operation: 'updateUserRole', request: { ...request } });
    const refused = this.begin('updateUserRole');
    if (refused !== null) return refused;
    if (this.auth.account(request.uid) === null) return { success: false, error: NOT_FOUND };
    await this.users.update(request.uid, { role: request.role });
    return { success: true };
  }

  async disableUser(uid: string): Promise<EndpointAnswer> {
    return this.setDisabled('disableUser', uid, true);
  }

  async enableUser(uid: string): Promise<EndpointAnswer> {
    return this.setDisabled('enableUser', uid, false);
  }

  private async setDisabled(
    operation: 'disableUser' | 'enableUser',
    uid: string,
    disabled: boolean,
  ): Promise<EndpointAnswer> {
    this.calls.push({ operation, request: { uid } });
    const refused = this.begin(operation);
    if (refused !== null) return refused;
    if (this.auth.account(uid) === null) return { success: false, error: NOT_FOUND };
    this.auth.setDisabled(uid, disabled);
    if ((await this.users.get(uid)) !== null) {
      await this.users.update(uid, { status: disabled ? 'disabled' : 'active' });
    }
    return { success: true };
  }

  /** Applies an armed failure (throws) or refusal (returns the answer); null to go on. */
  private begin(operation: AccountGatewayOperation): EndpointAnswer | null {
    this.failures.check(operation);
    const index = this.refusals.findIndex((refusal) => refusal.operation === operation);
    if (index < 0) return null;
    const [refusal] = this.refusals.splice(index, 1);
    return { success: false, error: refusal?.error ?? 'refused' };
  }
}
