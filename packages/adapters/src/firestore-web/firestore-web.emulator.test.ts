import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  setDoc,
  setLogLevel,
  terminate,
  type Firestore,
} from 'firebase/firestore/lite';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import {
  describeBlueprintRepositoryContract,
  describeBrandRepositoryContract,
  describeDesignValidationsContract,
  describeSendRecordsContract,
  describeCommentsContract,
  describeBrandGuardContract,
  describePermissionConfigRepositoryContract,
  describeRequirementRepositoryContract,
  describeRoleRepositoryContract,
  describeUserRepositoryContract,
} from '../contracts/index.js';
import { FirestoreAdminDesignValidations } from '../firestore-admin/firestore-admin-design-validations.js';
import { FirestoreAdminLinkedInConnectionStore } from '../firestore-admin/firestore-admin-linkedin.js';
import { FirestoreAdminSendRecords } from '../firestore-admin/firestore-admin-send-records.js';
import { FirestoreAdminComments } from '../firestore-admin/firestore-admin-comments.js';
import { FirestoreWebCommentLog } from './firestore-web-comment-log.js';
import { FirestoreAdminBrandGuard } from '../firestore-admin/firestore-admin-brand-guard.js';
import { FirestoreAdminSchedulingLedger } from '../firestore-admin/firestore-admin-scheduling-ledger.js';
import { FirestoreWebBrandReviewHistory } from './firestore-web-brand-review-history.js';
import { describeFirestoreBehaviour } from '../firestore-shared/firestore-behaviour.suite.js';
import {
  clearFirestoreEmulator,
  emulatorProjectId,
  firestoreEmulatorAddress,
} from '../firestore-shared/firestore-emulator-support.js';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import type { FirestoreWriteOptions } from '../firestore-shared/updated-at.js';
import { FirestoreWebBlueprintRepository } from './firestore-web-blueprint-repository.js';
import { FirestoreWebBrandRepository } from './firestore-web-brand-repository.js';
import { FirestoreWebDesignValidationHistory } from './firestore-web-design-validation-history.js';
import { FirestoreWebLinkedInConnectionReader } from './firestore-web-linkedin-connection-reader.js';
import { FirestoreWebPermissionConfigRepository } from './firestore-web-permission-config-repository.js';
import { FirestoreWebRequirementRepository } from './firestore-web-requirement-repository.js';
import { FirestoreWebRoleRepository } from './firestore-web-role-repository.js';
import { FirestoreWebSendHistory } from './firestore-web-send-history.js';
import { FirestoreWebUserRepository } from './firestore-web-user-repository.js';

/*
 * The web flavour on the Firestore emulator. The security rules deny the browser most of
 * these writes, and they are tested on their own; here the web SDK connects with the
 * emulator's "owner" token, which the emulator treats as an administrator and lets past
 * the rules (what @firebase/rules-unit-testing's withSecurityRulesDisabled does).
 */

// Several cases assert rejections (NOT_FOUND, PERMISSION_DENIED); the SDK would also log each.
setLogLevel('silent');

const projectId = emulatorProjectId();
const { host, port } = firestoreEmulatorAddress();

const webFirestore = (name: string, mockUserToken?: string): Firestore => {
  const db = getFirestore(initializeApp({ projectId, apiKey: 'demo-api-key' }, name));
  connectFirestoreEmulator(db, host, port, mockUserToken === undefined ? {} : { mockUserToken });
  return db;
};

const db = webFirestore('firestore-web-contracts', 'owner');
// The server side that writes the LinkedIn connection is firebase-admin (which bypasses rules).
const adminApp = initializeAdminApp({ projectId }, 'firestore-web-linkedin-writer');
const linkedInWriter = new FirestoreAdminLinkedInConnectionStore(getAdminFirestore(adminApp));

afterAll(async () => {
  await terminate(db);
  await deleteApp(db.app);
  await deleteAdminApp(adminApp);
});

/** The contracts pin exact round trips of updatedAt, so they run with the caller's time. */
const CALLER_TIME: FirestoreWriteOptions = { updatedAt: 'caller' };
const fresh = async <T>(subject: T): Promise<T> => {
  await clearFirestoreEmulator();
  return subject;
};

