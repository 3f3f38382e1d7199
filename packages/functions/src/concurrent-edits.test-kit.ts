import { userToDocument } from '@estudio/adapters/node';
import { DEMO_ROLES } from '@estudio/domain/accounts';
import { GUIDES_COUNT, SCRIPT_SECTIONS, type ScriptSection } from '@estudio/domain/content';
import { requirementKind } from '@estudio/domain/requirements';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, type DocumentData } from 'firebase-admin/firestore';
import { performance } from 'node:perf_hooks';
import { authHost, functionUrl, postJson } from './emulator-support.test-kit.js';

/*
 * The concurrent-edits scenario (docs/product.md, "Content commands": concurrent edits never
 * surface as an error, and two people editing different parts of one item never overwrite each
 * other), shared by concurrent-edits.emulator.test.ts and `npm run bench`
 * (scripts/bench/commands.bench.ts): USERS signed-in content managers of one demo brand fire
 * EDITS hand edits at once through the real content functions, each edit aimed at its own
 * slot (a guide's description or suggested words, a script's section, a caption) of a few of
 * the brand's carousels and videos, so that every requirement takes several edits at the same
 * moment. Afterwards every slot must hold exactly the text its edit wrote.
 */

export const USERS = 10;
export const EDITS = 100;
/** Café Cumbre Andina: a demo brand with carousels and videos, its visibility by allowedUsers. */
export const BRAND = 'demo-cafe-cumbre-andina';
/** The Gestor de contenido's role: REQUIREMENTS_EDIT and the brands assigned by e-mail. */
const ROLE = DEMO_ROLES.find((role) => role.name === 'Gestor de contenido')?.id ?? '';
/** Carousels and videos taking the edits: 6 videos (10 slots each) and 6 carousels (7 each) hold 102 slots. */
const REQUIREMENTS_PER_KIND = 6;
const PASSWORD = 'Concurrencia2026!';

/** One place a hand edit writes, and the command that writes it. */
export type Slot =
  | { readonly requirementId: string; readonly kind: 'carousel-caption' }
  | {
      readonly requirementId: string;
      readonly kind: 'guide';
      readonly index: number;
      readonly text: 'description' | 'suggestedWords';
    }
  | { readonly requirementId: string; readonly kind: 'video-caption' }
  | {
      readonly requirementId: string;
      readonly kind: 'section';
      readonly index: number;
      readonly section: ScriptSection;
    };

export interface Editor {
  readonly uid: string;
  readonly email: string;
  readonly idToken: string;
}

export interface Edit {
  readonly editor: Editor;
  readonly slot: Slot;
  /** The text the edit writes: unique to this edit. */
  readonly text: string;
}

export interface EditOutcome {
  readonly edit: Edit;
  readonly status: number;
  readonly error: string | null;
  readonly latencyMs: number;
}

export interface ScenarioResult {
  readonly outcomes: readonly EditOutcome[];
  /** Edits whose slot does not hold their text afterwards. */
  readonly lost: readonly { readonly edit: Edit; readonly stored: unknown }[];
  /** From the first request sent to the last answer received. */
  readonly wallMs: number;
}

/** The command (function and route) and body of one edit. */
export const requestOf = (edit: Edit): { readonly command: string; readonly body: Record<string, unknown> } => {
  const key = { brandId: BRAND, requirementId: edit.slot.requirementId };
  const { slot, text } = edit;
  switch (slot.kind) {
    case 'carousel-caption':
      return { command: 'carousel/edit-texts', body: { ...key, caption: text } };
    case 'guide':
      return { command: 'carousel/edit-texts', body: { ...key, guide: { index: slot.index, [slot.text]: text } } };
    case 'video-caption':
      return { command: 'video/edit-caption', body: { ...key, caption: text } };
    case 'section':
      return { command: 'video/edit-section', body: { ...key, index: slot.index, section: slot.section, text } };
  }
};

/** What the stored requirement holds in the slot. */
export const storedIn = (data: DocumentData | undefined, slot: Slot): unknown => {
  switch (slot.kind) {
    case 'carousel-caption':
    case 'video-caption':
      return data?.['caption'];
    case 'guide':
      return (data?.[slot.text === 'description' ? 'instructions' : 'suggestedWords'] as unknown[] | undefined)?.[
        slot.index
      ];
    case 'section':
      return (data?.['scripts'] as Record<string, unknown>[] | undefined)?.[slot.index]?.[slot.section];
  }
};

