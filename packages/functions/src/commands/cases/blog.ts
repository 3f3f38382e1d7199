import { type ArticleSection } from '@estudio/domain/requirements';
import { Messages, ServerMessages, TEXT_LIMITS } from '@estudio/domain/shared';
import { expect } from 'vitest';
import {
  CAFE,
  OUTSIDE_URL,
  refusalsOfKey,
  refusalsOfPath,
  requirementPath,
  req,
  SCRIPT_URL,
  SONRISA,
  storedRequirementIs,
  text,
  TEXTILES,
  type ConcernCases,
  type Refusal,
} from './command-case.js';
import { BLOG_IMAGE_CASES } from './blog-image.js';

/*
 * The blog's commands (docs/product.md, "Blog articles"), as the emulator suites run them (the article's
 * image: blog-image.ts): test code only (see command-case.ts).
 */

const m = Messages.endpoints;
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

const ATTACHED = `video_blogs/${CAFE}/${req(28)}/cmd-video.mp4`;
const IMAGE_IN_BLOG_FOLDER = `video_blogs/${CAFE}/${req(28)}/cmd-imagen.png`;
const SUGGESTED = `video_blogs/${SONRISA}/${req(14)}/cmd-sugerencia.mp4`;
/** Blogs of the Sonrisa brand whose stored video is not an object of their own folder. */
const FOREIGN_VIDEO = (index: number): string => `cmd-blog-video-ajeno-${index}`;

const ARTICLE: ArticleSection[] = [
  { sectionTitle: 'Uno', text: 'Primera sección.' },
  { sectionTitle: 'Dos', text: 'Segunda sección.' },
  { sectionTitle: 'Tres', text: 'Tercera sección.' },
];
const DRAFT: ArticleSection[] = [
  ARTICLE[0] ?? { sectionTitle: '', text: '' },
  { sectionTitle: 'Dos, editada', text: 'Segunda sección, editada por un comando.' },
  ARTICLE[2] ?? { sectionTitle: '', text: '' },
];

const attached = { brandId: CAFE, requirementId: req(28), path: ATTACHED };
const sections = { brandId: CAFE, requirementId: req(13), base: ARTICLE, draft: DRAFT };
const suggestion = { brandId: SONRISA, requirementId: req(14) };
/** The suggested blog's article as stored before the request: a proposal leaves it so. */
let suggestionArticleBefore: readonly ArticleSection[] = [];

