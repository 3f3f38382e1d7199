import { afterAll } from 'vitest';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import {
  describeAiCallQuotaContract,
  describeAuditLogContract,
  describeDesignValidationsContract,
  describeSendRecordsContract,
  describeCommentsContract,
  describeBrandGuardContract,
  describeBlueprintRepositoryContract,
  describeBrandRepositoryContract,
  describePermissionConfigRepositoryContract,
  describeRequirementRepositoryContract,
  describeRoleRepositoryContract,
  describeUserRepositoryContract,
} from '../contracts/index.js';
import { describeFirestoreBehaviour } from '../firestore-shared/firestore-behaviour.suite.js';
import { clearFirestoreEmulator, emulatorProjectId } from '../firestore-shared/firestore-emulator-support.js';
import type { FirestoreWriteOptions } from '../firestore-shared/updated-at.js';
import { FirestoreAdminAiCallQuota } from './firestore-admin-ai-call-quota.js';
import { FirestoreAdminAuditLog } from './firestore-admin-audit-log.js';
import { FirestoreAdminDesignValidations } from './firestore-admin-design-validations.js';
import { FirestoreAdminBlueprintRepository } from './firestore-admin-blueprint-repository.js';
import { FirestoreAdminBrandRepository } from './firestore-admin-brand-repository.js';
import { FirestoreAdminPermissionConfigRepository } from './firestore-admin-permission-config-repository.js';
import { FirestoreAdminRequirementRepository } from './firestore-admin-requirement-repository.js';
import { FirestoreAdminRoleRepository } from './firestore-admin-role-repository.js';
import { FirestoreAdminSendRecords } from './firestore-admin-send-records.js';
import { FirestoreAdminComments } from './firestore-admin-comments.js';
import { FirestoreAdminBrandGuard } from './firestore-admin-brand-guard.js';
import { FirestoreAdminSchedulingLedger } from './firestore-admin-scheduling-ledger.js';
import { FirestoreAdminUserRepository } from './firestore-admin-user-repository.js';

/*
 * The admin flavour on the Firestore emulator: FIRESTORE_EMULATOR_HOST points
 * firebase-admin at it, and the admin SDK is not subject to the security rules.
 */

const app = initializeApp({ projectId: emulatorProjectId() }, 'firestore-admin-contracts');
const db = getFirestore(app);

afterAll(async () => {
  await deleteApp(app);
});

/** The contracts pin exact round trips of updatedAt, so they run with the caller's time. */
const CALLER_TIME: FirestoreWriteOptions = { updatedAt: 'caller' };
const fresh = async <T>(subject: T): Promise<T> => {
  await clearFirestoreEmulator();
  return subject;
};

describeUserRepositoryContract('FirestoreAdminUserRepository', () =>
  fresh({ repo: new FirestoreAdminUserRepository(db) }),
);
describeRoleRepositoryContract('FirestoreAdminRoleRepository', () =>
  fresh({ repo: new FirestoreAdminRoleRepository(db) }),
);
describePermissionConfigRepositoryContract('FirestoreAdminPermissionConfigRepository', () =>
  fresh({ repo: new FirestoreAdminPermissionConfigRepository(db) }),
);
describeBrandRepositoryContract("FirestoreAdminBrandRepository (caller's updatedAt)", () =>
  fresh({ repo: new FirestoreAdminBrandRepository(db, CALLER_TIME) }),
);
describeRequirementRepositoryContract("FirestoreAdminRequirementRepository (caller's updatedAt)", () =>
  fresh({ repo: new FirestoreAdminRequirementRepository(db, CALLER_TIME) }),
);
describeBlueprintRepositoryContract("FirestoreAdminBlueprintRepository (caller's updatedAt)", () =>
  fresh({ repo: new FirestoreAdminBlueprintRepository(db, CALLER_TIME) }),
);

describeAuditLogContract('FirestoreAdminAuditLog', () => fresh({ log: new FirestoreAdminAuditLog(db) }));
describeAiCallQuotaContract('FirestoreAdminAiCallQuota', () => fresh({ quota: new FirestoreAdminAiCallQuota(db, 2) }));
describeDesignValidationsContract('FirestoreAdminDesignValidations', () =>
  fresh({
    validations: new FirestoreAdminDesignValidations(db),
    requirements: new FirestoreAdminRequirementRepository(db, CALLER_TIME),
  }),
);
// The scheduler function's records of every send (written and read with firebase-admin).
describeSendRecordsContract('FirestoreAdminSendRecords', () => fresh({ sends: new FirestoreAdminSendRecords(db) }));
// The comments commands' writes and reads (firebase-admin).
describeCommentsContract('FirestoreAdminComments', () => fresh({ comments: new FirestoreAdminComments(db) }));
// guard/score's review and history, and the drift marker (firebase-admin); the ledger marks a requirement sent.
describeBrandGuardContract('FirestoreAdminBrandGuard', () => {
  const ledger = new FirestoreAdminSchedulingLedger(db);
  return fresh({
    guard: new FirestoreAdminBrandGuard(db, 2),
    requirements: new FirestoreAdminRequirementRepository(db, CALLER_TIME),
    markSent: ledger.record.bind(ledger),
  });
});

describeFirestoreBehaviour({
  name: 'firebase-admin',
  users: () => new FirestoreAdminUserRepository(db),
  roles: () => new FirestoreAdminRoleRepository(db),
  brands: (options) => new FirestoreAdminBrandRepository(db, options),
  requirements: (options) => new FirestoreAdminRequirementRepository(db, options),
  blueprints: (options) => new FirestoreAdminBlueprintRepository(db, options),
  readRaw: async (path) => (await db.doc(path).get()).data(),
  writeRaw: async (path, data) => {
    await db.doc(path).set(data);
  },
});
