export { can, requirePermission } from '../permissions/actor.js';
export type { Actor } from '../permissions/actor.js';
export {
  PERMISSION_CODES,
  SUPERADMIN_CODE,
  ASSIGNABLE_CODE,
  isPermissionCode,
  PERMISSION_KEYS,
  isPermissionKey,
  DEFAULT_PERMISSION_CONFIG,
  DEMO_ROLES,
} from '../permissions/catalogue.js';
export type { PermissionCode, PermissionKey, PermissionConfig, DemoRole } from '../permissions/catalogue.js';
export { resolvePermissions, actorFor } from '../permissions/resolve-permissions.js';
export { AccountGateway, AccountRefused, EMAIL_IN_USE_ERROR } from '../ports/account-gateway.js';
export type { CreatedAccount, NewAccount, RoleAssignment } from '../ports/account-gateway.js';
export {
  AuthAccounts,
  AuthAccountFailure,
  CallerVerifier,
  CallerRejected,
  PasswordGenerator,
} from '../ports/auth-accounts.js';
export type { AccountRoleClaims, AuthAccountFailureCode, VerifiedCaller } from '../ports/auth-accounts.js';
export { AuthFailure, Authenticator } from '../ports/authenticator.js';
export type { AuthIdentity, AuthErrorCode } from '../ports/authenticator.js';
export { BulkStore } from '../ports/bulk-store.js';
export type {
  BulkAllowedUsers,
  BulkBrandChanges,
  BulkNewBrand,
  BulkNewRole,
  BulkNewUser,
  BulkProgress,
  BulkResult,
  BulkUserUpdate,
} from '../ports/bulk-store.js';
export { GuardedUserWriter } from '../ports/guarded-user-writer.js';
export type { GuardedUserPatch, GuardedUserWrite } from '../ports/guarded-user-writer.js';
export { UserRepository, RoleRepository, PermissionConfigRepository } from '../ports/repositories.js';
export { newRoleName, sortRolesByName, filterRolesByName, checkPermissionCodes } from '../roles/role-policies.js';
export type { Role } from '../roles/role.js';
export { AccountUseCases } from '../use-cases/accounts.js';
export type { CreatedUser } from '../use-cases/accounts.js';
export { activeCaller } from '../use-cases/active-caller.js';
export type { CallerDirectory } from '../use-cases/active-caller.js';
export { PermissionConfigUseCases } from '../use-cases/permission-config.js';
export { RoleUseCases } from '../use-cases/roles.js';
export type { NewRoleInput } from '../use-cases/roles.js';
export { SessionUseCases } from '../use-cases/session.js';
export type { Session, PasswordResetResult } from '../use-cases/session.js';
export { UserUseCases } from '../use-cases/users.js';
export type { NewUserInput, UserEditInput } from '../use-cases/users.js';
export { filterUsers, sortUsers, toggleUserSort, assignableUsers } from '../users/user-filters.js';
export type { UserFilter, UserSortField, UserSort, AssignableUser } from '../users/user-filters.js';
export { NEW_USER_STATUS, userToggleAction } from '../users/user-status.js';
export { displayName, fullName, isActiveUser, normalizeEmail } from '../users/user.js';
export type { UserStatus, User } from '../users/user.js';
export { requireAdministratorLeft } from './administrators.js';
export type { AdministrationState } from './administrators.js';
export { roleClaimsOf, userPatchOf, writeRoleChanges } from './bulk-user-writes.js';
export { ACCOUNT_LIMITS, checkAccountId, checkNewAccount, checkRoleAssignment } from './new-account.js';
