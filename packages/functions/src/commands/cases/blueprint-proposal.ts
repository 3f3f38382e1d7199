import { type Blueprint, type BlueprintBlocks } from '@estudio/domain/blueprint';
import { Messages } from '@estudio/domain/shared';
import { expect } from 'vitest';
import {
  CAFE,
  ESPIGA,
  expectStampedBy,
  refusalsOfBrand,
  RUTA_VERDE,
  SONRISA,
  TEXTILES,
  type CaseStack,
  type CommandCase,
  type Person,
  type Refusal,
} from './command-case.js';

/*
 * The regenerated guide as a draft (docs/product.md, "Communication guide (blueprint)"), as the
 * emulator suites run it: the stored proposal accepted, discarded, or its accept undone, each with
 * the brand alone. 'blueprint/regenerate' itself is in blueprint.ts. Test code only (see command-case.ts).
 */

const blueprintPath = (brandId: string): string => `brands/${brandId}/blueprints/${brandId}`;

/** Copies of Ruta Verde (the Estratega sees it): one whose guide has nothing pending, one without a guide. */
const NOTHING_PENDING = 'cmd-marca-guia-sin-propuesta';
const NO_GUIDE = 'cmd-marca-sin-guia';
const AT = new Date('2026-03-10T15:00:00.000Z');

/** A brand's guide blocks with the key message changed: a proposal, or the blocks an accept replaced. */
const variantOf = (bloques: BlueprintBlocks, message: string): BlueprintBlocks => ({
  ...bloques,
  tercer_bloque: { mensaje_clave: message, copy_referencia: `Copy: ${message}` },
});

/** Each brand's blocks as the setup left them. */
const before = new Map<string, BlueprintBlocks>();

const storedBlocks = async (stack: CaseStack, brandId: string): Promise<BlueprintBlocks> => {
  const bloques = (await stack.db.doc(blueprintPath(brandId)).get()).get('bloques') as BlueprintBlocks | undefined;
  if (bloques === undefined) throw new Error(`no guide for ${brandId}`);
  return bloques;
};

/** The answered guide is the one stored (updatedAt aside), and both name the person. */
const storedIs = async (stack: CaseStack, answer: unknown, person: Person): Promise<Blueprint> => {
  const answered = answer as Blueprint;
  const stored = await stack.blueprint(answered.brandId);
  expect(stored).toEqual({ ...answered, updatedAt: stored?.updatedAt });
  expectStampedBy(answered, person);
  expectStampedBy(stored ?? {}, person);
  return stored as Blueprint;
};

/** The brands every answer's refusals need, made once. */
const setupRefusals = async (stack: CaseStack): Promise<void> => {
  if ((await stack.db.doc(`brands/${NOTHING_PENDING}`).get()).exists) return;
  await stack.copyBrand(RUTA_VERDE, NOTHING_PENDING, { brandName: 'Marca de prueba sin propuesta' });
  await stack.copyBrand(RUTA_VERDE, NO_GUIDE, { brandName: 'Marca de prueba sin guía' });
  await stack.db.doc(blueprintPath(NOTHING_PENDING)).set({
    bloques: await storedBlocks(stack, CAFE),
    updatedAt: AT,
    proposal: null,
    replaced: null,
  });
};

/**
 * One of the proposal's answers on `brandId` (its guide given `fields` by the setup), refused with 409 `nothing`
 * on a guide with nothing pending and 404 on a brand without a guide.
 */
const answerOf = (
  brandId: string,
  nothing: string,
  fields: (bloques: BlueprintBlocks) => object,
  verify: CommandCase['verify'],
): CommandCase => {
  const body = { brandId };
  const brand = refusalsOfBrand(body, Messages.carousel.brandNotFound);
  return {
    key: 'GEN_BLUEPRINT',
    role: 'Estratega',
    withoutKey: 'Diseñador',
    body,
    hidden: { role: 'Estratega', body: { brandId: SONRISA } },
    caps: brand.caps,
    badBodies: [
      ...brand.badBodies,
      {
        title: 'una guía sin nada pendiente',
        body: { brandId: NOTHING_PENDING },
        status: 409,
        error: nothing,
      } satisfies Refusal,
      {
        title: 'una marca sin guía',
        body: { brandId: NO_GUIDE },
        status: 404,
        error: Messages.carousel.blueprintNotFound,
      } satisfies Refusal,
    ],
    setup: async (stack) => {
      await setupRefusals(stack);
      const bloques = await storedBlocks(stack, brandId);
      before.set(brandId, bloques);
      await stack.db.doc(blueprintPath(brandId)).update(fields(bloques));
    },
    verify,
  };
};

export const PROPOSAL_CASES = {
  'proposal-accept': answerOf(
    ESPIGA,
    Messages.blueprint.noProposal,
    (bloques) => ({ proposal: { bloques: variantOf(bloques, 'Mensaje propuesto.'), at: AT } }),
    async (stack, answer, person) => {
      const stored = await storedIs(stack, answer, person);
      const current = before.get(ESPIGA) ?? ({} as BlueprintBlocks);
      // The stored proposal, not anything the browser sent, and what it replaced kept for the undo.
      expect(stored.bloques).toEqual(variantOf(current, 'Mensaje propuesto.'));
      expect(stored.proposal).toBeNull();
      expect(stored.replaced?.bloques).toEqual(current);
      return [{ path: blueprintPath(ESPIGA), operation: 'update', fields: ['bloques', 'proposal', 'replaced'] }];
    },
  ),

  'proposal-discard': answerOf(
    CAFE,
    Messages.blueprint.noProposal,
    (bloques) => ({ proposal: { bloques: variantOf(bloques, 'Propuesta descartada.'), at: AT } }),
    async (stack, answer, person) => {
      const stored = await storedIs(stack, answer, person);
      expect(stored).toMatchObject({ bloques: before.get(CAFE), proposal: null });
      return [{ path: blueprintPath(CAFE), operation: 'update', fields: ['proposal'] }];
    },
  ),

  // Textiles' guide is regenerated first (blueprint.ts): a new proposal keeps the replaced blocks.
  'proposal-undo': answerOf(
    TEXTILES,
    Messages.blueprint.noReplaced,
    (bloques) => ({ replaced: { bloques: variantOf(bloques, 'Mensaje anterior.'), at: AT } }),
    async (stack, answer, person) => {
      const stored = await storedIs(stack, answer, person);
      expect(stored.bloques).toEqual(variantOf(before.get(TEXTILES) ?? ({} as BlueprintBlocks), 'Mensaje anterior.'));
      expect(stored.replaced).toBeNull();
      return [{ path: blueprintPath(TEXTILES), operation: 'update', fields: ['bloques', 'replaced'] }];
    },
  ),
} satisfies Readonly<Record<'proposal-accept' | 'proposal-discard' | 'proposal-undo', CommandCase>>;
