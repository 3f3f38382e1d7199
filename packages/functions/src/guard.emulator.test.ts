import {
  buildDemoDataset,
  FirestoreAdminBrandRepository,
  FirestoreAdminRequirementRepository,
} from '@estudio/adapters/node';
import { BLUEPRINT_BLOCK_LABELS } from '@estudio/domain/blueprint';
import { blockingFindings, fromWire, guardStatus, type CommandConcern } from '@estudio/domain/content';
import type { Requirement } from '@estudio/domain/requirements';
import { Messages } from '@estudio/domain/shared';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshStack,
  functionUrl,
  postJson,
  projectId,
  SEED_NOW,
  storageHost,
  type Answer,
  type RoleName,
} from './emulator-support.test-kit.js';

/*
 * The brand guard end to end (docs/product.md, "Revisión de marca"), in the Functions emulator
 * with real ID tokens of the demo accounts and the demo model: guard/score stores the review and
 * a history entry stamped with the person, and a second score adds to the history; a DNA save
 * that changes the concepts to avoid, and a guide block's save, mark the brand's items not yet
 * sent 'Revisar' with what changed, and not the sent ones; a piece whose caption holds a concept
 * to avoid is refused by the scheduler without a reason, and sent with one, the reason kept on
 * the sent post, in the send record and in the audit log.
 */

const app = initializeApp({ projectId, storageBucket: `${projectId}.appspot.com` }, 'guard-emulator-test');
const db = getFirestore(app);
const ready = buildDemoDataset(SEED_NOW, {
  host: storageHost ?? '',
  bucket: `${projectId}.appspot.com`,
}).readyToSchedule;
const BRAND = ready.carousel.brandId;
const CAROUSEL = ready.carousel.requirementId;
const VIDEO = ready.video.requirementId;
/** A carousel of Café Cumbre Andina with a caption (not the ready one). */
const SCORED = 'demo-req-015';
const requirements = new FirestoreAdminRequirementRepository(db);
const brands = new FirestoreAdminBrandRepository(db);

let tokens: Record<RoleName, { idToken: string; uid: string }>;
const urls: Partial<Record<CommandConcern | 'scheduler', string>> = {};

const run = async (name: string, body: unknown, roleName: RoleName): Promise<Answer> => {
  const [concern = '', action = ''] = name.split('/');
  const base = (urls[concern as CommandConcern] ??= await functionUrl(concern));
  return postJson(`${base}/${action}`, body, tokens[roleName].idToken);
};
/** A command that must succeed: its result, read off the wire. */
const ok = async (name: string, body: unknown, roleName: RoleName): Promise<unknown> => {
  const answer = await run(name, body, roleName);
  expect(answer.status, `${name}: ${JSON.stringify(answer.body).slice(0, 500)}`).toBe(200);
  return fromWire(answer.body['result']);
};
const schedule = async (kind: 'carousel' | 'video', body: Record<string, unknown>): Promise<Answer> => {
  urls.scheduler ??= await functionUrl('scheduler');
  return postJson(`${urls.scheduler}/schedule-${kind}`, body, tokens['Gestor de contenido'].idToken);
};

const requirement = async (id: string): Promise<Requirement> => {
  const found = await requirements.get(BRAND, id);
  if (found === null) throw new Error(`no requirement ${id}`);
  return found;
};
const historyOf = async (id: string): Promise<Record<string, unknown>[]> =>
  (await db.collection(`brands/${BRAND}/requirements/${id}/brandReviewHistory`).orderBy('at', 'desc').get()).docs.map(
    (doc) => doc.data(),
  );
const sendsOf = async (requirementId: string): Promise<Record<string, unknown>[]> =>
  (await db.collection(`brands/${BRAND}/sends`).where('requirementId', '==', requirementId).get()).docs
    .map((doc) => doc.data())
    .sort((a, b) => (a['at'] as Timestamp).toMillis() - (b['at'] as Timestamp).toMillis());

