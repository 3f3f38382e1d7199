import { buildDemoDataset } from '@estudio/adapters/node';
import type { CommandConcern } from '@estudio/domain/content';
import { Messages } from '@estudio/domain/shared';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casesOf, COMMAND_SUITES } from './commands/cases/index.js';
import type { CommandCase } from './commands/cases/command-case.js';
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
 * The approval end to end (docs/product.md, "Approval"), in the Functions emulator with real ID
 * tokens of the demo accounts: the Estratega turns 'Requiere aprobación' on for Café Cumbre
 * Andina, the Gestor de contenido sends the seeded ready carousel for review, the Cliente
 * revisor asks for a change, the Gestor edits and resends, the reviewer approves; the
 * scheduler refuses the piece at every step before the approval, with the reason, sends the
 * approved one even after its date moved, and refuses it again once edited. A brand without
 * approval schedules as before; the reviewer edits nothing, and every step is audited.
 */

const app = initializeApp({ projectId, storageBucket: `${projectId}.appspot.com` }, 'approval-emulator-test');
const db = getFirestore(app);
const ready = buildDemoDataset(SEED_NOW, {
  host: storageHost ?? '',
  bucket: `${projectId}.appspot.com`,
}).readyToSchedule;
const BRAND = ready.carousel.brandId;
const CAROUSEL = ready.carousel.requirementId;
const VIDEO = ready.video.requirementId;
const key = { brandId: BRAND, requirementId: CAROUSEL };
const preflight = Messages.review.preflight;

let tokens: Record<RoleName, { idToken: string; uid: string }>;
const urls: Partial<Record<CommandConcern | 'scheduler', string>> = {};

const run = async (name: string, body: unknown, roleName: RoleName): Promise<Answer> => {
  const [concern = '', action = ''] = name.split('/');
  const base = (urls[concern as CommandConcern] ??= await functionUrl(concern));
  return postJson(`${base}/${action}`, body, tokens[roleName].idToken);
};
const ok = async (name: string, body: unknown, roleName: RoleName): Promise<void> => {
  const answer = await run(name, body, roleName);
  expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(200);
};
const schedule = async (kind: 'carousel' | 'video', requirementId: string): Promise<Answer> => {
  urls.scheduler ??= await functionUrl('scheduler');
  return postJson(
    `${urls.scheduler}/schedule-${kind}`,
    { brandId: BRAND, requirementId },
    tokens['Gestor de contenido'].idToken,
  );
};
/** The scheduler refused with the pre-flight list holding `reason`. */
const expectRefusedWith = async (reason: string): Promise<void> => {
  const answer = await schedule('carousel', CAROUSEL);
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect(answer.body).toMatchObject({ error: Messages.scheduling.preflightRefused });
  expect(answer.body['problems']).toEqual([reason]);
};

/** The audit entries of a document, as the triggers write them (they run one after another: wait). */
const auditOf = async (path: string, count: number): Promise<Record<string, unknown>[]> => {
  const deadline = Date.now() + 240_000;
  for (;;) {
    const entries = (await db.collection('audit').where('path', '==', path).get()).docs.map((doc) => doc.data());
    // The updates of the review (or of the switch): the seed's creates list every field, review included.
    const reviewed = entries.filter(
      (entry) =>
        entry['operation'] === 'update' &&
        ((entry['changes'] as { field: string }[] | undefined) ?? []).some((change) =>
          ['review', 'requiresApproval'].includes(change.field),
        ),
    );
    if (reviewed.length >= count || Date.now() > deadline) return reviewed;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

beforeAll(async () => {
  tokens = await freshStack(app);
}, 300_000);
afterAll(async () => {
  await deleteApp(app);
});

describe('the approval in the Functions emulator', () => {
  it('schedules a brand without approval as before', { timeout: 180_000 }, async () => {
    const answer = await schedule('video', VIDEO);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body['status']).toBe('sent');
  });

  it('refuses every content command to the Cliente revisor, on the brands they see', { timeout: 600_000 }, async () => {
    const suites = Object.values(COMMAND_SUITES).flat();
    const cases = Object.entries(casesOf(suites)) as [string, CommandCase][];
    const editing = cases.filter(([, command]) => command.key !== 'APPROVE_CONTENT');
    expect(editing.length).toBeGreaterThan(30);
    for (const [name, command] of editing) {
      const answer = await run(name, command.body, 'Cliente revisor');
      expect({ name, status: answer.status, error: answer.body['error'] }).toEqual({
        name,
        status: 403,
        error: Messages.access.forbidden,
      });
    }
  });

  it(
    'holds the carousel until its current version is approved, the date aside, and audits each step',
    { timeout: 600_000 },
    async () => {
      // The reviewer cannot turn approval on or off: the brand form's keys.
      expect((await run('brand/approval', { brandId: BRAND, requiresApproval: true }, 'Cliente revisor')).status).toBe(
        403,
      );
      await ok('brand/approval', { brandId: BRAND, requiresApproval: true }, 'Estratega');
      await expectRefusedWith(preflight.notSubmitted);

      // The Gestor cannot approve their own piece: another role without the key is refused.
      await ok('requirements/review-submit', key, 'Gestor de contenido');
      expect((await run('requirements/review-approve', key, 'Gestor de contenido')).status).toBe(403);
      expect((await run('requirements/review-approve', key, 'Estratega')).status).toBe(403);
      await expectRefusedWith(preflight.inReview);

      await ok(
        'requirements/review-request-changes',
        { ...key, comment: 'Nombra la finca en el texto.' },
        'Cliente revisor',
      );
      await expectRefusedWith(preflight.changesRequested);

      await ok(
        'carousel/edit-texts',
        { ...key, caption: 'Café de la finca El Mirador, tostado esta semana.' },
        'Gestor de contenido',
      );
      await ok('requirements/review-submit', key, 'Gestor de contenido');
      await ok('requirements/review-approve', key, 'Cliente revisor');

      // Moved in the calendar after the approval: the date is not part of the version.
      const later = Timestamp.fromMillis(Date.now() + 9 * 86_400_000);
      await db.doc(`brands/${BRAND}/requirements/${CAROUSEL}`).update({ publicationDate: later });
      const sent = await schedule('carousel', CAROUSEL);
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      expect(sent.body['status']).toBe('sent');

      // An edit afterwards voids the approval, visibly: the scheduler names what changed.
      await ok('carousel/edit-texts', { ...key, caption: 'Otro texto sin aprobar.' }, 'Gestor de contenido');
      await expectRefusedWith(preflight.approvedOther([Messages.review.parts.texto]));

      // Every step in the audit log, with the person.
      const steps = await auditOf(`brands/${BRAND}/requirements/${CAROUSEL}`, 4);
      expect(steps.map((entry) => entry['actorEmail'])).toEqual(
        expect.arrayContaining(['contenido@estudio.test', 'revisor@estudio.test']),
      );
      expect(steps.length).toBeGreaterThanOrEqual(4);
      const toggles = await auditOf(`brands/${BRAND}`, 1);
      expect(toggles.map((entry) => entry['actorEmail'])).toContain('estratega@estudio.test');
    },
  );
});
