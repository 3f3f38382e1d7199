import { Messages, ServerMessages, TEXT_LIMITS } from '@estudio/domain/shared';
import { expect } from 'vitest';
import {
  CAFE,
  OUTSIDE_URL,
  requirementPath,
  req,
  SCRIPT_URL,
  SONRISA,
  storedRequirementIs,
  text,
  TEXTILES,
  refusalsOfKey,
  type ConcernCases,
  type Refusal,
} from './command-case.js';
import { GUIDES_CASES } from './carousel-guides.js';
import { IMAGE_CASES } from './carousel-images.js';

/*
 * The carousel's commands (docs/product.md, "Carousels"), as the emulator suites run them:
 * test code only (see command-case.ts).
 */

const m = Messages.endpoints;
const notFound = Messages.carousel.requirementNotFound;
const foreign = { kind: 'carrusel', status: 404, error: notFound } as const;

const keyRefusals = (body: Record<string, unknown>) => refusalsOfKey(body, Messages.carousel.brandNotFound);

/** A carousel of the Textiles brand (the Diseñador sees it) whose stored images are not its own objects. */
const FOREIGN_IMAGES = 'cmd-carrusel-imagenes-ajenas';

/** The guides of the edited carousel before the edit. */
const EDITED_GUIDES = { instructions: ['Guía uno', 'Guía dos', 'Guía tres'], suggestedWords: ['Uno', 'Dos', 'Tres'] };

const suggestion = { brandId: CAFE, requirementId: req(19) };
/** The suggested carousel as stored before any request: a proposal leaves it so. */
let suggestionBefore: unknown;
const validate = { brandId: CAFE, requirementId: req(15), index: 0 };
const edit = {
  brandId: CAFE,
  requirementId: req(18),
  caption: 'Pie de foto editado por un comando.',
  guide: { index: 1, description: 'Segunda tarjeta: una taza sobre la mesa.', suggestedWords: 'Taza, mesa, mañana' },
};

