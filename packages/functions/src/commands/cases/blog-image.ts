import { Messages } from '@estudio/domain/shared';
import { expect } from 'vitest';
import {
  CAFE,
  refusalsOfKey,
  refusalsOfPath,
  requirementPath,
  req,
  SONRISA,
  storedRequirementIs,
  TEXTILES,
  type CommandCase,
  type Refusal,
} from './command-case.js';

/*
 * The article's image (docs/product.md, "Blog articles"), as the emulator suites run it: 'blog/image' stores a new
 * image in the blog's ia/ folder and answers it, the blog untouched; 'blog/image-accept' makes it the article's image
 * and keeps the one it replaced; 'blog/image-undo' puts that back; 'blog/image-replaced' sets the user's own upload
 * and drops what is kept. Test code only (see command-case.ts).
 */

const notFound = Messages.carousel.requirementNotFound;
const foreign = { kind: 'blog', status: 404, error: notFound } as const;
const keyRefusals = (body: Record<string, unknown>) => refusalsOfKey(body, Messages.carousel.brandNotFound);
/** A blog command on a carousel: no blog by that id. */
const onACarousel = (body: Record<string, unknown>): Refusal => ({
  title: 'un carrusel',
  body: { ...body, requirementId: req(19) },
  status: 404,
  error: notFound,
});

/** Blogs of the Café brand (copies of req(14), made by the setups): one to accept an image on, one to undo it on. */
const TO_ACCEPT = 'cmd-blog-imagen-aceptar';
const TO_UNDO = 'cmd-blog-imagen-deshacer';
/** A blog of the Café brand with no image kept to restore. */
const NOTHING_KEPT = 'cmd-blog-sin-imagen-guardada';
/** The server's own AI images (what 'blog/image' stores), put there by the setups. */
const aiImage = (requirementId: string, name: string): string => `video_blogs/${CAFE}/${requirementId}/ia/${name}`;
const ACCEPTED = aiImage(TO_ACCEPT, 'imagen-articulo-1.png');
const VIDEO_IN_AI_FOLDER = aiImage(TO_ACCEPT, 'cmd-video.mp4');
/** The user's own images: the one the Diseñador sets, and the one the accepted image replaces. */
const REPLACED = `video_blogs/${CAFE}/${req(27)}/cmd-imagen.png`;
const BEFORE = `video_blogs/${CAFE}/${TO_ACCEPT}/cmd-antes.png`;
const SVG_IN_BLOG_FOLDER = `video_blogs/${CAFE}/${req(27)}/cmd-dibujo.svg`;
const VIDEO_IN_BLOG_FOLDER = `video_blogs/${CAFE}/${req(27)}/cmd-video.mp4`;

const image = { brandId: CAFE, requirementId: req(14) };
const accept = { brandId: CAFE, requirementId: TO_ACCEPT, path: ACCEPTED };
const undo = { brandId: CAFE, requirementId: TO_UNDO };
const replaced = { brandId: CAFE, requirementId: req(27), path: REPLACED };
/** req(14) as stored before 'blog/image': a new image leaves it so. */
let imageBefore: unknown;

