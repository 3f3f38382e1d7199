import { Messages, ServerMessages } from '@estudio/domain/shared';
import { expect } from 'vitest';
import {
  CAFE,
  requirementPath,
  req,
  SONRISA,
  storedRequirementIs,
  TEXTILES,
  refusalsOfKey,
  refusalsOfPath,
  type CommandCase,
  type Refusal,
} from './command-case.js';
import { NO_CAPTION } from './carousel-guides.js';

/*
 * A carousel card's images (docs/product.md, "Carousels"), as the emulator suites run them: the
 * AI image answered as a draft (stored in the carousel's folder, not on the card), the draft
 * accepted and its accept undone, and the designer's own upload. Test code only (see
 * command-case.ts).
 */

const notFound = Messages.carousel.requirementNotFound;
const foreign = { kind: 'carrusel', status: 404, error: notFound } as const;
const keyRefusals = (body: Record<string, unknown>) => refusalsOfKey(body, Messages.carousel.brandNotFound);
const fieldNotNumber = ServerMessages.aiEndpoint.fieldNotNumber('index');

/** The card the designer replaces, and an object of the wrong type in the same folder. */
const REPLACED = `img_carrousels/${CAFE}/${req(6)}/cmd-tarjeta.png`;
const VIDEO_IN_CARD_FOLDER = `img_carrousels/${CAFE}/${req(6)}/cmd-video.mp4`;

/** Copies of req(16) of the Café brand (the Diseñador sees it): a draft to accept, an accept to undo. */
const TO_ACCEPT = 'cmd-carrusel-imagen-aceptar';
const TO_UNDO = 'cmd-carrusel-imagen-deshacer';
/** A copy whose card 0 shows another image than the one its accept set: the undo is refused. */
const CHANGED_SINCE = 'cmd-carrusel-imagen-cambiada';
const folderOf = (requirementId: string) => `img_carrousels/${CAFE}/${requirementId}`;
/** The AI image a draft stored, to accept; and an object of the wrong type beside it. */
const DRAFT = `${folderOf(TO_ACCEPT)}/imagen-2-cmd.png`;
const VIDEO_BESIDE_DRAFT = `${folderOf(TO_ACCEPT)}/cmd-video.mp4`;
/** The image an accept set on card 0 of TO_UNDO, and the one it replaced there. */
const ACCEPTED = `${folderOf(TO_UNDO)}/imagen-1-cmd.png`;
let previousOfUndo = '';
let acceptBefore: readonly string[] = [];

const image = { brandId: CAFE, requirementId: req(16), index: 0 };
/** req(16) as stored before the draft: it stays so. */
let imageBefore: unknown;
const replaced = { brandId: CAFE, requirementId: req(6), index: 1, path: REPLACED };
const accept = { brandId: CAFE, requirementId: TO_ACCEPT, index: 1, path: DRAFT };
const undo = { brandId: CAFE, requirementId: TO_UNDO, index: 0 };

/** Who runs every card image command: the Diseñador (CARROUSEL_CHANGEIMG), not the Gestor de contenido. */
const designer = { key: 'CARROUSEL_CHANGEIMG', role: 'Diseñador', withoutKey: 'Gestor de contenido', foreign } as const;