export const slotName = (slot: Slot): string => {
  switch (slot.kind) {
    case 'carousel-caption':
    case 'video-caption':
      return `${slot.requirementId} caption`;
    case 'guide':
      return `${slot.requirementId} guide ${slot.index + 1} ${slot.text}`;
    case 'section':
      return `${slot.requirementId} script ${slot.index + 1} ${slot.section}`;
  }
};

const signIn = async (email: string): Promise<string> => {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (body.idToken === undefined) throw new Error(`sign-in of ${email}: ${body.error?.message}`);
  return body.idToken;
};

/**
 * The USERS editors, made with the Admin SDK on a seeded stack: each an Auth account, a
 * users/{uid} record holding the Gestor de contenido's role, and an e-mail in the brand's
 * allowedUsers; then signed in. Call once per fresh stack (the uids and e-mails are fixed).
 */
export const prepareEditors = async (app: App, now: Date): Promise<Editor[]> => {
  const auth = getAuth(app);
  const db = getFirestore(app);
  if (ROLE === '') throw new Error('no Gestor de contenido among the demo roles');
  const people = Array.from({ length: USERS }, (_, n) => {
    const number = String(n + 1).padStart(2, '0');
    return { uid: `concurrency-editor-${number}`, email: `editor${number}@concurrencia.test`, number };
  });
  await Promise.all(
    people.map(async ({ uid, email, number }) => {
      await auth.createUser({ uid, email, password: PASSWORD, displayName: `Editor ${number}` });
      await db.doc(`users/${uid}`).set(
        userToDocument({
          uid,
          email,
          firstName: 'Editor',
          lastName: number,
          role: ROLE,
          status: 'active',
          createdAt: now,
          lastLoginAt: null,
        }),
      );
    }),
  );
  await db.doc(`brands/${BRAND}`).update({ allowedUsers: FieldValue.arrayUnion(...people.map(({ email }) => email)) });
  return Promise.all(people.map(async ({ uid, email }) => ({ uid, email, idToken: await signIn(email) })));
};

/** A placeholder list of `length` texts over what is stored, so every guide or script exists. */
const filled = <T>(stored: readonly T[] | undefined, length: number, make: (index: number) => T): T[] =>
  Array.from({ length: Math.max(length, stored?.length ?? 0) }, (_, index) => stored?.[index] ?? make(index));

/**
 * The slots of the brand's first REQUIREMENTS_PER_KIND carousels and videos (by number), after
 * giving every one of them its GUIDES_COUNT guides or three scripts where the seed has none
 * yet (a pending requirement), with the Admin SDK. Listed requirement by requirement (a
 * video's ten, then a carousel's seven, and so on): the Functions emulator runs only a few
 * requests at a time, in the order they arrive (scripts/emulators/stack.mjs), so the edits
 * running together are edits of the same requirement, and their transactions contend.
 * Spread round-robin over the requirements instead, the few running together would each
 * touch another requirement and never meet: even a write without a transaction lost nothing.
 */
