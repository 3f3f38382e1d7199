import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../brands/brand.js';
import type { LinkedInConnection } from '../linkedin/connection.js';
import { Messages } from '../messages.js';
import { createRequirement, type Requirement } from '../requirements/requirement.js';
import { NETWORK_LIMITS, PINTEREST_TITLE_MAX, YOUTUBE_TITLE_MAX } from './network-limits.js';
import { supportsContent } from './networks.js';
import { buildDraftPost } from './payload.js';
import { schedulingMedia, schedulingProblems, type SchedulingCheck } from './preflight.js';
import type { ContentKind } from './types.js';
import { approveReview, requestReviewChanges, submitReview } from '../review/review.js';
import { requirementDigests } from '../review/version.js';

const m = Messages.scheduling;
const NOW = new Date('2026-04-10T14:00:00Z');
const FUTURE = new Date('2026-04-20T14:00:00Z');
const ALL_NETWORKS = { socialNetworks: [...SOCIAL_NETWORKS] };
const LINKED: LinkedInConnection = {
  connected: true,
  expiresAt: new Date('2026-06-01T00:00:00Z'),
  organizationId: '111',
  brandId: 'b-1',
  connectedAt: new Date('2026-04-01T00:00:00Z'),
  sandbox: false,
  refreshFailed: false,
};

/** Brand networks as a stored document may spell them (any casing). */
const storedAs = (names: string[]): SocialNetwork[] => names as SocialNetwork[];

const images = (count: number): string[] => Array.from({ length: count }, (_, i) => `https://img.example/${i}.png`);

const carousel = (fields: Partial<Requirement> = {}): Requirement =>
  createRequirement('r-1', {
    brandId: 'b-1',
    brand: 'Marca',
    number: 1,
    title: 'Carrusel 1 - T1',
    createdBy: 'ana@estudio.test',
    caption: 'Un caption corto',
    imagesAIUrl: images(3),
    selectedSocialNetwork: ['Instagram'],
    publicationDate: FUTURE,
    ...fields,
  });

const video = (fields: Partial<Requirement> = {}): Requirement =>
  carousel({
    title: 'Video 2 - T1',
    imagesAIUrl: [],
    scripts: [
      { Captacion: 'a', 'Argumento de Venta': 'b', 'Llamada a la acción': 'c' },
      { Captacion: 'a', 'Argumento de Venta': 'b', 'Llamada a la acción': 'c', videoUrl: 'https://v.example/2.mp4' },
    ],
    videoToPublishIndex: 1,
    selectedSocialNetwork: ['YouTube'],
    videoTitle: 'Nuestro café',
    ...fields,
  });

const check = (kind: ContentKind, requirement: Requirement, extra: Partial<SchedulingCheck> = {}): SchedulingCheck => ({
  kind,
  brand: ALL_NETWORKS,
  requirement,
  now: NOW,
  linkedIn: null,
  ...extra,
});

