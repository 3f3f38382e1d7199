import { LINKEDIN_STATE_TTL_MS } from '@estudio/domain/linkedin';
import { createRequirement } from '@estudio/domain/requirements';
import { CLAIM_TTL_MS, type ScheduledPostRecord } from '@estudio/domain/scheduling';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { aNewRequirement } from '../contracts/fixtures.js';
import { clearFirestoreEmulator, emulatorProjectId } from '../firestore-shared/firestore-emulator-support.js';
import { FIRESTORE_PATHS } from '../firestore-shared/firestore-paths.js';
import { requirementToDocument } from '../firestore-shared/requirement-document.js';
import { NodeRandomTokens } from '../system/node-publishing-support.js';
import {
  FirestoreAdminLinkedInAuthStates,
  FirestoreAdminLinkedInConnectionStore,
  FirestoreAdminLinkedInTokenVault,
} from './firestore-admin-linkedin.js';
import { FirestoreAdminRequirementRepository } from './firestore-admin-requirement-repository.js';
import { FirestoreAdminSchedulingLedger } from './firestore-admin-scheduling-ledger.js';

/*
 * The scheduler's send ledger and the LinkedIn link's server-side documents on the
 * Firestore emulator (firebase-admin, past the rules, as the functions run).
 */

const app = initializeApp({ projectId: emulatorProjectId() }, 'firestore-admin-publishing');
const db = getFirestore(app);
afterAll(async () => {
  await deleteApp(app);
});
beforeEach(clearFirestoreEmulator);

