import { AccountRefused } from '@estudio/domain/accounts';
import { isDomainError } from '@estudio/domain/shared';
import type {
  Actor,
  AccountUseCases,
  AccountGateway,
  CreatedAccount,
  NewAccount,
  RoleAssignment,
} from '@estudio/domain/accounts';

/**
 * The account endpoints called in-process: the same AccountUseCases that serve POST
 * create-user etc. in the functions, with the CLI's actor instead of a verified bearer
 * token. A refusal becomes the AccountRefused the HTTP gateway would give (its code the
 * endpoint's error: the sign-in service's code for a taken e-mail, otherwise the server's
 * message), so UserUseCases treats it exactly as in the browser.
 */
export class InProcessAccountGateway implements AccountGateway {
  constructor(
    private readonly endpoints: () => AccountUseCases,
    private readonly actor: () => Actor,
  ) {}

  async createUser(account: NewAccount): Promise<CreatedAccount> {
    const { user, passwordResetLink } = await refusing(() => this.endpoints().createUser(this.actor(), account));
    return { uid: user.uid, passwordResetLink };
  }

  updateUserRole(assignment: RoleAssignment): Promise<void> {
    return refusing(() => this.endpoints().updateUserRole(this.actor(), assignment));
  }

  disableUser(uid: string): Promise<void> {
    return refusing(() => this.endpoints().disableUser(this.actor(), uid));
  }

  enableUser(uid: string): Promise<void> {
    return refusing(() => this.endpoints().enableUser(this.actor(), uid));
  }
}

const refusing = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (isDomainError(error)) throw new AccountRefused(error.message);
    throw error;
  }
};