export const prepareSlots = async (app: App): Promise<Slot[]> => {
  const db = getFirestore(app);
  const snapshot = await db.collection(`brands/${BRAND}/requirements`).orderBy('number').get();
  const ofKind = (kind: 'carrousel' | 'video') =>
    snapshot.docs
      .filter((doc) => requirementKind(String(doc.get('title') ?? '')) === kind)
      .slice(0, REQUIREMENTS_PER_KIND);
  const carousels = ofKind('carrousel');
  const videos = ofKind('video');
  if (carousels.length < REQUIREMENTS_PER_KIND || videos.length < REQUIREMENTS_PER_KIND) {
    throw new Error(`${BRAND} has too few carousels or videos for the scenario`);
  }
  await Promise.all([
    ...carousels.map((doc) =>
      doc.ref.update({
        instructions: filled(doc.get('instructions') as string[] | undefined, GUIDES_COUNT, (i) => `Guía ${i + 1}`),
        suggestedWords: filled(
          doc.get('suggestedWords') as string[] | undefined,
          GUIDES_COUNT,
          (i) => `Palabras ${i + 1}`,
        ),
      }),
    ),
    ...videos.map((doc) =>
      doc.ref.update({
        scripts: filled(doc.get('scripts') as Record<string, string>[] | undefined, 3, (i) =>
          Object.fromEntries(SCRIPT_SECTIONS.map((section) => [section, `Guion ${i + 1}: ${section}`])),
        ),
      }),
    ),
  ]);
  const perCarousel = carousels.map(({ id: requirementId }): Slot[] => [
    { requirementId, kind: 'carousel-caption' },
    ...Array.from({ length: GUIDES_COUNT }, (_, index) =>
      (['description', 'suggestedWords'] as const).map((text): Slot => ({ requirementId, kind: 'guide', index, text })),
    ).flat(),
  ]);
  const perVideo = videos.map(({ id: requirementId }): Slot[] => [
    { requirementId, kind: 'video-caption' },
    ...[0, 1, 2].flatMap((index) =>
      SCRIPT_SECTIONS.map((section): Slot => ({ requirementId, kind: 'section', index, section })),
    ),
  ]);
  const slots = perVideo.flatMap((video, n) => [...video, ...(perCarousel[n] ?? [])]);
  if (slots.length < EDITS) throw new Error(`only ${slots.length} slots for ${EDITS} edits`);
  return slots.slice(0, EDITS);
};

/** The EDITS edits: slot n is edited by editor n mod USERS, each with a text naming its round, editor and slot. */
export const planEdits = (editors: readonly Editor[], slots: readonly Slot[], round: number): Edit[] =>
  slots.map((slot, n) => {
    const editor = editors[n % editors.length];
    if (editor === undefined) throw new Error('no editors');
    return { editor, slot, text: `Ronda ${round}, ${editor.email}: ${slotName(slot)}` };
  });

/**
 * Fires every edit at once (all in flight together) through the content functions, waits
 * for every answer, then reads every edited requirement back with the Admin SDK and lists
 * the edits whose slot does not hold their text.
 */
export const runEdits = async (app: App, edits: readonly Edit[]): Promise<ScenarioResult> => {
  const urls = new Map<string, string>();
  for (const concern of ['carousel', 'video']) urls.set(concern, await functionUrl(concern));
  const started = performance.now();
  const outcomes = await Promise.all(
    edits.map(async (edit): Promise<EditOutcome> => {
      const { command, body } = requestOf(edit);
      const [concern, action] = command.split('/');
      const sent = performance.now();
      try {
        const answer = await postJson(`${urls.get(concern ?? '')}/${action}`, body, edit.editor.idToken);
        const error = answer.status === 200 ? null : String(answer.body['error'] ?? answer.status);
        return { edit, status: answer.status, error, latencyMs: performance.now() - sent };
      } catch (error) {
        return { edit, status: 0, error: String(error), latencyMs: performance.now() - sent };
      }
    }),
  );
  const wallMs = performance.now() - started;
  const db = getFirestore(app);
  const ids = [...new Set(edits.map((edit) => edit.slot.requirementId))];
  const stored = new Map(
    (await db.getAll(...ids.map((id) => db.doc(`brands/${BRAND}/requirements/${id}`)))).map((doc) => [
      doc.id,
      doc.data(),
    ]),
  );
  const lost = edits.flatMap((edit) => {
    const value = storedIn(stored.get(edit.slot.requirementId), edit.slot);
    return value === edit.text ? [] : [{ edit, stored: value }];
  });
  return { outcomes, lost, wallMs };
};

/** The q-quantile (0..1) of the values, nearest rank. */
export const quantile = (values: readonly number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
};

/** One row of the figures: edits, users, errors, lost updates, wall time, median and p95 latency. */
export const summary = (result: ScenarioResult) => {
  const latencies = result.outcomes.map((outcome) => outcome.latencyMs);
  return {
    edits: result.outcomes.length,
    users: new Set(result.outcomes.map((outcome) => outcome.edit.editor.uid)).size,
    requirements: new Set(result.outcomes.map((outcome) => outcome.edit.slot.requirementId)).size,
    errors: result.outcomes.filter((outcome) => outcome.status !== 200).length,
    lostUpdates: result.lost.length,
    wallMs: Math.round(result.wallMs),
    medianMs: Math.round(quantile(latencies, 0.5)),
    p95Ms: Math.round(quantile(latencies, 0.95)),
  };
};