describeUserRepositoryContract('FirestoreWebUserRepository', () =>
  fresh({ repo: new FirestoreWebUserRepository(db, CALLER_TIME) }),
);
describeRoleRepositoryContract('FirestoreWebRoleRepository', () => fresh({ repo: new FirestoreWebRoleRepository(db) }));
describePermissionConfigRepositoryContract('FirestoreWebPermissionConfigRepository', () =>
  fresh({ repo: new FirestoreWebPermissionConfigRepository(db) }),
);
describeBrandRepositoryContract("FirestoreWebBrandRepository (caller's updatedAt)", () =>
  fresh({ repo: new FirestoreWebBrandRepository(db, CALLER_TIME) }),
);
describeRequirementRepositoryContract("FirestoreWebRequirementRepository (caller's updatedAt)", () =>
  fresh({ repo: new FirestoreWebRequirementRepository(db, CALLER_TIME) }),
);
describeBlueprintRepositoryContract("FirestoreWebBlueprintRepository (caller's updatedAt)", () =>
  fresh({ repo: new FirestoreWebBlueprintRepository(db, CALLER_TIME) }),
);
// The ai function records a validation (firebase-admin); the carousel screen reads the history.
describeDesignValidationsContract('FirestoreWebDesignValidationHistory (written by the admin recorder)', () => {
  const recorder = new FirestoreAdminDesignValidations(getAdminFirestore(adminApp));
  const history = new FirestoreWebDesignValidationHistory(db);
  return fresh({
    validations: { record: recorder.record.bind(recorder), list: history.list.bind(history) },
    requirements: new FirestoreWebRequirementRepository(db, CALLER_TIME),
  });
});
// The scheduler function records each send (firebase-admin); 'Envíos' and the item's panel read them.
describeSendRecordsContract('FirestoreWebSendHistory (written by the admin recorder)', () => {
  const recorder = new FirestoreAdminSendRecords(getAdminFirestore(adminApp));
  const history = new FirestoreWebSendHistory(db);
  return fresh({
    sends: {
      record: recorder.record.bind(recorder),
      list: history.list.bind(history),
      latest: history.latest.bind(history),
    },
  });
});
// The comments commands write (firebase-admin); the threads and the lists' counts read them in the browser.
describeCommentsContract('FirestoreWebCommentLog (written by the admin writer)', () => {
  const writer = new FirestoreAdminComments(getAdminFirestore(adminApp));
  const log = new FirestoreWebCommentLog(db);
  return fresh({
    comments: {
      add: writer.add.bind(writer),
      markRead: writer.markRead.bind(writer),
      thread: log.thread.bind(log),
      ofKind: log.ofKind.bind(log),
      readMarks: log.readMarks.bind(log),
    },
  });
});

// guard/score and the drift marker write (firebase-admin); the panel reads the history and the requirement in the browser.
describeBrandGuardContract('FirestoreWebBrandReviewHistory (written by the admin store)', () => {
  const adminDb = getAdminFirestore(adminApp);
  const store = new FirestoreAdminBrandGuard(adminDb);
  const ledger = new FirestoreAdminSchedulingLedger(adminDb);
  const history = new FirestoreWebBrandReviewHistory(db);
  return fresh({
    guard: { record: store.record.bind(store), mark: store.mark.bind(store), list: history.list.bind(history) },
    requirements: new FirestoreWebRequirementRepository(db, CALLER_TIME),
    markSent: ledger.record.bind(ledger),
  });
});

describeFirestoreBehaviour({
  name: 'web SDK',
  users: () => new FirestoreWebUserRepository(db),
  roles: () => new FirestoreWebRoleRepository(db),
  brands: (options) => new FirestoreWebBrandRepository(db, options),
  requirements: (options) => new FirestoreWebRequirementRepository(db, options),
  blueprints: (options) => new FirestoreWebBlueprintRepository(db, options),
  readRaw: async (path) => (await getDoc(doc(db, path))).data(),
  writeRaw: (path, data) => setDoc(doc(db, path), data),
});

describe('FirestoreWeb on the emulator', () => {
  beforeEach(clearFirestoreEmulator);

  it('passes the rules only with the owner token: without it the same write is denied', async () => {
    const signedOut = webFirestore('firestore-web-signed-out');
    try {
      await expect(
        new FirestoreWebPermissionConfigRepository(signedOut).save({ ADMIN_ROLES: 'acceso_total' }),
      ).rejects.toMatchObject({ code: 'permission-denied' });
      await new FirestoreWebPermissionConfigRepository(db).save({ ADMIN_ROLES: 'acceso_total' });
      expect(await new FirestoreWebPermissionConfigRepository(db).get()).toEqual({ ADMIN_ROLES: 'acceso_total' });
    } finally {
      await terminate(signedOut);
      await deleteApp(signedOut.app);
    }
  });

  it("reads the user's LinkedIn connection as the linkedin function wrote it, no token in it", async () => {
    const reader = new FirestoreWebLinkedInConnectionReader(db);
    expect(await reader.get('uid-ana')).toBeNull();
    const connection = {
      connected: true,
      expiresAt: new Date('2027-01-20T15:00:00.000Z'),
      organizationId: '2414183',
      brandId: 'b-cafe',
      connectedAt: new Date('2026-11-21T15:00:00.000Z'),
      sandbox: true,
      refreshFailed: true,
    };
    await linkedInWriter.save('uid-ana', connection);
    expect(await reader.get('uid-ana')).toEqual(connection);
    const stored = (await getDoc(doc(db, FIRESTORE_PATHS.linkedInConnection('uid-ana')))).data() ?? {};
    expect(Object.keys(stored)).not.toContain('accessToken');
    await linkedInWriter.remove('uid-ana');
    expect(await reader.get('uid-ana')).toBeNull();
  });
});
