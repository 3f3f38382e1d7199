import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import {
  describeAiCallQuotaContract,
  describeAuditLogContract,
  describeDesignValidationsContract,
  describeBlueprintRepositoryContract,
  describeBrandRepositoryContract,
  describeLinkedInCredentialsRepositoryContract,
  describePermissionConfigRepositoryContract,
  describeRequirementRepositoryContract,
  describeRoleRepositoryContract,
  describeUserRepositoryContract,
} from '../contracts/index.js';
import { describeFirestoreBehaviour } from '../firestore-shared/firestore-behaviour.suite.js';
import { clearFirestoreEmulator, emulatorProjectId } from '../firestore-shared/firestore-emulator-support.js';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import type { FirestoreWriteOptions } from '../firestore-shared/updated-at.js';
import { FirestoreAdminAiCallQuota } from './firestore-admin-ai-call-quota.js';
import { FirestoreAdminAuditLog } from './firestore-admin-audit-log.js';
import { FirestoreAdminDesignValidations } from './firestore-admin-design-validations.js';
import { FirestoreAdminBlueprintRepository } from './firestore-admin-blueprint-repository.js';
import { FirestoreAdminBrandRepository } from './firestore-admin-brand-repository.js';
import { FirestoreAdminLinkedInCredentialsRepository } from './firestore-admin-linkedin-credentials-repository.js';
import { FirestoreAdminPermissionConfigRepository } from './firestore-admin-permission-config-repository.js';
import { FirestoreAdminRequirementRepository } from './firestore-admin-requirement-repository.js';
import { FirestoreAdminRoleRepository } from './firestore-admin-role-repository.js';
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
describeLinkedInCredentialsRepositoryContract('FirestoreAdminLinkedInCredentialsRepository', async () => {
  const repo = new FirestoreAdminLinkedInCredentialsRepository(db);
  return fresh({
    repo,
    connect: (uid, token) => repo.connect(uid, token),
    disconnect: (uid) => repo.disconnect(uid),
  });
});

describeAuditLogContract('FirestoreAdminAuditLog', () => fresh({ log: new FirestoreAdminAuditLog(db) }));
describeAiCallQuotaContract('FirestoreAdminAiCallQuota', () => fresh({ quota: new FirestoreAdminAiCallQuota(db, 2) }));
describeDesignValidationsContract('FirestoreAdminDesignValidations', () =>
  fresh({
    validations: new FirestoreAdminDesignValidations(db),
    requirements: new FirestoreAdminRequirementRepository(db, CALLER_TIME),
  }),
);

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

describe('FirestoreAdminLinkedInCredentialsRepository on the emulator', () => {
  beforeEach(clearFirestoreEmulator);

  it('writes the token and the public connected flag together, and removes both', async () => {
    const repo = new FirestoreAdminLinkedInCredentialsRepository(db);
    await repo.connect('uid-ana', 'token-123');
    expect((await db.doc(FIRESTORE_PATHS.linkedInToken('uid-ana')).get()).data()).toEqual({ accessToken: 'token-123' });
    expect((await db.doc(FIRESTORE_PATHS.linkedInStatus('uid-ana')).get()).data()).toEqual({ connected: true });
    await repo.connect('uid-ana', '');
    expect((await db.doc(FIRESTORE_PATHS.linkedInStatus('uid-ana')).get()).data()).toEqual({ connected: false });
    await repo.disconnect('uid-ana');
    expect((await db.doc(FIRESTORE_PATHS.linkedInToken('uid-ana')).get()).exists).toBe(false);
    expect((await db.doc(FIRESTORE_PATHS.linkedInStatus('uid-ana')).get()).exists).toBe(false);
  });
});
