import {
  buildDemoDataset,
  FirestoreAdminBrandRepository,
  FirestoreAdminRequirementRepository,
} from '@estudio/adapters/node';
import { DEMO_ROLES, resolvePermissions } from '@estudio/domain/accounts';
import { schedulingProblems, toBogotaDateTime, type ContentKind } from '@estudio/domain/scheduling';
import { Messages } from '@estudio/domain/shared';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  freshStack,
  functionUrl,
  postJson,
  projectId,
  ROLE_NAMES,
  SEED_NOW,
  storageHost,
  type Answer,
  type RoleName,
} from './emulator-support.test-kit.js';
import { sandboxBestTimeScore } from './http/sandbox-metricool.js';

/*
 * The scheduler function end to end: the bundle of build.mjs in the Functions emulator,
 * called with real ID tokens of the demo accounts, reading the seeded brand and requirements
 * from Firestore and sending, through the real Metricool adapter, to the local sandbox (the
 * sandbox function on this demo project), whose recorded drafts are read back from its list.
 */

const app = initializeApp({ projectId, storageBucket: `${projectId}.appspot.com` }, 'scheduler-emulator-test');
const db = getFirestore(app);
const ready = buildDemoDataset(SEED_NOW, {
  host: storageHost ?? '',
  bucket: `${projectId}.appspot.com`,
}).readyToSchedule;
const BRAND = ready.carousel.brandId;
const CAROUSEL = ready.carousel.requirementId;
const VIDEO = ready.video.requirementId;
/** Owned by the Administrador de marcas, assigned to the Diseñador and the Estratega: not the Gestor de contenido. */
const HIDDEN = 'demo-textiles-quetzal';

let schedulerUrl = '';
let sandboxUrl = '';
let tokens: Record<RoleName, { idToken: string; uid: string }>;

interface RecordedDraft {
  readonly id: string;
  readonly blogId: string;
  readonly userId: string;
  readonly post: Record<string, unknown>;
}

const drafts = async (): Promise<RecordedDraft[]> =>
  (await (await fetch(`${sandboxUrl}/metricool/posts`)).json()) as RecordedDraft[];

const schedule = (kind: ContentKind, body: unknown, roleName: RoleName = 'Gestor de contenido'): Promise<Answer> =>
  postJson(`${schedulerUrl}/schedule-${kind}`, body, tokens[roleName].idToken);

const requirementPath = (id: string): string => `brands/${BRAND}/requirements/${id}`;

/** The send records the scheduler left for one requirement (docs/product.md, "Envíos"), oldest first. */
const sendsOf = async (requirementId: string): Promise<Record<string, unknown>[]> =>
  (await db.collection(`brands/${BRAND}/sends`).where('requirementId', '==', requirementId).get()).docs
    .map((doc) => doc.data())
    .sort((a, b) => (a['at'] as Timestamp).toMillis() - (b['at'] as Timestamp).toMillis());

/** The pre-flight list the domain gives for what is stored now (the server must refuse with exactly it). */
const expectedProblems = async (kind: ContentKind, requirementId: string): Promise<readonly string[]> => {
  const brand = await new FirestoreAdminBrandRepository(db).get(BRAND);
  const requirement = await new FirestoreAdminRequirementRepository(db).get(BRAND, requirementId);
  if (brand === null || requirement === null) throw new Error('the seed is missing');
  return schedulingProblems({ kind, brand, requirement, now: new Date(), linkedIn: null });
};

/** Whether a demo role holds CARROUSEL_SENDTOMETRICS (enviar_a_metricool). */
const maySend = (roleName: RoleName): boolean => {
  const role = DEMO_ROLES.find((candidate) => candidate.name === roleName);
  return resolvePermissions(null, role?.permissions ?? []).keys.has('CARROUSEL_SENDTOMETRICS');
};

beforeAll(async () => {
  schedulerUrl = await functionUrl('scheduler');
  sandboxUrl = await functionUrl('sandbox');
});
afterAll(async () => {
  await deleteApp(app);
});
beforeEach(async () => {
  tokens = await freshStack(app);
});

