import { isDomainError } from '@estudio/domain';
import type {
  Actor,
  CreateUserAnswer,
  CreateUserRequest,
  EndpointAnswer,
  UpdateUserRoleRequest,
  AccountUseCases,
  AccountGateway,
} from '@estudio/domain';

/**
 * The user-administration endpoints called in-process: the same AccountUseCases that
 * serve POST create-user etc. in the functions, with the CLI's actor instead of a verified
 * bearer token. Refusals become the answers the HTTP edge would give ({success:false,
 * error}), so UserUseCases treats them exactly as in the browser.
 */
export class InProcessAccountGateway implements AccountGateway {
  constructor(
    private readonly endpoints: () => AccountUseCases,
    private readonly actor: () => Actor,
  ) {}

  createUser(request: CreateUserRequest): Promise<CreateUserAnswer> {
    return answer(() => this.endpoints().createUser(this.actor(), request));
  }

  updateUserRole(request: UpdateUserRoleRequest): Promise<EndpointAnswer> {
    return answer(() => this.endpoints().updateUserRole(this.actor(), request));
  }

  disableUser(uid: string): Promise<EndpointAnswer> {
    return answer(() => this.endpoints().disableUser(this.actor(), { uid }));
  }

  enableUser(uid: string): Promise<EndpointAnswer> {
    return answer(() => this.endpoints().enableUser(this.actor(), { uid }));
  }
}

const answer = async <T extends EndpointAnswer>(call: () => Promise<T>): Promise<T | EndpointAnswer> => {
  try {
    return await call();
  } catch (error) {
    if (isDomainError(error)) return { success: false, error: error.message };
    throw error;
  }
};
