import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CommandOutput } from '../commands/content-commands.js';
import type { RequirementPatch } from '../ports/repositories.js';
import { requirementArb } from '../test-support/requirement-arbitraries.js';
import {
  createRequirement,
  requirementKind,
  type BlogRequirement,
  type CarouselRequirement,
  type Requirement,
  type VideoRequirement,
} from './requirement.js';
import {
  asBlog,
  asCarousel,
  asKind,
  asVideo,
  contentOf,
  type BlogPatch,
  type CarouselPatch,
  type ContentRequirementKind,
  type VideoPatch,
} from './requirement-kinds.js';

const titled = (title: string): Requirement =>
  createRequirement('r1', { brandId: 'b1', title, brand: 'Café Aurora', number: 1, createdBy: 'eva@estudio.test' });

/** The requirement fields of docs/product.md, "Data model", as stored: flat, under these names. */
const STORED_FIELDS = [
  'id',
  'brandId',
  'title',
  'brand',
  'number',
  'createdBy',
  'status',
  'assignedTo',
  'createdAt',
  'updatedAt',
  'inDesignAt',
  'caption',
  'changedBy',
  'instructions',
  'suggestedWords',
  'imagesAIUrl',
  'validation',
  'guidesProposal',
  'guidesReplaced',
  'imagesReplaced',
  'article',
  'videoUrl',
  'videoData',
  'imageAIUrl',
  'imageReplaced',
  'scripts',
  'videoToPublishIndex',
  'selectedSocialNetwork',
  'publicationDate',
  'collaborators',
  'documentTitle',
  'allowComments',
  'autoAddMusic',
  'brandMention',
  'videoTitle',
  'youtubeTags',
  'pinBoardId',
  'pinTitle',
  'pinLink',
  'pinNewFormat',
  'firstComment',
  'draftMode',
  'scheduledPost',
  'review',
  'brandReview',
  'brandDrift',
] as const;

describe('the stored requirement', () => {
  it('keeps every field of docs/product.md, "Data model", flat and under its own name', () => {
    expectTypeOf<keyof Requirement>().toEqualTypeOf<(typeof STORED_FIELDS)[number]>();
    // changedBy is written by the server commands only; a new requirement has every other field.
    expect(Object.keys(titled('Blog 1')).sort()).toEqual(STORED_FIELDS.filter((field) => field !== 'changedBy').sort());
  });
});