export const BLOG_IMAGE_CASES = {
  image: {
    key: 'BLOG_NEWARTICLE',
    role: 'Gestor de contenido',
    withoutKey: 'Diseñador',
    body: image,
    hidden: { role: 'Gestor de contenido', body: { brandId: TEXTILES, requirementId: req(14) } },
    foreign,
    badBodies: [
      ...keyRefusals(image).badBodies,
      onACarousel(image),
      {
        title: 'un blog sin artículo',
        body: { ...image, requirementId: req(27) },
        status: 400,
        error: Messages.blog.noArticleContent,
      },
    ],
    caps: keyRefusals(image).caps,
    setup: async (stack) => {
      imageBefore = await stack.requirement(CAFE, req(14));
    },
    // Stored by the server in the blog's ia/ folder and answered; the blog as it was until 'Reemplazar'.
    verify: async (stack, answer) => {
      const { path, url } = answer as { path: string; url: string };
      expect(path.startsWith(`video_blogs/${CAFE}/${req(14)}/ia/`)).toBe(true);
      expect(stack.pathOf(url)).toBe(path);
      expect(await stack.objectExists(path)).toBe(true);
      expect(await stack.requirement(CAFE, req(14))).toEqual(imageBefore);
      return [];
    },
    proposes: true,
  },

  'image-accept': {
    key: 'BLOG_NEWARTICLE',
    role: 'Gestor de contenido',
    withoutKey: 'Diseñador',
    body: accept,
    hidden: {
      role: 'Gestor de contenido',
      body: { brandId: TEXTILES, requirementId: req(14), path: `video_blogs/${TEXTILES}/${req(14)}/ia/x.png` },
    },
    foreign,
    badBodies: [
      ...keyRefusals(accept).badBodies,
      onACarousel(accept),
      ...refusalsOfPath(accept, `video_blogs/${CAFE}/${TO_ACCEPT}/ia`, 'no-existe.png').badBodies,
      {
        title: 'un video en la carpeta de la IA',
        body: { ...accept, path: VIDEO_IN_AI_FOLDER },
        status: 400,
        error: Messages.blog.imageRequired,
      },
    ],
    caps: [
      ...keyRefusals(accept).caps,
      ...refusalsOfPath(accept, `video_blogs/${CAFE}/${TO_ACCEPT}/ia`, 'no-existe.png').caps,
    ],
    // Only the server's own images of this blog: an upload of its folder, even one named like an AI image, is not.
    media: [
      {
        field: 'path',
        outside: [
          BEFORE,
          `video_blogs/${CAFE}/${TO_ACCEPT}/ia-imagen-articulo-1.png`,
          aiImage(req(28), 'de-otro-blog.png'),
          `video_blogs/${SONRISA}/${req(14)}/ia/de-otra-marca.png`,
          `img_carrousels/${CAFE}/${TO_ACCEPT}/ia/otra-carpeta.png`,
          `video_blogs/${CAFE}/${TO_ACCEPT}/ia/../cmd-antes.png`,
        ],
      },
    ],
    setup: async (stack) => {
      const before = await stack.upload(BEFORE, 'png');
      await stack.copyRequirement(
        { brandId: CAFE, id: req(14) },
        { brandId: CAFE, id: TO_ACCEPT },
        { imageAIUrl: before, imageReplaced: null },
      );
      await stack.upload(ACCEPTED, 'png');
      await stack.upload(VIDEO_IN_AI_FOLDER, 'mp4');
    },
    verify: async (stack, answer, person) => {
      const stored = await storedRequirementIs(stack, answer, person);
      // The URL the server derives for its image, and the image it replaced kept for 'Deshacer'.
      expect(stored.imageAIUrl).toBe(stack.urlOf(ACCEPTED));
      expect(stored.imageReplaced).toEqual({ previous: stack.urlOf(BEFORE), accepted: stack.urlOf(ACCEPTED) });
      return [{ path: requirementPath(CAFE, TO_ACCEPT), operation: 'update', fields: ['imageAIUrl', 'imageReplaced'] }];
    },
  },

  'image-undo': {
    key: 'BLOG_NEWARTICLE',
    role: 'Gestor de contenido',
    withoutKey: 'Diseñador',
    body: undo,
    hidden: { role: 'Gestor de contenido', body: { brandId: TEXTILES, requirementId: req(14) } },
    foreign,
    badBodies: [
      ...keyRefusals(undo).badBodies,
      onACarousel(undo),
      {
        title: 'un blog sin imagen que restaurar',
        body: { ...undo, requirementId: NOTHING_KEPT },
        status: 409,
        error: Messages.blog.noImageToRestore,
      },
    ],
    caps: keyRefusals(undo).caps,
    setup: async (stack) => {
      const accepted = await stack.upload(aiImage(TO_UNDO, 'imagen-articulo-1.png'), 'png');
      await stack.copyRequirement(
        { brandId: CAFE, id: req(14) },
        { brandId: CAFE, id: TO_UNDO },
        { imageAIUrl: accepted, imageReplaced: { previous: '', accepted } },
      );
      await stack.copyRequirement(
        { brandId: CAFE, id: req(14) },
        { brandId: CAFE, id: NOTHING_KEPT },
        { imageAIUrl: accepted, imageReplaced: null },
      );
    },
    verify: async (stack, answer, person) => {
      const stored = await storedRequirementIs(stack, answer, person);
      expect(stored).toMatchObject({ imageAIUrl: '', imageReplaced: null });
      return [{ path: requirementPath(CAFE, TO_UNDO), operation: 'update', fields: ['imageAIUrl', 'imageReplaced'] }];
    },
  },

  'image-replaced': {
    key: 'BLOG_CHANGEIMG',
    role: 'Diseñador',
    withoutKey: 'Gestor de contenido',
    body: replaced,
    hidden: {
      role: 'Diseñador',
      body: { brandId: SONRISA, requirementId: req(14), path: `video_blogs/${SONRISA}/${req(14)}/x.png` },
    },
    foreign,
    badBodies: [
      ...keyRefusals(replaced).badBodies,
      onACarousel(replaced),
      ...refusalsOfPath(replaced, `video_blogs/${CAFE}/${req(27)}`, 'no-existe.png').badBodies,
      {
        title: 'un SVG en la carpeta del blog',
        body: { ...replaced, path: SVG_IN_BLOG_FOLDER },
        status: 400,
        error: Messages.blog.imageRequired,
      },
      {
        title: 'un video en la carpeta del blog',
        body: { ...replaced, path: VIDEO_IN_BLOG_FOLDER },
        status: 400,
        error: Messages.blog.imageRequired,
      },
    ],
    caps: [
      ...keyRefusals(replaced).caps,
      ...refusalsOfPath(replaced, `video_blogs/${CAFE}/${req(27)}`, 'no-existe.png').caps,
    ],
    media: [
      {
        field: 'path',
        outside: [
          `video_blogs/${TEXTILES}/${req(13)}/ajena.png`,
          `video_blogs/${CAFE}/${req(28)}/de-otro-blog.png`,
          `img_carrousels/${CAFE}/${req(27)}/otra-carpeta.png`,
          `video_blogs/${CAFE}/${req(27)}/../${req(28)}/de-otro-blog.png`,
          // The server's own images are not an upload to set by hand.
          aiImage(req(27), 'imagen-articulo-1.png'),
        ],
      },
    ],
    setup: async (stack) => {
      await stack.upload(REPLACED, 'png');
      await stack.upload(SVG_IN_BLOG_FOLDER, 'svg');
      await stack.upload(VIDEO_IN_BLOG_FOLDER, 'mp4');
      // An accepted AI image with what it replaced kept: the user's own image drops it.
      const accepted = await stack.upload(aiImage(req(27), 'cmd-aceptada.png'), 'png');
      await stack.db
        .doc(requirementPath(CAFE, req(27)))
        .update({ imageAIUrl: accepted, imageReplaced: { previous: '', accepted } });
    },
    verify: async (stack, answer, person) => {
      const stored = await storedRequirementIs(stack, answer, person);
      expect(stored.imageAIUrl).toBe(stack.urlOf(REPLACED));
      expect(stored.imageReplaced).toBeNull();
      return [{ path: requirementPath(CAFE, req(27)), operation: 'update', fields: ['imageAIUrl', 'imageReplaced'] }];
    },
  },
} satisfies Readonly<Record<'image' | 'image-accept' | 'image-undo' | 'image-replaced', CommandCase>>;