export const IMAGE_CASES = {
  image: {
    ...designer,
    body: image,
    hidden: { role: 'Diseñador', body: { brandId: SONRISA, requirementId: req(2), index: 0 } },
    badBodies: [
      ...keyRefusals(image).badBodies,
      { title: 'index de texto', body: { ...image, index: '0' }, status: 400, error: fieldNotNumber },
      { title: 'index negativo', body: { ...image, index: -1 }, status: 400, error: fieldNotNumber },
      {
        title: 'un carrusel sin caption',
        body: { brandId: TEXTILES, requirementId: NO_CAPTION, index: 0 },
        status: 400,
        error: Messages.carousel.missingImageData,
      },
    ],
    caps: [
      ...keyRefusals(image).caps,
      {
        title: 'una tarjeta sin guía',
        body: { ...image, index: 3 },
        status: 400,
        error: Messages.carousel.missingImageData,
      },
      {
        title: 'index fuera de los enteros seguros',
        body: { ...image, index: 2 ** 53 },
        status: 400,
        error: fieldNotNumber,
      },
    ],
    // The image is answered as a draft: stored in the carousel's folder, nothing written on the carousel.
    proposes: true,
    setup: async (stack) => {
      imageBefore = await stack.requirement(CAFE, req(16));
    },
    verify: async (stack, answer) => {
      const draft = answer as { index: number; path: string; url: string };
      expect(draft.index).toBe(0);
      expect(draft.path.startsWith(`${folderOf(req(16))}/`)).toBe(true);
      // The URL the server derived for the object it stored (its own token).
      expect(stack.pathOf(draft.url)).toBe(draft.path);
      expect(await stack.objectExists(draft.path)).toBe(true);
      expect(await stack.requirement(CAFE, req(16))).toEqual(imageBefore);
      return [];
    },
  },

  'image-accept': {
    ...designer,
    body: accept,
    hidden: {
      role: 'Diseñador',
      body: { brandId: SONRISA, requirementId: req(2), index: 1, path: `img_carrousels/${SONRISA}/${req(2)}/x.png` },
    },
    badBodies: [
      ...keyRefusals(accept).badBodies,
      ...refusalsOfPath(accept, folderOf(TO_ACCEPT), 'no-existe.png').badBodies,
      { title: 'un blog', body: { ...accept, requirementId: req(13) }, status: 404, error: notFound },
      {
        title: 'un video en la carpeta del carrusel',
        body: { ...accept, path: VIDEO_BESIDE_DRAFT },
        status: 400,
        error: Messages.carousel.invalidImageType,
      },
      { title: 'index de texto', body: { ...accept, index: '1' }, status: 400, error: fieldNotNumber },
    ],
    caps: [
      ...keyRefusals(accept).caps,
      ...refusalsOfPath(accept, folderOf(TO_ACCEPT), 'no-existe.png').caps,
      {
        title: 'una tarjeta que el carrusel no tiene',
        body: { ...accept, index: 3 },
        status: 400,
        error: Messages.carousel.invalidImageIndex,
      },
    ],
    media: [
      {
        field: 'path',
        outside: [
          `img_carrousels/${TEXTILES}/${req(3)}/ajena-aceptar.png`,
          `${folderOf(req(16))}/de-otro-carrusel-aceptar.png`,
          `video_blogs/${CAFE}/${TO_ACCEPT}/otra-carpeta.png`,
          `${folderOf(TO_ACCEPT)}/../${req(16)}/de-otro-carrusel-aceptar.png`,
        ],
      },
    ],
    setup: async (stack) => {
      await stack.copyRequirement(
        { brandId: CAFE, id: req(16) },
        { brandId: CAFE, id: TO_ACCEPT },
        { imagesReplaced: {} },
      );
      acceptBefore = (await stack.requirement(CAFE, TO_ACCEPT)).imagesAIUrl;
      await stack.upload(DRAFT, 'png');
      await stack.upload(VIDEO_BESIDE_DRAFT, 'mp4');
    },
    verify: async (stack, answer, person) => {
      const stored = await storedRequirementIs(stack, answer, person);
      // The URL the server derives for the draft's object, and the card's image it replaced kept for the undo.
      expect(stored.imagesAIUrl[1]).toBe(stack.urlOf(DRAFT));
      expect(stored.imagesReplaced).toEqual({ '1': { previous: acceptBefore[1] ?? '', accepted: stack.urlOf(DRAFT) } });
      expect(stored.validation['1']).toBeUndefined();
      return [
        { path: requirementPath(CAFE, TO_ACCEPT), operation: 'update', fields: ['imagesAIUrl', 'imagesReplaced'] },
      ];
    },
  },

  'image-undo': {
    ...designer,
    body: undo,
    hidden: { role: 'Diseñador', body: { brandId: SONRISA, requirementId: req(2), index: 0 } },
    badBodies: [
      ...keyRefusals(undo).badBodies,
      { title: 'un blog', body: { ...undo, requirementId: req(13) }, status: 404, error: notFound },
      { title: 'index de texto', body: { ...undo, index: 'primera' }, status: 400, error: fieldNotNumber },
      {
        title: 'una tarjeta sin imagen anterior guardada',
        body: { ...undo, index: 2 },
        status: 409,
        error: Messages.carousel.noImageToRestore,
      } satisfies Refusal,
      {
        title: 'una tarjeta cuya imagen cambió después de aceptar',
        body: { ...undo, requirementId: CHANGED_SINCE },
        status: 409,
        error: Messages.carousel.noImageToRestore,
      } satisfies Refusal,
    ],
    caps: [
      ...keyRefusals(undo).caps,
      {
        title: 'index fuera de los enteros seguros',
        body: { ...undo, index: 2 ** 53 },
        status: 400,
        error: fieldNotNumber,
      },
    ],
    setup: async (stack) => {
      const original = await stack.requirement(CAFE, req(16));
      previousOfUndo = original.imagesAIUrl[0] ?? '';
      const accepted = await stack.upload(ACCEPTED, 'png');
      const kept = { '0': { previous: previousOfUndo, accepted } };
      const images = [accepted, ...original.imagesAIUrl.slice(1)];
      await stack.copyRequirement(
        { brandId: CAFE, id: req(16) },
        { brandId: CAFE, id: TO_UNDO },
        { imagesAIUrl: images, imagesReplaced: kept },
      );
      await stack.copyRequirement(
        { brandId: CAFE, id: req(16) },
        { brandId: CAFE, id: CHANGED_SINCE },
        { imagesAIUrl: [previousOfUndo, ...images.slice(1)], imagesReplaced: kept },
      );
    },
    verify: async (stack, answer, person) => {
      const stored = await storedRequirementIs(stack, answer, person);
      // The image the server kept, never one a body named, and nothing left to undo.
      expect(stored.imagesAIUrl[0]).toBe(previousOfUndo);
      expect(stored.imagesReplaced).toEqual({});
      return [{ path: requirementPath(CAFE, TO_UNDO), operation: 'update', fields: ['imagesAIUrl', 'imagesReplaced'] }];
    },
  },

  'image-replaced': {
    ...designer,
    body: replaced,
    hidden: {
      role: 'Diseñador',
      body: { brandId: SONRISA, requirementId: req(2), index: 1, path: `img_carrousels/${SONRISA}/${req(2)}/x.png` },
    },
    badBodies: [
      ...keyRefusals(replaced).badBodies,
      ...refusalsOfPath(replaced, folderOf(req(6)), 'no-existe.png').badBodies,
      {
        title: 'un video en la carpeta de la tarjeta',
        body: { ...replaced, path: VIDEO_IN_CARD_FOLDER },
        status: 400,
        error: Messages.carousel.invalidImageType,
      },
    ],
    caps: [
      ...keyRefusals(replaced).caps,
      ...refusalsOfPath(replaced, folderOf(req(6)), 'no-existe.png').caps,
      {
        title: 'una tarjeta que el carrusel no tiene',
        body: { ...replaced, index: 3 },
        status: 400,
        error: Messages.carousel.invalidImageIndex,
      },
    ],
    media: [
      {
        field: 'path',
        outside: [
          `img_carrousels/${TEXTILES}/${req(3)}/ajena.png`,
          `${folderOf(req(16))}/de-otro-carrusel.png`,
          `video_blogs/${CAFE}/${req(6)}/otra-carpeta.png`,
          `${folderOf(req(6))}/../${req(16)}/de-otro-carrusel.png`,
        ],
      },
    ],
    setup: async (stack) => {
      await stack.upload(REPLACED, 'png');
      await stack.upload(VIDEO_IN_CARD_FOLDER, 'mp4');
      // An accepted AI image's undo kept for card 1: the upload drops it, so 'Deshacer' cannot overwrite it.
      await stack.db.doc(requirementPath(CAFE, req(6))).update({
        imagesReplaced: { '1': { previous: '', accepted: 'https://img.example/ia.png' } },
      });
    },
    verify: async (stack, answer, person) => {
      const stored = await storedRequirementIs(stack, answer, person);
      // The URL the server derives for the uploaded object, never one the browser sent.
      expect(stored.imagesAIUrl[1]).toBe(stack.urlOf(REPLACED));
      expect(stored.imagesReplaced).toEqual({});
      return [{ path: requirementPath(CAFE, req(6)), operation: 'update', fields: ['imagesAIUrl', 'imagesReplaced'] }];
    },
  },
} satisfies Readonly<Record<'image' | 'image-accept' | 'image-undo' | 'image-replaced', CommandCase>>;
