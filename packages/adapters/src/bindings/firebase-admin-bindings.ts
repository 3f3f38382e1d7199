import {
  AuthAccounts,
  CallerVerifier,
  PermissionConfigRepository,
  RoleRepository,
  PasswordGenerator,
  GuardedUserWriter,
  UserRepository,
} from '@estudio/domain/accounts';
import { AuditLog } from '@estudio/domain/audit';
import { BlueprintRepository } from '@estudio/domain/blueprint';
import { BrandRepository } from '@estudio/domain/brands';
import {
  AiCallQuota,
  BrandDriftMarker,
  BrandReviewHistory,
  BrandReviewRecorder,
  CommentLog,
  CommentWriter,
  DesignValidationHistory,
  DesignValidationRecorder,
  MediaObjects,
} from '@estudio/domain/content';
import { RequirementRepository } from '@estudio/domain/requirements';
import { Clock, Logger } from '@estudio/domain/shared';
import type { App } from 'firebase-admin/app';
import { getAppCheck } from 'firebase-admin/app-check';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { FirebaseAdminAuthAccounts } from '../firebase-admin-auth/firebase-admin-auth-accounts.js';
import { FirebaseAdminCallerVerifier } from '../firebase-admin-auth/firebase-admin-caller-verifier.js';
import { FirebaseAdminMediaObjects } from '../firebase-admin-storage/firebase-admin-media-objects.js';
import {
  FirestoreAdminAiCallQuota,
  FirestoreAdminAuditLog,
  FirestoreAdminDesignValidations,
  FirestoreAdminBlueprintRepository,
  FirestoreAdminBrandGuard,
  FirestoreAdminGuardedUserWriter,
  FirestoreAdminBrandRepository,
  FirestoreAdminComments,
  FirestoreAdminPermissionConfigRepository,
  FirestoreAdminRequirementRepository,
  FirestoreAdminRoleRepository,
  FirestoreAdminUserRepository,
} from '../firestore-admin/index.js';
import { provide, type PortBinding } from '../wiring/port-binding.js';
import { ConsoleLogger } from '../system/console-logger.js';
import { RandomPasswordGenerator } from '../system/random-password-generator.js';
import { SystemClock } from '../system/system-clock.js';

export interface FirebaseAdminOptions {
  /** Verify App Check tokens (only where App Check is configured for the project). */
  readonly appCheck: boolean;
  /** The ai function's per-user limit (ESTUDIO_AI_CALLS_PER_MINUTE); DEFAULT_AI_CALLS_PER_MINUTE when absent. */
  readonly aiCallsPerMinute?: number;
}

/**
 * The server's ports on firebase-admin (functions, CLI): the repositories, sign-in
 * accounts and caller verification, new accounts' random passwords, the ai function's
 * quota and validation record, the brand guard's review, history and drift mark, the content commands' MediaObjects, and the system clock, ids and logger (scheduling and
 * LinkedIn join from @estudio/adapters/publishing: publishingPortBindings). The emulators are reached through the *_EMULATOR_HOST variables.
 */
export const firebaseAdminPortBindings = (app: App, options: FirebaseAdminOptions): PortBinding[] => {
  const auth = getAuth(app);
  const db = getFirestore(app);
  const validations = new FirestoreAdminDesignValidations(db);
  const comments = new FirestoreAdminComments(db);
  const guard = new FirestoreAdminBrandGuard(db);
  return [
    provide(Clock, new SystemClock()),
    provide(Logger, new ConsoleLogger()),
    provide(UserRepository, new FirestoreAdminUserRepository(db)),
    provide(GuardedUserWriter, new FirestoreAdminGuardedUserWriter(db)),
    provide(RoleRepository, new FirestoreAdminRoleRepository(db)),
    provide(PermissionConfigRepository, new FirestoreAdminPermissionConfigRepository(db)),
    provide(BrandRepository, new FirestoreAdminBrandRepository(db)),
    provide(RequirementRepository, new FirestoreAdminRequirementRepository(db)),
    provide(BlueprintRepository, new FirestoreAdminBlueprintRepository(db)),
    provide(AuditLog, new FirestoreAdminAuditLog(db)),
    provide(CommentLog, comments),
    provide(CommentWriter, comments),
    provide(AuthAccounts, new FirebaseAdminAuthAccounts(auth)),
    provide(CallerVerifier, new FirebaseAdminCallerVerifier(auth, options.appCheck ? getAppCheck(app) : null)),
    provide(PasswordGenerator, new RandomPasswordGenerator()),
    provide(AiCallQuota, new FirestoreAdminAiCallQuota(db, options.aiCallsPerMinute)),
    provide(DesignValidationRecorder, validations),
    provide(DesignValidationHistory, validations),
    // The brand guard (docs/product.md, "Revisión de marca"): guard/score's review and history, and the
    // drift mark the brand and blueprint commands leave on the brand's items not yet sent.
    provide(BrandReviewRecorder, guard),
    provide(BrandReviewHistory, guard),
    provide(BrandDriftMarker, guard),
    // The content commands' objects in this project's default bucket (the bucket is looked up on first use).
    provide(MediaObjects, new FirebaseAdminMediaObjects(app)),
  ];
};