describe('schedulingProblems', () => {
  it('is empty for a carousel and a video ready to send', () => {
    expect(schedulingProblems(check('carousel', carousel()))).toEqual([]);
    expect(schedulingProblems(check('video', video()))).toEqual([]);
  });

  it("names the spec's media refusals: no images, a chosen video without URL", () => {
    expect(schedulingProblems(check('carousel', carousel({ imagesAIUrl: ['', '  '] })))).toEqual([
      'No hay imágenes para normalizar.',
    ]);
    expect(schedulingProblems(check('video', video({ videoToPublishIndex: 0 })))).toEqual([
      'El video seleccionado no tiene URL.',
    ]);
  });

  it('lists every problem at once, network by network in the order chosen', () => {
    const requirement = carousel({
      imagesAIUrl: images(11),
      caption: 'x'.repeat(501),
      selectedSocialNetwork: ['Instagram', 'Threads', 'YouTube', 'LinkedIn', 'Pinterest'],
      pinTitle: 'p'.repeat(PINTEREST_TITLE_MAX + 1),
      publicationDate: new Date('2026-04-01T00:00:00Z'),
    });
    expect(schedulingProblems(check('carousel', requirement))).toEqual([
      m.networkUnsupported('YouTube', 'carousel'),
      m.tooManyImages('Instagram', 10, 11),
      m.captionTooLong('Threads', 500, 501),
      m.captionTooLong('Pinterest', 500, 501),
      m.tooManyImages('Pinterest', 5, 11),
      m.pinterestBoardRequired,
      m.pinterestTitleTooLong(PINTEREST_TITLE_MAX),
      m.publicationDatePast,
      m.linkedInNotUsable,
    ]);
  });

  it('refuses no network, and a network the brand does not have', () => {
    expect(schedulingProblems(check('carousel', carousel({ selectedSocialNetwork: [] })))).toEqual([m.noNetworks]);
    expect(
      schedulingProblems({
        ...check('carousel', carousel()),
        brand: { socialNetworks: storedAs(['facebook', 'Threads']) },
      }),
    ).toEqual([m.networkNotOnBrand('Instagram')]);
    expect(
      schedulingProblems({ ...check('carousel', carousel()), brand: { socialNetworks: storedAs(['instagram']) } }),
    ).toEqual([]);
  });

  it('counts too few carousel images per network', () => {
    const one = carousel({ imagesAIUrl: images(1), selectedSocialNetwork: ['Instagram', 'Facebook', 'TikTok'] });
    expect(schedulingProblems(check('carousel', one))).toEqual([m.tooFewImages('Instagram', 2, 1)]);
  });

  it('needs an explicit YouTube title of at most 100 characters (no fallback to the caption)', () => {
    expect(schedulingProblems(check('video', video({ videoTitle: '  ' })))).toEqual([m.youtubeTitleRequired]);
    expect(schedulingProblems(check('video', video({ videoTitle: 't'.repeat(YOUTUBE_TITLE_MAX + 1) })))).toEqual([
      m.youtubeTitleTooLong(YOUTUBE_TITLE_MAX),
    ]);
  });

  it('counts Instagram hashtags against its 30 and no other network', () => {
    const tags = (count: number): string => Array.from({ length: count }, (_, i) => `#tema${i}`).join(' ');
    const thirty = carousel({ caption: tags(30), selectedSocialNetwork: ['Instagram', 'LinkedIn'] });
    expect(schedulingProblems(check('carousel', thirty, { linkedIn: LINKED }))).toEqual([]);
    const over = carousel({ caption: tags(31), selectedSocialNetwork: ['Instagram', 'LinkedIn'] });
    expect(schedulingProblems(check('carousel', over, { linkedIn: LINKED }))).toEqual([
      m.tooManyHashtags('Instagram', 30, 31),
    ]);
    expect(m.tooManyHashtags('Instagram', 30, 31)).toBe(
      'El texto tiene 31 hashtags y Instagram admite como máximo 30.',
    );
  });

  it("needs Pinterest's link, when given, to be an https address", () => {
    const pin = (pinLink: string) =>
      schedulingProblems(check('video', video({ selectedSocialNetwork: ['Pinterest'], pinBoardId: 'b-1', pinLink })));
    expect(pin('')).toEqual([]);
    expect(pin('  https://marca.example/producto?x=1  ')).toEqual([]);
    for (const link of [
      'http://marca.example',
      'marca.example',
      'javascript:alert(1)',
      'https://',
      'http://localhost:5000/p',
    ]) {
      expect(pin(link)).toEqual([m.pinterestLinkNotHttps]);
    }
    // Another network's post does not look at the pin's link.
    expect(schedulingProblems(check('video', video({ pinLink: 'http://x.example' })))).toEqual([]);
  });

  it('needs a valid date after now', () => {
    expect(schedulingProblems(check('video', video({ publicationDate: null })))).toEqual([m.publicationDateRequired]);
    expect(schedulingProblems(check('video', video({ publicationDate: new Date(Number.NaN) })))).toEqual([
      m.invalidPublicationDate,
    ]);
    expect(schedulingProblems(check('video', video({ publicationDate: NOW })))).toEqual([m.publicationDatePast]);
  });

  it("needs the user's LinkedIn connection, unexpired, when LinkedIn is chosen", () => {
    const chosen = carousel({ selectedSocialNetwork: ['LinkedIn'] });
    expect(schedulingProblems(check('carousel', chosen, { linkedIn: LINKED }))).toEqual([]);
    expect(schedulingProblems(check('carousel', chosen))).toEqual([m.linkedInNotUsable]);
    const expired = { ...LINKED, expiresAt: NOW };
    expect(schedulingProblems(check('carousel', chosen, { linkedIn: expired }))).toEqual([m.linkedInNotUsable]);
    expect(schedulingProblems(check('carousel', carousel(), { linkedIn: null }))).toEqual([]);
  });

  it('counts characters as a person does: an emoji is one', () => {
    const caption = `${'x'.repeat(499)}☕`;
    const threads = carousel({ caption, selectedSocialNetwork: ['Threads'] });
    expect(schedulingProblems(check('carousel', threads))).toEqual([]);
  });

  describe('properties', () => {
    const kind = fc.constantFrom<ContentKind>('carousel', 'video');
    const networks = fc.subarray([...SOCIAL_NETWORKS]);
    const blankOr = (text: fc.Arbitrary<string>) => fc.oneof(fc.constantFrom('', '  '), text);
    const input = fc.record({
      kind,
      networks,
      imageCount: fc.integer({ min: 0, max: 40 }),
      hasVideo: fc.boolean(),
      captionLength: fc.integer({ min: 0, max: 3_200 }),
      hashtags: fc.integer({ min: 0, max: 34 }),
      pinLink: fc.constantFrom('', 'https://marca.example/p', 'http://marca.example/p', 'javascript:alert(1)'),
      offsetMinutes: fc.option(fc.integer({ min: -10_000, max: 10_000 }), { nil: null }),
      pinBoardId: blankOr(fc.constantFrom('board-1')),
      videoTitle: blankOr(fc.string({ minLength: 1, maxLength: 120 })),
      linked: fc.boolean(),
    });
    type Sample = typeof input extends fc.Arbitrary<infer T> ? T : never;
    const build = (sample: Sample) => {
      const requirement = video({
        imagesAIUrl: images(sample.imageCount),
        videoToPublishIndex: sample.hasVideo ? 1 : 0,
        caption: 'c'.repeat(sample.captionLength) + ' #tema'.repeat(sample.hashtags),
        pinLink: sample.pinLink,
        selectedSocialNetwork: sample.networks,
        publicationDate: sample.offsetMinutes === null ? null : new Date(NOW.getTime() + sample.offsetMinutes * 60_000),
        pinBoardId: sample.pinBoardId,
        videoTitle: sample.videoTitle,
      });
      return check(sample.kind, requirement, { linkedIn: sample.linked ? LINKED : null });
    };
    const limitsHold = (c: SchedulingCheck, media: number): boolean =>
      c.requirement.selectedSocialNetwork.every((network: SocialNetwork) => {
        const limits = NETWORK_LIMITS[network];
        const images =
          c.kind === 'video' ||
          (media >= limits.carouselImagesMin &&
            (limits.carouselImagesMax === null || media <= limits.carouselImagesMax));
        const pinterest =
          network !== 'Pinterest' ||
          (c.requirement.pinBoardId.trim() !== '' &&
            !c.requirement.pinLink.startsWith('http:') &&
            !c.requirement.pinLink.startsWith('javascript:'));
        const hashtags =
          limits.hashtagsMax === null || c.requirement.caption.split('#').length - 1 <= limits.hashtagsMax;
        const title = c.requirement.videoTitle.trim();
        const youtube = network !== 'YouTube' || (title !== '' && [...title].length <= YOUTUBE_TITLE_MAX);
        const linkedIn = network !== 'LinkedIn' || c.linkedIn !== null;
        return (
          supportsContent(network, c.kind) &&
          c.requirement.caption.length <= limits.captionMax &&
          images &&
          hashtags &&
          pinterest &&
          youtube &&
          linkedIn
        );
      });

    it('finds no problem exactly when the draft builds, every chosen network goes and the limits hold', () => {
      fc.assert(
        fc.property(input, (sample) => {
          const c = build(sample);
          const problems = schedulingProblems(c);
          const media = schedulingMedia(c.kind, c.requirement);
          let built: ReturnType<typeof buildDraftPost> | null = null;
          try {
            built = buildDraftPost({
              kind: c.kind,
              caption: c.requirement.caption,
              mediaUrls: media,
              networks: c.requirement.selectedSocialNetwork,
              publicationDate: c.requirement.publicationDate,
              now: NOW,
            });
          } catch {
            built = null;
          }
          const future = c.requirement.publicationDate !== null && c.requirement.publicationDate > NOW;
          const sendable =
            built !== null &&
            built.providers.length === c.requirement.selectedSocialNetwork.length &&
            future &&
            limitsHold(c, media.length);
          expect(problems.length === 0).toBe(sendable);
        }),
      );
    });

    it('answers distinct, non-blank sentences', () => {
      fc.assert(
        fc.property(input, (sample) => {
          const problems = schedulingProblems(build(sample));
          expect(new Set(problems).size).toBe(problems.length);
          for (const problem of problems) expect(problem.trim()).not.toBe('');
        }),
      );
    });
  });
});