const NOW = new Date('2026-11-21T15:00:00.000Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const DIGEST = 'a'.repeat(64);
const OTHER_DIGEST = 'b'.repeat(64);

/** A stored requirement; answers its ids. */
const aRequirement = async (): Promise<{ brandId: string; requirementId: string }> => {
  const [brandId, requirementId] = ['b-cafe', 'r1'];
  const requirement = createRequirement(requirementId, aNewRequirement(brandId, 1));
  await db.doc(FIRESTORE_PATHS.requirement(brandId, requirementId)).set(requirementToDocument(requirement));
  return { brandId, requirementId };
};

const record = (digest: string, postId = '987654321'): ScheduledPostRecord => ({
  postId,
  sentAt: NOW,
  digest,
  kind: 'carousel',
  networks: ['Instagram', 'Facebook'],
  by: { uid: 'u-contenido', email: 'contenido@estudio.test' },
  sandbox: true,
});

describe('FirestoreAdminSchedulingLedger on the emulator', () => {
  it('lets exactly one of two concurrent identical claims through', async () => {
    const { brandId, requirementId } = await aRequirement();
    const ledger = new FirestoreAdminSchedulingLedger(db);
    const answers = await Promise.all([
      ledger.claim(brandId, requirementId, DIGEST, NOW),
      new FirestoreAdminSchedulingLedger(db).claim(brandId, requirementId, DIGEST, NOW),
    ]);
    expect(answers.map((answer) => answer.kind).sort()).toEqual(['claimed', 'in-flight']);
  });

  it('records the send with the claim dropped, then answers already-sent for the same content only', async () => {
    const { brandId, requirementId } = await aRequirement();
    const ledger = new FirestoreAdminSchedulingLedger(db);
    expect(await ledger.claim(brandId, requirementId, DIGEST, NOW)).toEqual({ kind: 'claimed' });
    await ledger.record(brandId, requirementId, record(DIGEST));

    const stored = (await db.doc(FIRESTORE_PATHS.requirement(brandId, requirementId)).get()).data() ?? {};
    expect(stored['schedulingClaim']).toBeUndefined();
    expect(stored['scheduledPost']).toMatchObject({ postId: '987654321', digest: DIGEST, kind: 'carousel' });
    expect(stored['scheduledPost'].sentAt).toBeInstanceOf(Timestamp);
    const requirement = await new FirestoreAdminRequirementRepository(db).get(brandId, requirementId);
    expect(requirement?.scheduledPost).toEqual(record(DIGEST));

    expect(await ledger.claim(brandId, requirementId, DIGEST, later(1_000))).toEqual({
      kind: 'already-sent',
      sent: record(DIGEST),
    });
    expect(await ledger.claim(brandId, requirementId, OTHER_DIGEST, later(1_000))).toEqual({ kind: 'claimed' });
  });

  it('holds a claim for CLAIM_TTL_MS, and a released claim frees the content at once', async () => {
    const { brandId, requirementId } = await aRequirement();
    const ledger = new FirestoreAdminSchedulingLedger(db);
    await ledger.claim(brandId, requirementId, DIGEST, NOW);
    expect(await ledger.claim(brandId, requirementId, DIGEST, later(CLAIM_TTL_MS - 1))).toEqual({ kind: 'in-flight' });
    expect(await ledger.claim(brandId, requirementId, DIGEST, later(CLAIM_TTL_MS))).toEqual({ kind: 'claimed' });

    // Releasing another digest's claim leaves this one in place.
    await ledger.release(brandId, requirementId, OTHER_DIGEST);
    expect(await ledger.claim(brandId, requirementId, DIGEST, later(CLAIM_TTL_MS + 1))).toEqual({ kind: 'in-flight' });
    await ledger.release(brandId, requirementId, DIGEST);
    expect(await ledger.claim(brandId, requirementId, DIGEST, later(CLAIM_TTL_MS + 2))).toEqual({ kind: 'claimed' });
  });

  it('refuses to claim or record on a requirement that is not there; releasing one is no error', async () => {
    const ledger = new FirestoreAdminSchedulingLedger(db);
    await expect(ledger.claim('b-none', 'r-none', DIGEST, NOW)).rejects.toThrow(/No document/);
    await expect(ledger.record('b-none', 'r-none', record(DIGEST))).rejects.toThrow(/No document/);
    await expect(ledger.release('b-none', 'r-none', DIGEST)).resolves.toBeUndefined();
  });

  it('leaves updatedAt alone: sending is not an edit of the requirement', async () => {
    const { brandId, requirementId } = await aRequirement();
    const before = (await db.doc(FIRESTORE_PATHS.requirement(brandId, requirementId)).get()).get('updatedAt');
    const ledger = new FirestoreAdminSchedulingLedger(db);
    await ledger.claim(brandId, requirementId, DIGEST, NOW);
    await ledger.record(brandId, requirementId, record(DIGEST));
    expect((await db.doc(FIRESTORE_PATHS.requirement(brandId, requirementId)).get()).get('updatedAt')).toEqual(before);
  });
});

describe('FirestoreAdminLinkedInAuthStates on the emulator', () => {
  const states = () => new FirestoreAdminLinkedInAuthStates(db);
  const aState = (state = new NodeRandomTokens().next()) => ({
    state,
    nonceHash: 'c0ffee',
    uid: 'u-ana',
    brandId: 'b-cafe',
    organizationId: '2414183',
    createdAt: NOW,
    expiresAt: later(LINKEDIN_STATE_TTL_MS),
  });

  it('answers a saved state once, and refuses its replay', async () => {
    const saved = aState();
    await states().save(saved);
    expect(await states().consume(saved.state, later(1_000))).toEqual({ kind: 'valid', state: saved });
    expect(await states().consume(saved.state, later(2_000))).toEqual({ kind: 'used' });
  });

  it('answers two racing callbacks with one valid and one used', async () => {
    const saved = aState();
    await states().save(saved);
    const answers = await Promise.all([states().consume(saved.state, NOW), states().consume(saved.state, NOW)]);
    expect(answers.map((answer) => answer.kind).sort()).toEqual(['used', 'valid']);
  });

  it('refuses an expired state and an unknown or malformed one', async () => {
    const saved = aState();
    await states().save(saved);
    expect(await states().consume(saved.state, later(LINKEDIN_STATE_TTL_MS))).toEqual({ kind: 'expired' });
    expect(await states().consume(new NodeRandomTokens().next(), NOW)).toEqual({ kind: 'unknown' });
    expect(await states().consume('../users/u-ana', NOW)).toEqual({ kind: 'unknown' });
    expect(await states().consume('', NOW)).toEqual({ kind: 'unknown' });
  });

  it('never saves the same state twice', async () => {
    const saved = aState();
    await states().save(saved);
    await expect(states().save(saved)).rejects.toThrow();
  });
});

describe('FirestoreAdminLinkedInTokenVault and ConnectionStore on the emulator', () => {
  const tokens = {
    accessToken: 'AQV-token',
    expiresAt: later(60 * 24 * 3600 * 1000),
    refreshToken: 'AQX-refresh',
    refreshTokenExpiresAt: later(365 * 24 * 3600 * 1000),
    scopes: ['w_organization_social'],
    organizationId: '2414183',
    brandId: 'b-cafe',
    connectedAt: NOW,
  };
  const connection = {
    connected: true,
    expiresAt: tokens.expiresAt,
    organizationId: '2414183',
    brandId: 'b-cafe',
    connectedAt: NOW,
    sandbox: true,
    refreshFailed: false,
  };

  it('keeps the tokens in linkedinTokens/{uid}, and removes them', async () => {
    const vault = new FirestoreAdminLinkedInTokenVault(db);
    expect(await vault.get('u-ana')).toBeNull();
    await vault.save('u-ana', tokens);
    expect(await vault.get('u-ana')).toEqual(tokens);
    expect((await db.doc('linkedinTokens/u-ana').get()).exists).toBe(true);
    await vault.remove('u-ana');
    expect(await vault.get('u-ana')).toBeNull();
    await expect(vault.remove('u-ana')).resolves.toBeUndefined();
  });

  it('lists the links whose access token expires by a deadline, expired ones included', async () => {
    const vault = new FirestoreAdminLinkedInTokenVault(db);
    await vault.save('u-pronto', { ...tokens, expiresAt: later(3 * 86_400_000) });
    await vault.save('u-vencido', { ...tokens, expiresAt: later(-86_400_000) });
    await vault.save('u-lejos', { ...tokens, expiresAt: later(30 * 86_400_000) });
    const listed = await vault.expiringBy(later(7 * 86_400_000));
    expect(listed.map((link) => link.uid).sort()).toEqual(['u-pronto', 'u-vencido']);
    expect(listed.find((link) => link.uid === 'u-pronto')?.tokens).toEqual({
      ...tokens,
      expiresAt: later(3 * 86_400_000),
    });
  });

  it('writes users/{uid}/linkedin/default with no token, replacing an older document', async () => {
    await db.doc('users/u-ana/linkedin/default').set({ accessToken: 'old-token-from-the-spec-shape' });
    const store = new FirestoreAdminLinkedInConnectionStore(db);
    await store.save('u-ana', connection);
    const stored = (await db.doc('users/u-ana/linkedin/default').get()).data() ?? {};
    expect(Object.keys(stored).sort()).toEqual([
      'brandId',
      'connected',
      'connectedAt',
      'expiresAt',
      'organizationId',
      'refreshFailed',
      'sandbox',
    ]);
    expect(await store.get('u-ana')).toEqual(connection);
    await store.remove('u-ana');
    expect(await store.get('u-ana')).toBeNull();
  });
});