export const BLOG_CASES = {
  'video-attached': {
    key: 'VIDEO_UPLOAD',
    role: 'Gestor de contenido',
    withoutKey: 'Diseñador',
    body: attached,
    hidden: {
      role: 'Gestor de contenido',
      body: { brandId: TEXTILES, requirementId: req(13), path: `video_blogs/${TEXTILES}/${req(13)}/x.mp4` },
    },
    foreign,
    badBodies: [
      ...keyRefusals(attached).badBodies,
      onACarousel(attached),
      ...refusalsOfPath(attached, `video_blogs/${CAFE}/${req(28)}`, 'no-existe.mp4').badBodies,
      {
        title: 'una imagen en la carpeta del blog',
        body: { ...attached, path: IMAGE_IN_BLOG_FOLDER },
        status: 400,
        error: Messages.blog.videoRequired,
      },
    ],
    caps: [
      ...keyRefusals(attached).caps,
      ...refusalsOfPath(attached, `video_blogs/${CAFE}/${req(28)}`, 'no-existe.mp4').caps,
    ],
    media: [
      {
        field: 'path',
        outside: [
          `video_blogs/${SONRISA}/${req(14)}/ajeno.mp4`,
          `video_blogs/${CAFE}/${req(27)}/de-otro-blog.mp4`,
          `videos/${CAFE}/${req(28)}/guion1/otra-carpeta.mp4`,
          `video_blogs/${CAFE}/${req(28)}/../${req(27)}/de-otro-blog.mp4`,
        ],
      },
    ],
    setup: async (stack) => {
      await stack.upload(ATTACHED, 'mp4');
      await stack.upload(IMAGE_IN_BLOG_FOLDER, 'png');
      // The blog already has an article of its own: the new one is proposed, not written over it.
      await stack.db.doc(requirementPath(CAFE, req(28))).update({ article: ARTICLE });
    },
    verify: async (stack, answer, person) => {
      const { requirement, article } = answer as { requirement: unknown; article: ArticleSection[] | null };
      const stored = await storedRequirementIs(stack, requirement, person);
      // The URL the server derives for the upload, then the summary made from it, and the article proposed.
      expect(stored.videoUrl).toBe(stack.urlOf(ATTACHED));
      expect(stored.videoData?.analysis.trim()).not.toBe('');
      expect(stored.article).toEqual(ARTICLE);
      expect(article?.length).toBeGreaterThan(0);
      const path = requirementPath(CAFE, req(28));
      return [
        { path, operation: 'update', fields: ['videoUrl'] },
        { path, operation: 'update', fields: ['videoData'] },
      ];
    },
  },

  'edit-sections': {
    key: 'BLOG_EDITARTICLE',
    role: 'Gestor de contenido',
    withoutKey: 'Diseñador',
    body: sections,
    hidden: { role: 'Gestor de contenido', body: { ...sections, brandId: TEXTILES, requirementId: req(14) } },
    foreign,
    badBodies: [
      ...keyRefusals(sections).badBodies,
      onACarousel(sections),
      {
        title: 'base que no es una lista',
        body: { ...sections, base: 'Uno' },
        status: 400,
        error: m.fieldNotList('base'),
      },
      {
        title: 'una sección sin texto',
        body: { ...sections, draft: [{ sectionTitle: 'Uno' }] },
        status: 400,
        error: m.fieldNotText('text'),
      },
      {
        title: 'un título numérico',
        body: { ...sections, draft: [{ sectionTitle: 1, text: 'x' }] },
        status: 400,
        error: m.fieldNotText('sectionTitle'),
      },
    ],
    caps: [
      ...keyRefusals(sections).caps,
      {
        title: '11 secciones',
        body: { ...sections, draft: Array.from({ length: 11 }, () => ARTICLE[0]) },
        status: 400,
        error: m.fieldTooManyEntries('draft', TEXT_LIMITS.sections),
      },
      {
        title: 'una sección de 50.001 caracteres',
        body: { ...sections, draft: [{ sectionTitle: 'Uno', text: text(TEXT_LIMITS.longText + 1) }] },
        status: 400,
        error: m.fieldTooLong('text', TEXT_LIMITS.longText),
      },
    ],
    setup: async (stack) => {
      await stack.db.doc(requirementPath(CAFE, req(13))).update({ article: ARTICLE });
    },
    verify: async (stack, answer, person) => {
      const stored = await storedRequirementIs(stack, answer, person);
      expect(stored.article).toEqual(DRAFT);
      return [{ path: requirementPath(CAFE, req(13)), operation: 'update', fields: ['article'] }];
    },
  },

  ...BLOG_IMAGE_CASES,

  suggestion: {
    key: 'BLOG_SUGGESTIONAI',
    role: 'Gestor de contenido',
    withoutKey: 'Administrador de marcas',
    body: suggestion,
    hidden: { role: 'Gestor de contenido', body: { brandId: TEXTILES, requirementId: req(13) } },
    foreign,
    badBodies: [
      ...keyRefusals(suggestion).badBodies,
      onACarousel(suggestion),
      {
        title: 'un blog sin video',
        body: { brandId: CAFE, requirementId: req(27) },
        status: 400,
        error: Messages.blog.videoRequired,
      },
      // The stored video the summarizer would read is checked to be this blog's own object.
      ...[0, 1, 2, 3].map((index): Refusal => ({
        title: `video guardado ${index} que no es de este blog`,
        body: { brandId: SONRISA, requirementId: FOREIGN_VIDEO(index) },
        status: 400,
        error: ServerMessages.aiEndpoint.mediaOutsideBrand('videoUrl'),
      })),
    ],
    caps: keyRefusals(suggestion).caps,
    setup: async (stack) => {
      const url = await stack.upload(SUGGESTED, 'mp4');
      await stack.db.doc(requirementPath(SONRISA, req(14))).update({ videoUrl: url, videoData: null });
      suggestionArticleBefore = (await stack.requirement(SONRISA, req(14))).article;
      const foreignVideos = [
        OUTSIDE_URL,
        SCRIPT_URL,
        await stack.upload(`video_blogs/${CAFE}/${req(28)}/cmd-de-otra-marca.mp4`, 'mp4'),
        await stack.upload(`videos/${SONRISA}/${req(12)}/guion1/cmd-otra-carpeta.mp4`, 'mp4'),
      ];
      for (const [index, videoUrl] of foreignVideos.entries()) {
        await stack.copyRequirement(
          { brandId: SONRISA, id: req(13) },
          { brandId: SONRISA, id: FOREIGN_VIDEO(index) },
          { videoUrl, videoData: null },
        );
      }
    },
    // The article is proposed, not stored (the user's 'Reemplazar' saves it with edit-sections); the video
    // had no summary, so the summary made for it is stored, stamped.
    verify: async (stack, answer, person) => {
      const { requirement, article } = answer as { requirement: unknown; article: ArticleSection[] };
      const stored = await storedRequirementIs(stack, requirement, person);
      expect(stored.videoData?.analysis.trim()).not.toBe('');
      expect(article.length).toBeGreaterThan(0);
      expect(stored.article).toEqual(suggestionArticleBefore);
      return [{ path: requirementPath(SONRISA, req(14)), operation: 'update', fields: ['videoData'] }];
    },
  },
} satisfies ConcernCases<'blog'>;
