import { AuthAccounts, PasswordGenerator } from '../ports/auth-accounts.js';
import { GuardedUserWriter } from '../ports/guarded-user-writer.js';
import { AuditLog } from '../ports/audit-log.js';
import { Logger } from '../ports/logger.js';
import { BrandRepository, PermissionConfigRepository, RoleRepository, UserRepository } from '../ports/repositories.js';
import { Clock } from '../shared/clock.js';
import { AccountUseCases } from './accounts.js';
import { AuditUseCases } from './audit.js';
import { useCase } from './use-case.js';

/**
 * The use cases only a server runs (the functions, the CLI in-process): kept out of
 * USE_CASES so that the browser's composition root, which binds every entry of USE_CASES,
 * never bundles them.
 */
export const SERVER_USE_CASES = {
  accounts: useCase(AccountUseCases, [
    UserRepository,
    RoleRepository,
    PermissionConfigRepository,
    AuthAccounts,
    PasswordGenerator,
    GuardedUserWriter,
    Clock,
    Logger,
  ]),
  audit: useCase(AuditUseCases, [AuditLog, UserRepository, BrandRepository]),
} as const;