describe('each kind has its own fields', () => {
  it('gives a blog no carousel, video or planning field', () => {
    expectTypeOf<BlogRequirement>().not.toHaveProperty('imagesAIUrl');
    expectTypeOf<BlogRequirement>().not.toHaveProperty('scripts');
    expectTypeOf<BlogRequirement>().not.toHaveProperty('selectedSocialNetwork');
    expectTypeOf<BlogRequirement>().toHaveProperty('imageAIUrl').toEqualTypeOf<string>();
    const blog = asBlog(titled('Blog 1'));
    // @ts-expect-error -- a blog has one image, imageAIUrl; imagesAIUrl is the carousel's
    expect(blog?.imagesAIUrl).toEqual([]);
  });

  it('gives a carousel no blog or video field', () => {
    expectTypeOf<CarouselRequirement>().not.toHaveProperty('imageAIUrl');
    expectTypeOf<CarouselRequirement>().not.toHaveProperty('imageReplaced');
    expectTypeOf<CarouselRequirement>().not.toHaveProperty('article');
    expectTypeOf<CarouselRequirement>().not.toHaveProperty('scripts');
    expectTypeOf<CarouselRequirement>().toHaveProperty('selectedSocialNetwork');
    const carousel = asCarousel(titled('Carrusel 1 - T1'));
    // @ts-expect-error -- a carousel has an image per card, imagesAIUrl; imageAIUrl is the blog's
    expect(carousel?.imageAIUrl).toBe('');
  });

  it('gives a video no carousel or blog field', () => {
    expectTypeOf<VideoRequirement>().not.toHaveProperty('imagesAIUrl');
    expectTypeOf<VideoRequirement>().not.toHaveProperty('videoUrl');
    expectTypeOf<VideoRequirement>().not.toHaveProperty('guidesProposal');
    expectTypeOf<BlogRequirement>().not.toHaveProperty('guidesReplaced');
    expectTypeOf<VideoRequirement>().not.toHaveProperty('imagesReplaced');
    expectTypeOf<VideoRequirement>().toHaveProperty('videoToPublishIndex');
    expectTypeOf<VideoRequirement>().toHaveProperty('publicationDate');
  });

  it("lets a kind's patch name only that kind's stored fields", () => {
    const carousel: CarouselPatch = { imagesAIUrl: ['https://x.test/1.png'], caption: 'c' };
    const blog: BlogPatch = { imageAIUrl: 'https://x.test/a.png', article: [] };
    const video: VideoPatch = { videoToPublishIndex: 1 };
    // @ts-expect-error -- imageAIUrl is the blog's
    const wrongCarousel: CarouselPatch = { imageAIUrl: 'https://x.test/a.png', caption: 'c' };
    // @ts-expect-error -- imagesAIUrl is the carousel's
    const wrongBlog: BlogPatch = { imagesAIUrl: [], updatedAt: null };
    // @ts-expect-error -- a blog is never scheduled
    const plannedBlog: BlogPatch = { selectedSocialNetwork: [] };
    // @ts-expect-error -- no patch writes the scheduler's record
    const sent: VideoPatch = { scheduledPost: null };
    // Each is a patch of the stored document, under the same names.
    const stored: RequirementPatch[] = [carousel, blog, video, wrongCarousel, wrongBlog, plannedBlog, sent];
    expect(stored).toHaveLength(7);
  });

  it("answers each kind's commands with that kind", () => {
    expectTypeOf<CommandOutput<'carousel/image-accept'>>().toEqualTypeOf<CarouselRequirement>();
    expectTypeOf<CommandOutput<'video/choose'>>().toEqualTypeOf<VideoRequirement>();
    expectTypeOf<CommandOutput<'blog/image-accept'>>().toEqualTypeOf<BlogRequirement>();
  });
});

describe('narrowing a stored requirement to its kind', () => {
  it('answers the same requirement, typed as its kind, when the title makes it one; null otherwise', () => {
    const carousel = titled('Carrusel 1 - T1');
    expect(asCarousel(carousel)).toBe(carousel);
    expect(asVideo(carousel)).toBeNull();
    expect(asBlog(carousel)).toBeNull();
    const blog = titled('Video del Blog');
    expect(asBlog(blog)).toBe(blog);
    expect(asVideo(blog)).toBeNull();
    expect(asVideo(titled('Video 2 - T1'))).not.toBeNull();
    expect(asKind(titled('Reunión'), 'blog')).toBeNull();
  });

  it('sees every requirement as the kind its title says, and as no other', () => {
    fc.assert(
      fc.property(
        requirementArb(),
        fc.constantFrom<ContentRequirementKind>('carrousel', 'video', 'blog'),
        (requirement, kind) => {
          expect(asKind(requirement, kind)).toBe(requirementKind(requirement.title) === kind ? requirement : null);
          expect(contentOf(requirement)).toEqual({ kind: requirementKind(requirement.title), requirement });
        },
      ),
    );
  });

  it('lets a switch on the kind reach that kind alone', () => {
    const summary = (requirement: Requirement): string => {
      const content = contentOf(requirement);
      switch (content.kind) {
        case 'carrousel':
          return `${content.requirement.imagesAIUrl.length} imágenes`;
        case 'video':
          return `${content.requirement.scripts.length} guiones`;
        case 'blog':
          return content.requirement.imageAIUrl === '' ? 'sin imagen' : 'con imagen';
        case 'other':
          // @ts-expect-error -- a requirement of no kind has only the core
          return content.requirement.scripts.length === 0 ? '' : 'guiones';
      }
    };
    expect(['Carrusel 1', 'Video 1', 'Blog 1', 'Reunión'].map((title) => summary(titled(title)))).toEqual([
      '0 imágenes',
      '0 guiones',
      'sin imagen',
      '',
    ]);
  });
});
