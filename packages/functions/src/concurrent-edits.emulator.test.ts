import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRAND,
  EDITS,
  planEdits,
  prepareEditors,
  prepareSlots,
  runEdits,
  slotName,
  summary,
  USERS,
  type Editor,
  type Slot,
} from './concurrent-edits.test-kit.js';
import { freshStack, projectId, SEED_NOW } from './emulator-support.test-kit.js';

/*
 * 100 hand edits by 10 signed-in content managers at the same moment, over one brand's
 * carousels and videos, through the real carousel and video functions in the Functions
 * emulator (docs/product.md, "Content commands": concurrent edits never surface as an error;
 * two people editing different parts of one item never overwrite each other). Each edit
 * writes its own slot (a guide's text, a script's section, a caption) and several land on
 * every requirement at once, so their transactions contend. Every answer must be 200 and,
 * read back with the Admin SDK, every slot must hold exactly its edit's text. The same
 * scenario is timed by `npm run bench` (scripts/bench/commands.bench.ts).
 */

const app = initializeApp({ projectId, storageBucket: `${projectId}.appspot.com` }, 'concurrent-edits-test');
let editors: Editor[] = [];
let slots: Slot[] = [];

beforeAll(async () => {
  await freshStack(app);
  editors = await prepareEditors(app, SEED_NOW);
  slots = await prepareSlots(app);
}, 120_000);
afterAll(async () => {
  await deleteApp(app);
});

describe('concurrent edits of one brand through the content functions', () => {
  it('spreads 100 edits by 10 users over distinct slots, several per requirement', () => {
    const edits = planEdits(editors, slots, 0);
    expect(edits).toHaveLength(EDITS);
    expect(new Set(slots.map(slotName)).size).toBe(EDITS);
    const perEditor = new Map<string, number>();
    const perRequirement = new Map<string, Set<string>>();
    for (const { editor, slot } of edits) {
      perEditor.set(editor.uid, (perEditor.get(editor.uid) ?? 0) + 1);
      perRequirement.set(slot.requirementId, (perRequirement.get(slot.requirementId) ?? new Set()).add(editor.uid));
    }
    expect([...perEditor.values()]).toEqual(Array.from({ length: USERS }, () => EDITS / USERS));
    // Every requirement is edited by several people at once: their transactions contend.
    for (const editorsOfOne of perRequirement.values()) expect(editorsOfOne.size).toBeGreaterThanOrEqual(5);
  });

  // Round 1 starts the function instances (the emulator starts a worker per request in flight); round 2 finds them warm.
  it.each([1, 2])(
    'round %i: every edit answers 200 and every slot holds its text',
    async (round) => {
      const edits = planEdits(editors, slots, round);
      const result = await runEdits(app, edits);
      console.info(`concurrent edits, round ${round}:`, summary(result));

      const refused = result.outcomes
        .filter((outcome) => outcome.status !== 200)
        .map(({ edit, status, error }) => ({ slot: slotName(edit.slot), status, error }));
      expect(refused).toEqual([]);
      expect(result.lost.map(({ edit, stored }) => ({ slot: slotName(edit.slot), wrote: edit.text, stored }))).toEqual(
        [],
      );

      // Each requirement's last write is stamped with one of the people who edited it.
      const db = getFirestore(app);
      for (const requirementId of new Set(edits.map((edit) => edit.slot.requirementId))) {
        const stamp = (await db.doc(`brands/${BRAND}/requirements/${requirementId}`).get()).get('changedBy') as
          { uid?: string } | undefined;
        const editorsOfOne = edits
          .filter((edit) => edit.slot.requirementId === requirementId)
          .map((edit) => edit.editor.uid);
        expect(editorsOfOne).toContain(stamp?.uid);
      }
    },
    600_000,
  );
});