/** The audit entries of a document with a change of `field`, as the triggers write them (one after another: wait). */
const auditOf = async (path: string, field: string): Promise<Record<string, unknown>[]> => {
  const deadline = Date.now() + 240_000;
  for (;;) {
    const entries = (await db.collection('audit').where('path', '==', path).get()).docs
      .map((doc) => doc.data())
      .filter((entry) =>
        ((entry['changes'] as { field: string }[] | undefined) ?? []).some((change) => change.field === field),
      );
    if (entries.length > 0 || Date.now() > deadline) return entries;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

beforeAll(async () => {
  tokens = await freshStack(app);
}, 300_000);
afterAll(async () => {
  await deleteApp(app);
});

describe('the brand guard in the Functions emulator', () => {
  it(
    'scores a carousel on the demo model: the review and a history entry, stamped; a second score adds to the history',
    {
      timeout: 300_000,
    },
    async () => {
      const gestor = { uid: tokens['Gestor de contenido'].uid, email: 'contenido@estudio.test' };
      const estratega = { uid: tokens['Estratega'].uid, email: 'estratega@estudio.test' };
      const before = await requirement(SCORED);
      expect(before.brandReview).toBeNull();

      const first = (await ok(
        'guard/score',
        { brandId: BRAND, requirementId: SCORED },
        'Gestor de contenido',
      )) as Requirement;
      const stored = await requirement(SCORED);
      expect(first.brandReview).toEqual(stored.brandReview);
      expect(stored.brandReview).toMatchObject({
        by: gestor,
        findings: expect.any(Number),
        blocking: expect.any(Number),
      });
      expect(stored.brandReview?.criteria).toHaveLength(4);
      expect(stored.brandReview?.criteria.every((criterion) => criterion.reason.trim() !== '')).toBe(true);
      expect(stored.changedBy).toMatchObject(gestor);
      // A score is not an edit: the texts and their time are as they were.
      expect(stored.caption).toBe(before.caption);
      expect(stored.updatedAt).toEqual(before.updatedAt);
      expect(guardStatus(stored).status).toBe(stored.brandReview?.passed ? 'pasa' : 'no-pasa');
      expect(await historyOf(SCORED)).toEqual([
        expect.objectContaining({ score: stored.brandReview?.score, by: gestor }),
      ]);

      await ok('guard/score', { brandId: BRAND, requirementId: SCORED }, 'Estratega');
      const again = await requirement(SCORED);
      expect(again.brandReview?.by).toEqual(estratega);
      const history = await historyOf(SCORED);
      expect(history.map((entry) => entry['by'])).toEqual([estratega, gestor]);
      expect((history[0]?.['at'] as Timestamp).toDate()).toEqual(again.brandReview?.at);

      // The Diseñador reads it but may not ask for one; nothing more is stored.
      const refused = await run('guard/score', { brandId: BRAND, requirementId: SCORED }, 'Diseñador');
      expect(refused).toEqual({ status: 403, body: { success: false, error: Messages.access.forbidden } });
      expect(await historyOf(SCORED)).toHaveLength(2);
    },
  );

  it(
    "marks the brand's unsent items 'Revisar' when the DNA's concepts to avoid change, and not the sent ones",
    {
      timeout: 300_000,
    },
    async () => {
      const sent = await schedule('video', { brandId: BRAND, requirementId: VIDEO });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const brand = await brands.get(BRAND);
      if (brand === null) throw new Error('no brand');

      // The same DNA again marks nothing.
      await ok(
        'brand/save-dna',
        { id: BRAND, brandName: brand.brandName, conceptsToAvoid: brand.conceptsToAvoid },
        'Estratega',
      );
      expect((await requirement(SCORED)).brandDrift).toBeNull();

      await ok(
        'brand/save-dna',
        { id: BRAND, brandName: brand.brandName, conceptsToAvoid: `${brand.conceptsToAvoid}, sabor quemado` },
        'Estratega',
      );
      const estratega = { uid: tokens['Estratega'].uid, email: 'estratega@estudio.test' };
      for (const id of [SCORED, CAROUSEL, 'demo-req-013', 'demo-req-020']) {
        const marked = await requirement(id);
        expect(marked.brandDrift, id).toMatchObject({ changes: ['ADN: Conceptos a evitar'], by: estratega });
        expect(guardStatus(marked), id).toEqual({ status: 'revisar', changes: ['ADN: Conceptos a evitar'] });
      }
      const video = await requirement(VIDEO);
      expect(video.scheduledPost).not.toBeNull();
      expect(video.brandDrift).toBeNull();
      expect(guardStatus(video).status).toBe('sin-revisar');
    },
  );

  it(
    "marks them with the guide's block when a block is saved, merged with the DNA's change not yet reviewed",
    {
      timeout: 300_000,
    },
    async () => {
      await ok(
        'blueprint/save-block',
        {
          brandId: BRAND,
          blockName: 'sexto_bloque',
          block: { tono_estilo: { tono: 'Sereno', estilo: ['Claro', 'Cercano'] } },
        },
        'Estratega',
      );
      const guide = `Guía: ${BLUEPRINT_BLOCK_LABELS.sexto_bloque}`;
      const marked = await requirement(CAROUSEL);
      expect(marked.brandDrift?.changes).toEqual(['ADN: Conceptos a evitar', guide]);
      expect(guardStatus(marked)).toEqual({ status: 'revisar', changes: ['ADN: Conceptos a evitar', guide] });
      expect((await requirement(VIDEO)).brandDrift).toBeNull();

      // A new score answers the drift.
      await ok('guard/score', { brandId: BRAND, requirementId: SCORED }, 'Gestor de contenido');
      expect(guardStatus(await requirement(SCORED)).status).not.toBe('revisar');
    },
  );

  it(
    'refuses a piece whose caption holds a concept to avoid without a reason, and sends it with one, kept and audited',
    {
      timeout: 600_000,
    },
    async () => {
      const key = { brandId: BRAND, requirementId: CAROUSEL };
      const caption = 'Nuestro café instantáneo de la finca El Mirador, listo en un minuto. #CaféDeOrigen';
      await ok('carousel/edit-texts', { ...key, caption }, 'Gestor de contenido');
      const brand = await brands.get(BRAND);
      if (brand === null) throw new Error('no brand');
      const findings = blockingFindings(await requirement(CAROUSEL), brand);
      expect(findings.length).toBeGreaterThan(0);
      expect(findings.join('\n')).toContain('instantáneo');

      const refused = await schedule('carousel', key);
      expect(refused).toEqual({
        status: 422,
        body: { success: false, error: Messages.guard.blockingFindings(findings), problems: findings },
      });
      const tooShort = await schedule('carousel', { ...key, overrideReason: '  corto  ' });
      expect(tooShort).toEqual({ status: 400, body: { success: false, error: Messages.guard.overrideReasonInvalid } });
      expect((await requirement(CAROUSEL)).scheduledPost).toBeNull();

      const reason = 'El cliente aprobó por escrito este texto para la campaña.';
      const sent = await schedule('carousel', { ...key, overrideReason: `  ${reason}\n` });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      expect(sent.body['status']).toBe('sent');
      expect(sent.body).not.toHaveProperty('override');

      const override = { reason, findings };
      expect((await requirement(CAROUSEL)).scheduledPost).toMatchObject({ override });
      const records = await sendsOf(CAROUSEL);
      expect(records.map((record) => record['outcome'])).toEqual(['refused', 'refused', 'sent']);
      expect(records[0]).toMatchObject({ reasons: findings });
      expect(records[0]).not.toHaveProperty('override');
      expect(records[1]).toMatchObject({ reasons: [Messages.guard.overrideReasonInvalid] });
      expect(records[2]).toMatchObject({ override, by: { email: 'contenido@estudio.test' } });

      const audited = await auditOf(`brands/${BRAND}/requirements/${CAROUSEL}`, 'scheduledPost.override.reason');
      expect(audited).toHaveLength(1);
      expect(audited[0]).toMatchObject({ operation: 'update', actorEmail: 'contenido@estudio.test' });
      expect(audited[0]?.['changes']).toEqual(
        expect.arrayContaining([
          { field: 'scheduledPost', changed: true },
          { field: 'scheduledPost.override.reason', after: reason },
          { field: 'scheduledPost.override.findings', after: findings },
        ]),
      );
    },
  );
});
