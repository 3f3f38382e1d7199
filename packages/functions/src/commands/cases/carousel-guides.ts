import { Messages } from '@estudio/domain/shared';
import { expect } from 'vitest';
import {
  CAFE,
  requirementPath,
  req,
  SONRISA,
  storedRequirementIs,
  TEXTILES,
  refusalsOfKey,
  type CommandCase,
  type Refusal,
} from './command-case.js';

/*
 * The carousel's new guides as a draft (docs/product.md, "Carousels"), as the emulator suites run
 * them: 'carousel/guides' stores the model's guides as the proposal, and the proposal is accepted,
 * discarded, or its accept undone. Test code only (see command-case.ts).
 */

const notFound = Messages.carousel.requirementNotFound;
const foreign = { kind: 'carrusel', status: 404, error: notFound } as const;

/** A carousel of the Textiles brand without a caption (the image case refuses it too). */
export const NO_CAPTION = 'cmd-carrusel-sin-caption';
/** Carousels of the Café brand (the Diseñador sees it): one with a proposal to accept, one to discard, one to undo. */
const TO_ACCEPT = 'cmd-carrusel-propuesta-aceptar';
const TO_DISCARD = 'cmd-carrusel-propuesta-descartar';
const TO_UNDO = 'cmd-carrusel-guias-deshacer';
/** A carousel of the Café brand with neither a proposal nor guides to restore. */
const NOTHING_PENDING = 'cmd-carrusel-sin-propuesta';

const GUIDES = { instructions: ['Guía uno', 'Guía dos', 'Guía tres'], suggestedWords: ['Uno', 'Dos', 'Tres'] };
const PROPOSAL = {
  instructions: ['Propuesta uno', 'Propuesta dos', 'Propuesta tres'],
  suggestedWords: ['P1', 'P2', 'P3'],
  at: new Date('2026-03-10T15:00:00.000Z'),
};

const guides = { brandId: CAFE, requirementId: req(17) };
/** req(17) as stored before 'carousel/guides': its guides stay as they were. */
let guidesBefore: { instructions: readonly string[]; suggestedWords: readonly string[] } | null = null;

const keyRefusals = (body: Record<string, unknown>) => refusalsOfKey(body, Messages.carousel.brandNotFound);

/**
 * One of the proposal's answers, on the carousel `requirementId` (a copy of req(17) with `fields` over it, made by
 * the setup) and refused with 409 `nothing` on a carousel with nothing pending.
 */
const answerOf = (
  requirementId: string,
  nothing: string,
  verify: CommandCase['verify'],
  fields: object,
): CommandCase => {
  const body = { brandId: CAFE, requirementId };
  return {
    key: 'CARROUSEL_NEWGUIDES',
    role: 'Diseñador',
    withoutKey: 'Gestor de contenido',
    body,
    hidden: { role: 'Diseñador', body: { brandId: SONRISA, requirementId: req(2) } },
    foreign,
    caps: keyRefusals(body).caps,
    badBodies: [
      ...keyRefusals(body).badBodies,
      { title: 'un blog', body: { ...body, requirementId: req(13) }, status: 404, error: notFound },
      {
        title: 'un carrusel sin nada pendiente',
        body: { ...body, requirementId: NOTHING_PENDING },
        status: 409,
        error: nothing,
      } satisfies Refusal,
    ],
    setup: async (stack) => {
      await stack.copyRequirement({ brandId: CAFE, id: req(17) }, { brandId: CAFE, id: requirementId }, fields);
    },
    verify,
  };
};

export const GUIDES_CASES = {
  guides: {
    key: 'CARROUSEL_NEWGUIDES',
    role: 'Diseñador',
    withoutKey: 'Gestor de contenido',
    body: guides,
    hidden: { role: 'Diseñador', body: { brandId: SONRISA, requirementId: req(2) } },
    foreign,
    caps: keyRefusals(guides).caps,
    badBodies: [
      ...keyRefusals(guides).badBodies,
      { title: 'un blog', body: { ...guides, requirementId: req(13) }, status: 404, error: notFound },
      {
        title: 'un carrusel sin caption',
        body: { brandId: TEXTILES, requirementId: NO_CAPTION },
        status: 400,
        error: Messages.carousel.captionRequiredForGuides,
      },
    ],
    setup: async (stack) => {
      await stack.copyRequirement(
        { brandId: TEXTILES, id: req(3) },
        { brandId: TEXTILES, id: NO_CAPTION },
        { caption: '' },
      );
      await stack.copyRequirement(
        { brandId: CAFE, id: req(17) },
        { brandId: CAFE, id: NOTHING_PENDING },
        { guidesProposal: null, guidesReplaced: null },
      );
      guidesBefore = await stack.requirement(CAFE, req(17));
    },
    verify: async (stack, answer, person) => {
      const stored = await storedRequirementIs(stack, answer, person);
      // The three new guides are the proposal; the guides themselves are as they were.
      expect(stored.guidesProposal?.instructions).toHaveLength(3);
      expect(stored.guidesProposal?.suggestedWords).toHaveLength(3);
      expect(stored.instructions).toEqual(guidesBefore?.instructions);
      expect(stored.suggestedWords).toEqual(guidesBefore?.suggestedWords);
      return [{ path: requirementPath(CAFE, req(17)), operation: 'update', fields: ['guidesProposal'] }];
    },
  },

  'guides-accept': answerOf(
    TO_ACCEPT,
    Messages.carousel.noGuidesProposal,
    async (stack, answer, person) => {
      const stored = await storedRequirementIs(stack, answer, person);
      // The stored proposal, not anything the browser sent, and what it replaced kept for the undo.
      expect(stored).toMatchObject({
        instructions: PROPOSAL.instructions,
        suggestedWords: PROPOSAL.suggestedWords,
        guidesProposal: null,
        guidesReplaced: GUIDES,
      });
      return [
        {
          path: requirementPath(CAFE, TO_ACCEPT),
          operation: 'update',
          fields: ['instructions', 'suggestedWords', 'guidesProposal', 'guidesReplaced'],
        },
      ];
    },
    { ...GUIDES, guidesProposal: PROPOSAL },
  ),

  'guides-discard': answerOf(
    TO_DISCARD,
    Messages.carousel.noGuidesProposal,
    async (stack, answer, person) => {
      const stored = await storedRequirementIs(stack, answer, person);
      expect(stored).toMatchObject({ ...GUIDES, guidesProposal: null });
      return [{ path: requirementPath(CAFE, TO_DISCARD), operation: 'update', fields: ['guidesProposal'] }];
    },
    { ...GUIDES, guidesProposal: PROPOSAL },
  ),

  'guides-undo': answerOf(
    TO_UNDO,
    Messages.carousel.noGuidesToRestore,
    async (stack, answer, person) => {
      const stored = await storedRequirementIs(stack, answer, person);
      expect(stored).toMatchObject({ ...GUIDES, guidesProposal: null, guidesReplaced: null });
      return [
        {
          path: requirementPath(CAFE, TO_UNDO),
          operation: 'update',
          fields: ['instructions', 'suggestedWords', 'guidesReplaced'],
        },
      ];
    },
    {
      instructions: PROPOSAL.instructions,
      suggestedWords: PROPOSAL.suggestedWords,
      guidesProposal: null,
      guidesReplaced: { ...GUIDES, at: PROPOSAL.at },
    },
  ),
} satisfies Readonly<Record<'guides' | 'guides-accept' | 'guides-discard' | 'guides-undo', CommandCase>>;