export const CAROUSEL_CASES = {
  suggestion: {
    key: 'CARROUSEL_SUGGESTIONAI',
    role: 'Gestor de contenido',
    withoutKey: 'Diseñador',
    body: suggestion,
    hidden: { role: 'Gestor de contenido', body: { brandId: TEXTILES, requirementId: req(5) } },
    foreign,
    ...keyRefusals(suggestion),
    badBodies: [
      ...keyRefusals(suggestion).badBodies,
      { title: 'un video', body: { ...suggestion, requirementId: req(25) }, status: 404, error: notFound },
    ],
    // The proposed caption is answered, not stored: the user's 'Reemplazar' saves it with edit-texts.
    proposes: true,
    setup: async (stack) => {
      suggestionBefore = await stack.requirement(CAFE, req(19));
    },
    verify: async (stack, answer) => {
      expect((answer as { caption: string }).caption.trim()).not.toBe('');
      expect(await stack.requirement(CAFE, req(19))).toEqual(suggestionBefore);
      return [];
    },
  },

  ...GUIDES_CASES,

  ...IMAGE_CASES,

  validate: {
    key: 'CARROUSEL_VALIDAI',
    role: 'Diseñador',
    withoutKey: 'Gestor de contenido',
    body: validate,
    hidden: { role: 'Diseñador', body: { brandId: SONRISA, requirementId: req(1), index: 0 } },
    foreign,
    badBodies: [
      ...keyRefusals(validate).badBodies,
      {
        title: 'index de texto',
        body: { ...validate, index: 'primera' },
        status: 400,
        error: ServerMessages.aiEndpoint.fieldNotNumber('index'),
      },
      {
        title: 'una tarjeta sin imagen',
        body: { ...validate, index: 5 },
        status: 400,
        error: Messages.carousel.missingValidationData,
      },
      // The stored image the validator would read is checked to be this carousel's own object.
      ...[0, 1, 2, 3].map((index): Refusal => ({
        title: `imagen guardada ${index} que no es de este carrusel`,
        body: { brandId: TEXTILES, requirementId: FOREIGN_IMAGES, index },
        status: 400,
        error: ServerMessages.aiEndpoint.mediaOutsideBrand('image_url'),
      })),
    ],
    caps: keyRefusals(validate).caps,
    setup: async (stack) => {
      const otherBrand = await stack.upload(`img_carrousels/${CAFE}/${req(15)}/cmd-ajena.png`, 'png');
      const otherCarousel = await stack.upload(`img_carrousels/${TEXTILES}/${req(3)}/cmd-otra.png`, 'png');
      await stack.copyRequirement(
        { brandId: TEXTILES, id: req(3) },
        { brandId: TEXTILES, id: FOREIGN_IMAGES },
        {
          imagesAIUrl: [OUTSIDE_URL, SCRIPT_URL, otherBrand, otherCarousel],
          instructions: ['Guía 1', 'Guía 2', 'Guía 3', 'Guía 4'],
          validation: {},
        },
      );
    },
    verify: async (stack, answer, person) => {
      const stored = await storedRequirementIs(stack, answer, person);
      expect(stored.validation['0']).toEqual({ alineacion: expect.any(Number), descripcion: expect.any(String) });
      const history = await stack.db.collection(`${requirementPath(CAFE, req(15))}/validationHistory`).get();
      expect(history.docs.map((doc) => doc.data())).toEqual([
        expect.objectContaining({
          index: 0,
          imageUrl: stored.imagesAIUrl[0],
          by: { uid: person.uid, email: person.email },
        }),
      ]);
      return [{ path: requirementPath(CAFE, req(15)), operation: 'update', fields: ['validation'] }];
    },
  },

  'edit-texts': {
    key: 'REQUIREMENTS_EDIT',
    role: 'Gestor de contenido',
    withoutKey: 'Diseñador',
    body: edit,
    hidden: { role: 'Gestor de contenido', body: { ...edit, brandId: TEXTILES, requirementId: req(4) } },
    foreign,
    badBodies: [
      ...keyRefusals(edit).badBodies,
      { title: 'caption numérico', body: { ...edit, caption: 7 }, status: 400, error: m.fieldNotText('caption') },
      { title: 'guide que no es un objeto', body: { ...edit, guide: 'segunda' }, status: 400, error: m.bodyNotObject },
      {
        title: 'guide sin index',
        body: { ...edit, guide: { description: 'x' } },
        status: 400,
        error: ServerMessages.aiEndpoint.fieldNotNumber('index'),
      },
      {
        title: 'caption con caracteres de control',
        body: { ...edit, caption: 'hola\u0007' },
        status: 400,
        error: m.controlCharacters('caption'),
      },
      { title: 'un video', body: { ...edit, requirementId: req(24) }, status: 404, error: notFound },
    ],
    caps: [
      ...keyRefusals(edit).caps,
      {
        title: 'caption de 5.001 caracteres',
        body: { ...edit, caption: text(TEXT_LIMITS.text + 1) },
        status: 400,
        error: m.fieldTooLong('caption', TEXT_LIMITS.text),
      },
      {
        title: 'guía de 5.001 caracteres',
        body: { ...edit, guide: { index: 1, description: text(TEXT_LIMITS.text + 1) } },
        status: 400,
        error: m.fieldTooLong('description', TEXT_LIMITS.text),
      },
      {
        title: 'palabras sugeridas de 5.001 caracteres',
        body: { ...edit, guide: { index: 1, suggestedWords: text(TEXT_LIMITS.text + 1) } },
        status: 400,
        error: m.fieldTooLong('suggestedWords', TEXT_LIMITS.text),
      },
      {
        title: 'una guía que el carrusel no tiene',
        body: { ...edit, guide: { index: 3, description: 'x' } },
        status: 400,
        error: Messages.blueprint.saveChanges,
      },
    ],
    setup: async (stack) => {
      await stack.db.doc(requirementPath(CAFE, req(18))).update(EDITED_GUIDES);
    },
    verify: async (stack, answer, person) => {
      const stored = await storedRequirementIs(stack, answer, person);
      expect(stored.caption).toBe(edit.caption);
      // The edited guide's texts in its slot, the other guides as they were.
      expect(stored.instructions).toEqual(['Guía uno', edit.guide.description, 'Guía tres']);
      expect(stored.suggestedWords).toEqual(['Uno', edit.guide.suggestedWords, 'Tres']);
      return [
        {
          path: requirementPath(CAFE, req(18)),
          operation: 'update',
          fields: ['caption', 'instructions', 'suggestedWords'],
        },
      ];
    },
  },
} satisfies ConcernCases<'carousel'>;
