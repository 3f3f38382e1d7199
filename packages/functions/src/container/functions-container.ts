import type { PortBinding } from '@estudio/adapters';
import { CallerVerifier, Logger, SERVER_USE_CASES, USE_CASES, UserAccountEndpoints } from '@estudio/domain';
import { Container } from 'inversify';
import { UserAdminApi, type UserAdminApiOptions } from '../http/user-admin-http.js';
import { portsModule, useCasesModule } from './container-modules.js';

/**
 * What the HTTP endpoints run: the user-administration endpoints, which authorise the
 * caller with the same permission resolution the screens use.
 */
export const FUNCTIONS_USE_CASES = [SERVER_USE_CASES.userAccountEndpoints, USE_CASES.permissionConfiguration];

export const createFunctionsContainer = (
  bindings: readonly PortBinding[],
  options: UserAdminApiOptions = { appCheckRequired: false },
): Container => {
  const container = new Container();
  container.load(portsModule(bindings), useCasesModule(FUNCTIONS_USE_CASES));
  container
    .bind(UserAdminApi)
    .toDynamicValue(
      ({ get }) =>
        new UserAdminApi(get(UserAccountEndpoints), get<CallerVerifier>(CallerVerifier), get<Logger>(Logger), options),
    )
    .inSingletonScope();
  return container;
};
