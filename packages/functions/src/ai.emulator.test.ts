import { DEFAULT_AI_CALLS_PER_MINUTE } from '@estudio/domain/content';
import { Messages } from '@estudio/domain/shared';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshStack, functionUrl, projectId, type RoleName } from './emulator-support.test-kit.js';
import { FunctionTexts } from './texts.js';

/*
 * The model's side of the functions end to end (docs/product.md, "Content commands"): the
 * bundle of build.mjs in the Functions emulator, called over HTTP with real ID tokens of the
 * demo accounts, over the demo data, answered by the offline demo model (a demo-* project with
 * no provider configured). The `ai` function says which model serves; the content functions
 * spend the caller's per-minute AI quota on each model call, and only then. Started by
 * scripts/emulators/exec.mjs --only auth,firestore,storage,functions.
 */

/** The per-minute limit the functions run with (the test-emulators target lowers it). */
const LIMIT = Number(process.env.ESTUDIO_AI_CALLS_PER_MINUTE ?? DEFAULT_AI_CALLS_PER_MINUTE);
const app = initializeApp({ projectId, storageBucket: `${projectId}.appspot.com` }, 'ai-emulator-test');
const db = getFirestore(app);

/** Brands of the demo data: Café Cumbre Andina (assigned to Diseñador), Sonrisa Austral (not). */
const VISIBLE = 'demo-cafe-cumbre-andina';
const HIDDEN = 'demo-sonrisa-austral';

interface Answer {
  readonly status: number;
  readonly retryAfter: string | null;
  readonly body: Record<string, unknown>;
}

const call = async (url: string, body: unknown, token: string): Promise<Answer> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Record<string, unknown>,
  };
};

/** A carousel of `brandId` with a caption: what 'carousel/guides' needs. */
const carouselOf = async (brandId: string): Promise<{ brandId: string; requirementId: string }> => {
  const snapshot = await db.collection(`brands/${brandId}/requirements`).get();
  const found = snapshot.docs.find((document) => {
    const data = document.data();
    return String(data['title'] ?? '').startsWith('Carrusel') && String(data['caption'] ?? '').trim() !== '';
  });
  if (found === undefined) throw new Error(`no carousel with a caption under ${brandId}`);
  return { brandId, requirementId: found.id };
};

let aiUrl = '';
let guidesUrl = '';
beforeAll(async () => {
  aiUrl = await functionUrl('ai');
  guidesUrl = `${await functionUrl('carousel')}/guides`;
});
afterAll(async () => {
  await deleteApp(app);
});

describe('the model in the Functions emulator (demo model)', () => {
  let tokens: Record<RoleName, { idToken: string; uid: string }>;
  let visible: { brandId: string; requirementId: string };
  let hidden: { brandId: string; requirementId: string };

  beforeEach(async () => {
    tokens = await freshStack(app);
    visible = await carouselOf(VISIBLE);
    hidden = await carouselOf(HIDDEN);
  });

  it('says which model serves: the demo model, labelled as such, to any active user', async () => {
    for (const role of ['Diseñador', 'Estratega'] as const) {
      const answer = await call(`${aiUrl}/status`, {}, tokens[role].idToken);
      expect(answer).toMatchObject({
        status: 200,
        body: { success: true, provider: 'demo', model: 'demo/estudio', demo: true },
      });
    }
  });

  it('serves no model call on the ai function: its old per-call routes answer 404', async () => {
    const answer = await call(`${aiUrl}/carousel-guides`, visible, tokens['Diseñador'].idToken);
    expect(answer).toMatchObject({ status: 404, body: { success: false, error: Messages.endpoints.unknownRoute } });
  });

  it(`spends a unit only on a model call: refusals are free, call ${LIMIT + 1} in a minute is 429 with Retry-After`, async () => {
    const designer = tokens['Diseñador'].idToken;
    // Refused by the command's own checks (a hidden brand, no key, a bad body): no model, no unit.
    for (let made = 0; made <= LIMIT; made += 1) {
      expect((await call(guidesUrl, hidden, designer)).status).toBe(403);
    }
    expect((await call(guidesUrl, visible, tokens['Estratega'].idToken)).status).toBe(403);
    expect((await call(guidesUrl, { brandId: VISIBLE }, designer)).status).toBe(400);
    // Each model call spends one: the whole budget is still there.
    for (let made = 0; made < LIMIT; made += 1) {
      const answer = await call(guidesUrl, visible, designer);
      expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
    }
    const refused = await call(guidesUrl, visible, designer);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(refused.body).toEqual({
      success: false,
      error: FunctionTexts.aiEndpoint.rateLimited(Number(refused.retryAfter)),
    });
    // Another person's budget is their own.
    expect((await call(guidesUrl, visible, tokens['Superadministrador'].idToken)).status).toBe(200);
  });
});