describe('the pre-flight on a brand that requires approval (docs/product.md, "Approval")', () => {
  const reviewer = { uid: 'uid-rev', email: 'revisor@estudio.test' };
  const at = new Date('2026-04-09T10:00:00Z');
  const approvedAs = (requirement: Requirement): Requirement => {
    const digests = requirementDigests(requirement);
    return { ...requirement, review: approveReview(submitReview(null, digests, reviewer, at), digests, reviewer, at) };
  };
  const check = (requirement: Requirement, requiresApproval: boolean): readonly string[] =>
    schedulingProblems({
      kind: 'carousel',
      brand: { ...ALL_NETWORKS, requiresApproval },
      requirement,
      now: NOW,
      linkedIn: null,
    });

  it('refuses a piece never sent, in review or with changes requested, with the reason', () => {
    const sent = { ...carousel(), review: submitReview(null, requirementDigests(carousel()), reviewer, at) };
    expect(check(carousel(), true)).toEqual([Messages.review.preflight.notSubmitted]);
    expect(check(sent, true)).toEqual([Messages.review.preflight.inReview]);
    const asked = { ...sent, review: requestReviewChanges(sent.review, requirementDigests(sent), reviewer, at, 'No') };
    expect(check(asked, true)).toEqual([Messages.review.preflight.changesRequested]);
  });

  it('passes the approved version, whatever its publication date; refuses it edited, naming what changed', () => {
    const approved = approvedAs(carousel());
    expect(check(approved, true)).toEqual([]);
    expect(check({ ...approved, publicationDate: new Date('2026-05-01T14:00:00Z') }, true)).toEqual([]);
    expect(check({ ...approved, caption: 'Otro texto', firstComment: 'Hola' }, true)).toEqual([
      Messages.review.preflight.approvedOther(['Texto', 'Planificación']),
    ]);
  });

  it('leaves a brand without approval as it was', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (caption) => {
        const requirement = carousel({ caption });
        expect(check(requirement, false)).toEqual(
          schedulingProblems({ kind: 'carousel', brand: ALL_NETWORKS, requirement, now: NOW, linkedIn: null }),
        );
        expect(check(requirement, false)).not.toContain(Messages.review.preflight.notSubmitted);
      }),
    );
  });
});