describe('the scheduler function in the Functions emulator (to the local sandbox)', () => {
  it('holds the permission matrix of the six demo roles on both routes, and one draft per content', async () => {
    expect(ROLE_NAMES.filter(maySend)).toEqual(['Superadministrador', 'Gestor de contenido']);
    for (const roleName of ROLE_NAMES) {
      for (const [kind, requirementId] of [
        ['carousel', CAROUSEL],
        ['video', VIDEO],
      ] as const) {
        const answer = await schedule(kind, { brandId: BRAND, requirementId }, roleName);
        // The Administrador de marcas neither holds the key nor sees Café Cumbre Andina.
        if (maySend(roleName)) {
          expect(answer.status, `${roleName} → ${kind}: ${JSON.stringify(answer.body)}`).toBe(200);
          expect(['sent', 'already-sent']).toContain(answer.body['status']);
        } else {
          expect(answer, `${roleName} → ${kind}`).toEqual({
            status: 403,
            body: { success: false, error: Messages.access.forbidden },
          });
        }
      }
    }
    // Two callers, the same content: one draft for each requirement.
    expect((await drafts()).length).toBe(2);
    // One record per call that reached the requirement; the refused callers' calls leave none.
    for (const requirementId of [CAROUSEL, VIDEO]) {
      const records = await sendsOf(requirementId);
      expect(records.map((send) => send['outcome']).sort()).toEqual(['already-sent', 'sent']);
      expect(records.map((send) => (send['by'] as { email: string }).email).sort()).toEqual([
        'admin@estudio.test',
        'contenido@estudio.test',
      ]);
    }
  });

  it("answers the health of the brand's Metricool to SOCIAL_MEDIA holders, from its stored blog id", async () => {
    const health = (roleName: RoleName = 'Gestor de contenido') =>
      postJson(`${schedulerUrl}/health`, { brandId: BRAND, idMetrics: '1' }, tokens[roleName].idToken);
    const holdsKey = (roleName: RoleName) =>
      resolvePermissions(null, DEMO_ROLES.find((candidate) => candidate.name === roleName)?.permissions ?? []).keys.has(
        'SOCIAL_MEDIA',
      );
    // The Diseñador lacks the key; the Administrador de marcas holds it (through 'estrategia')
    // but does not see Café Cumbre Andina: both are refused, the brand's health told to neither.
    expect(ROLE_NAMES.filter(holdsKey)).toEqual(
      expect.arrayContaining(['Superadministrador', 'Estratega', 'Gestor de contenido', 'Administrador de marcas']),
    );
    expect(holdsKey('Diseñador')).toBe(false);
    const answered = new Set<RoleName>(['Superadministrador', 'Estratega', 'Gestor de contenido']);
    for (const roleName of ROLE_NAMES) {
      expect(await health(roleName), roleName).toEqual(
        answered.has(roleName)
          ? { status: 200, body: { success: true, metricool: { status: 'ok' } } }
          : { status: 403, body: { success: false, error: Messages.access.forbidden } },
      );
    }
    // A blog id the sandbox's Metricool does not hold: failing, with its refusal in Spanish.
    await db.doc(`brands/${BRAND}`).update({ idMetrics: '5550001' });
    expect(await health()).toMatchObject({
      status: 200,
      body: { success: true, metricool: { status: 'failing', reason: expect.stringContaining('HTTP 404') } },
    });
    await db.doc(`brands/${BRAND}`).update({ idMetrics: '' });
    expect((await health()).body).toEqual({ success: true, metricool: { status: 'not-configured' } });
    expect(await drafts()).toEqual([]);
  });

  it('sends the seeded carousel as one draft, and the same call again creates none', async () => {
    const first = await schedule('carousel', { brandId: BRAND, requirementId: CAROUSEL });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ success: true, status: 'sent', sandbox: true, postId: expect.any(String) });
    const [draft, ...others] = await drafts();
    expect(others).toEqual([]);
    expect(draft?.id).toBe(first.body['postId']);
    expect(draft?.blogId).toBe('4187263');
    expect(draft?.post).toMatchObject({
      draft: true,
      autoPublish: false,
      publicationDate: { timezone: 'America/Bogota' },
      creationDate: { timezone: 'America/Bogota' },
      providers: [{ network: 'facebook' }, { network: 'instagram' }, { network: 'tiktok' }],
    });
    expect((draft?.post['media'] as string[]).length).toBe(3);
    const stored = (await db.doc(requirementPath(CAROUSEL)).get()).data();
    expect(stored?.['scheduledPost']).toMatchObject({
      postId: first.body['postId'],
      kind: 'carousel',
      sandbox: true,
      by: { email: 'contenido@estudio.test', uid: tokens['Gestor de contenido'].uid },
      digest: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(stored?.['scheduledPost']['sentAt']).toBeInstanceOf(Timestamp);

    const again = await schedule('carousel', { brandId: BRAND, requirementId: CAROUSEL });
    expect(again).toEqual({
      status: 200,
      body: {
        success: true,
        status: 'already-sent',
        postId: first.body['postId'],
        sentAt: first.body['sentAt'],
        message: Messages.scheduling.alreadySent,
        sandbox: true,
      },
    });
    expect(await drafts()).toHaveLength(1);

    // Changed content is a new draft.
    await db.doc(requirementPath(CAROUSEL)).update({ caption: 'Café de altura, nueva cosecha.' });
    const changed = await schedule('carousel', { brandId: BRAND, requirementId: CAROUSEL });
    expect(changed.body).toMatchObject({ success: true, status: 'sent' });
    expect(changed.body['postId']).not.toBe(first.body['postId']);
    const all = await drafts();
    expect(all).toHaveLength(2);
    expect(all[1]?.post['text']).toBe('Café de altura, nueva cosecha.');

    // Each of the three calls left its record: what the 'Envíos' list shows.
    const records = await sendsOf(CAROUSEL);
    expect(records.map((send) => [send['outcome'], send['postId']])).toEqual([
      ['sent', first.body['postId']],
      ['already-sent', first.body['postId']],
      ['sent', changed.body['postId']],
    ]);
    expect(records[0]).toMatchObject({
      brandId: BRAND,
      requirementId: CAROUSEL,
      title: expect.stringMatching(/^Carrusel /),
      kind: 'carousel',
      networks: ['Facebook', 'Instagram', 'TikTok'],
      sandbox: true,
      reasons: [],
      status: null,
      by: { email: 'contenido@estudio.test', uid: tokens['Gestor de contenido'].uid },
    });
    expect(records[0]?.['at']).toBeInstanceOf(Timestamp);
  });

  it("records Metricool's refusal as a failed send with its answer and status", async () => {
    // The sandbox, as Metricool, refuses a blog id that is not a number.
    await db.doc(`brands/${BRAND}`).update({ idMetrics: 'blog-sin-numero' });
    const answer = await schedule('carousel', { brandId: BRAND, requirementId: CAROUSEL });
    expect(answer.status).toBe(502);
    const [record, ...others] = await sendsOf(CAROUSEL);
    expect(others).toEqual([]);
    expect(record).toMatchObject({ outcome: 'failed', postId: null, status: 400, reasons: [answer.body['error']] });
    expect(String(answer.body['error'])).toContain('blogId is required and must be numeric');
  });

  it("sends the seeded video with its chosen script's video and the YouTube block", async () => {
    const sent = await schedule('video', { brandId: BRAND, requirementId: VIDEO });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [draft] = await drafts();
    expect(decodeURIComponent((draft?.post['media'] as string[])[0] ?? '')).toContain(
      `videos/${BRAND}/${VIDEO}/guion1/video-guion-1.mp4`,
    );
    expect(draft?.post).toMatchObject({
      draft: true,
      autoPublish: false,
      instagramData: { type: 'REEL' },
      youtubeData: { title: expect.any(String), privacy: 'public' },
    });
  });

  describe('pre-flight refusals: 422 with every problem, nothing sent or stored', () => {
    const refusedWith = async (kind: ContentKind, requirementId: string): Promise<readonly string[]> => {
      const problems = await expectedProblems(kind, requirementId);
      const answer = await schedule(kind, { brandId: BRAND, requirementId });
      expect(answer).toEqual({
        status: 422,
        body: { success: false, error: Messages.scheduling.preflightRefused, problems: [...problems] },
      });
      expect(await drafts()).toEqual([]);
      expect((await db.doc(requirementPath(requirementId)).get()).data()?.['scheduledPost'] ?? null).toBeNull();
      // Refused, with every reason: recorded, so 'Envíos' and the item show it.
      expect((await sendsOf(requirementId)).map((send) => [send['outcome'], send['reasons']])).toEqual([
        ['refused', [...problems]],
      ]);
      return problems;
    };

    it('a carousel without images, with unsupported and foreign networks and a past date', async () => {
      await db.doc(requirementPath(CAROUSEL)).update({
        imagesAIUrl: [],
        selectedSocialNetwork: ['YouTube', 'Threads', 'Instagram'],
        publicationDate: Timestamp.fromMillis(Date.now() - 3_600_000),
      });
      const problems = await refusedWith('carousel', CAROUSEL);
      expect(problems).toContain('No hay imágenes para normalizar.');
      expect(problems).toContain(Messages.scheduling.networkNotOnBrand('Threads'));
      expect(problems.length).toBeGreaterThanOrEqual(4);
    });

    it('a carousel with a caption too long and too many images for Instagram', async () => {
      const url = ((await db.doc(requirementPath(CAROUSEL)).get()).data()?.['imagesAIUrl'] as string[])[0] ?? '';
      await db.doc(requirementPath(CAROUSEL)).update({
        caption: 'c'.repeat(2_201),
        imagesAIUrl: Array.from({ length: 11 }, () => url),
        selectedSocialNetwork: ['Instagram'],
      });
      expect(await refusedWith('carousel', CAROUSEL)).toHaveLength(2);
    });

    it('a carousel with no network at all', async () => {
      await db.doc(requirementPath(CAROUSEL)).update({ selectedSocialNetwork: [] });
      expect(await refusedWith('carousel', CAROUSEL)).toEqual([Messages.scheduling.noNetworks]);
    });

    it('a video without URL, Pinterest without board, YouTube without title, LinkedIn not connected', async () => {
      await db
        .doc(`brands/${BRAND}`)
        .update({ socialNetworks: ['Facebook', 'Instagram', 'TikTok', 'YouTube', 'Pinterest', 'LinkedIn'] });
      await db.doc(requirementPath(VIDEO)).update({
        videoToPublishIndex: 1,
        selectedSocialNetwork: ['Pinterest', 'YouTube', 'LinkedIn'],
        videoTitle: '',
        pinBoardId: '',
      });
      const problems = await refusedWith('video', VIDEO);
      expect(problems).toEqual(
        expect.arrayContaining([
          'El video seleccionado no tiene URL.',
          Messages.scheduling.pinterestBoardRequired,
          Messages.scheduling.youtubeTitleRequired,
          Messages.scheduling.linkedInNotUsable,
        ]),
      );
    });
  });

  it('refuses a brand the caller does not see, a brand without idMetrics, a foreign requirement and the wrong kind', async () => {
    const hiddenRequirement = (await db.collection(`brands/${HIDDEN}/requirements`).limit(1).get()).docs[0]?.id;
    expect(hiddenRequirement).toBeDefined();
    expect(await schedule('carousel', { brandId: HIDDEN, requirementId: hiddenRequirement })).toEqual({
      status: 403,
      body: { success: false, error: Messages.access.forbidden },
    });
    expect(await schedule('carousel', { brandId: BRAND, requirementId: 'r9999' })).toMatchObject({ status: 404 });
    expect(await schedule('carousel', { brandId: BRAND, requirementId: VIDEO })).toMatchObject({
      status: 400,
      body: { success: false, error: Messages.scheduling.wrongContentKind },
    });
    expect(await schedule('carousel', { brandId: BRAND })).toMatchObject({
      status: 400,
      body: { error: Messages.endpoints.fieldRequired('requirementId') },
    });
    await db.doc(`brands/${BRAND}`).update({ idMetrics: FieldValue.delete() });
    expect(await schedule('carousel', { brandId: BRAND, requirementId: CAROUSEL })).toEqual({
      status: 400,
      body: { success: false, error: Messages.scheduling.missingMetricsId },
    });
    expect(await drafts()).toEqual([]);
    // Only the call that reached a carousel was recorded (the brand's missing Metricool id).
    expect((await sendsOf(CAROUSEL)).map((send) => [send['outcome'], send['reasons']])).toEqual([
      ['refused', [Messages.scheduling.missingMetricsId]],
    ]);
    expect(await sendsOf(VIDEO)).toEqual([]);
    expect(await sendsOf('r9999')).toEqual([]);
    expect((await db.collection(`brands/${HIDDEN}/sends`).get()).size).toBe(0);
  });

  describe("'Mejor momento' and 'Primer comentario' (docs/product.md, \"Best time and first comment\")", () => {
    const bestTimes = (body: unknown, roleName: RoleName = 'Gestor de contenido'): Promise<Answer> =>
      postJson(`${schedulerUrl}/best-times`, body, tokens[roleName].idToken);

    it("proposes each network's best hour from the sandbox's scores, in the future, the same on every call", async () => {
      const body = { brandId: BRAND, networks: ['Instagram', 'Threads', 'Facebook'] };
      const answer = await bestTimes(body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({ success: true, sandbox: true });
      const proposals = answer.body['proposals'] as { network: string; at: string | null }[];
      expect(proposals.map((proposal) => proposal.network)).toEqual(['Instagram', 'Threads', 'Facebook']);
      expect(proposals[1]?.at).toBeNull();
      for (const { network, at } of [proposals[0], proposals[2]].filter((item) => item !== undefined)) {
        const slot = new Date(at ?? '');
        expect(slot.getTime()).toBeGreaterThan(Date.now());
        const local = toBogotaDateTime(slot);
        const dayOfWeek = new Date(`${local.slice(0, 10)}T00:00:00Z`).getUTCDay() + 1;
        const provider = network.toLowerCase();
        const best = Math.max(
          ...Array.from({ length: 7 * 24 }, (_, i) => sandboxBestTimeScore(provider, Math.floor(i / 24) + 1, i % 24)),
        );
        expect(local.slice(14)).toBe('00:00');
        expect(sandboxBestTimeScore(provider, dayOfWeek, Number(local.slice(11, 13)))).toBe(best);
      }
      expect((await bestTimes(body)).body).toEqual(answer.body);
    });

    it('is gated as sending is: the key, a visible brand with its Metricool blog, known networks', async () => {
      for (const roleName of ROLE_NAMES.filter((name) => !maySend(name))) {
        expect((await bestTimes({ brandId: BRAND, networks: ['Instagram'] }, roleName)).status).toBe(403);
      }
      expect((await bestTimes({ brandId: HIDDEN, networks: ['Instagram'] })).status).toBe(403);
      expect(await bestTimes({ brandId: BRAND, networks: ['Myspace'] })).toEqual({
        status: 400,
        body: { success: false, error: Messages.scheduling.unknownNetwork('Myspace') },
      });
      await db.doc(`brands/${BRAND}`).update({ idMetrics: FieldValue.delete() });
      expect(await bestTimes({ brandId: BRAND, networks: ['Instagram'] })).toEqual({
        status: 400,
        body: { success: false, error: Messages.scheduling.missingMetricsId },
      });
    });

    it("sends the stored first comment as the draft's firstCommentText; a changed one is a new draft", async () => {
      await db.doc(requirementPath(CAROUSEL)).update({ firstComment: ' Receta completa en el enlace de la bio ' });
      const first = await schedule('carousel', { brandId: BRAND, requirementId: CAROUSEL });
      expect(first.body).toMatchObject({ success: true, status: 'sent' });
      expect((await drafts())[0]?.post['firstCommentText']).toBe('Receta completa en el enlace de la bio');
      await db.doc(requirementPath(CAROUSEL)).update({ firstComment: 'Otra receta en la bio' });
      const changed = await schedule('carousel', { brandId: BRAND, requirementId: CAROUSEL });
      expect(changed.body).toMatchObject({ success: true, status: 'sent' });
      const all = await drafts();
      expect(all).toHaveLength(2);
      expect(all[1]?.post['firstCommentText']).toBe('Otra receta en la bio');
    });
  });
});
