import { Messages } from '@estudio/domain/shared';
import { expect } from 'vitest';
import {
  CAFE,
  refusalsOfKey,
  req,
  requirementPath,
  storedRequirementIs,
  TEXTILES,
  type ConcernCases,
} from './command-case.js';

/*
 * The guard function's command (docs/product.md, "Revisión de marca"), as the emulator suites run
 * it: test code only (see command-case.ts). Café Cumbre Andina: the Gestor de contenido holds
 * REQUIREMENTS_EDIT and sees it; the Diseñador sees it without the key; the Gestor does not see
 * Textiles Quetzal. The demo model answers both calls (alignment and claims) from the text.
 */

const notFound = Messages.carousel.requirementNotFound;
const score = { brandId: CAFE, requirementId: req(15) };
/** A copy of Café without its guide, with one of its carousels: scoring needs the guide. */
const NO_GUIDE = 'cmd-guard-sin-guia';
/** A carousel of Café whose caption is empty: nothing to score. */
const EMPTY = 'cmd-guard-sin-texto';

export const GUARD_CASES = {
  score: {
    key: 'REQUIREMENTS_EDIT',
    role: 'Gestor de contenido',
    withoutKey: 'Diseñador',
    body: score,
    hidden: { role: 'Gestor de contenido', body: { brandId: TEXTILES, requirementId: req(1) } },
    foreign: { kind: 'carrusel', status: 404, error: notFound },
    badBodies: [
      ...refusalsOfKey(score, Messages.carousel.brandNotFound).badBodies,
      {
        title: 'una marca sin guía',
        body: { brandId: NO_GUIDE, requirementId: req(15) },
        status: 404,
        error: Messages.video.noBlueprint,
      },
      {
        title: 'un carrusel sin texto',
        body: { ...score, requirementId: EMPTY },
        status: 400,
        error: Messages.guard.nothingToReview,
      },
    ],
    caps: refusalsOfKey(score, Messages.carousel.brandNotFound).caps,
    setup: async (stack) => {
      await stack.copyBrand(CAFE, NO_GUIDE);
      await stack.copyRequirement({ brandId: CAFE, id: req(15) }, { brandId: NO_GUIDE, id: req(15) });
      await stack.copyRequirement({ brandId: CAFE, id: req(15) }, { brandId: CAFE, id: EMPTY }, { caption: '' });
    },
    verify: async (stack, answer, person) => {
      const stored = await storedRequirementIs(stack, answer, person);
      const by = { uid: person.uid, email: person.email };
      expect(stored.brandReview).toMatchObject({ by, textDigest: expect.any(String) });
      expect(stored.brandReview?.criteria.map((criterion) => criterion.criterion).sort()).toEqual([
        'audiencia',
        'mensaje',
        'pilares',
        'tono',
      ]);
      const history = await stack.db.collection(`${requirementPath(CAFE, req(15))}/brandReviewHistory`).get();
      expect(history.docs.map((doc) => doc.data())).toEqual([
        expect.objectContaining({ score: stored.brandReview?.score, passed: stored.brandReview?.passed, by }),
      ]);
      return [{ path: requirementPath(CAFE, req(15)), operation: 'update', fields: ['brandReview'] }];
    },
  },
} satisfies ConcernCases<'guard'>;
