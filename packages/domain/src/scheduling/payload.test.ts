import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SOCIAL_NETWORKS } from '../brands/brand.js';
import { Messages } from '../messages.js';
import { createRequirement } from '../requirements/requirement.js';
import { FIRST_COMMENT_NETWORKS } from './first-comment.js';
import { SCHEDULER_NETWORKS, supportsContent } from './networks.js';
import {
  buildDraftPost,
  collaboratorNames,
  draftPostQuery,
  metricsBlogId,
  optionalDataOf,
  planningOf,
  providerNetworks,
  splitList,
  type DraftPostInput,
} from './payload.js';

const refused = (message: string) => expect.objectContaining({ kind: 'validation', message });
const now = new Date('2026-04-10T14:00:00Z');

const carousel: DraftPostInput = {
  kind: 'carousel',
  caption: 'Caption del carrusel',
  mediaUrls: ['https://m/1.png', ' https://m/2.png ', ''],
  networks: ['Instagram', 'Threads', 'LinkedIn', 'TikTok', 'Pinterest', 'YouTube'],
  publicationDate: '2026-04-20T09:15',
  now,
};
const video: DraftPostInput = {
  kind: 'video',
  caption: 'Primera línea del caption\nSegunda',
  mediaUrls: ['https://m/v.mp4'],
  networks: ['Instagram', 'TikTok', 'YouTube', 'Pinterest', 'LinkedIn', 'Threads', 'Facebook'],
  publicationDate: new Date('2026-04-20T14:15:00Z'),
  now,
  collaborators: '@ana, luis  @ana',
  documentTitle: ' Documento ',
  allowComments: false,
  autoAddMusic: false,
  brandMention: true,
  videoTitle: ' Título del video ',
  youtubeTags: ['marca', ' ', 'marca', 'video '],
  pinBoardId: ' 123 ',
  pinTitle: 'Pin',
  pinLink: 'https://acme.co',
  pinNewFormat: true,
};

describe('draft post', () => {
  it('builds a carousel draft dated in Bogotá, never auto-published', () => {
    const post = buildDraftPost(carousel);
    expect(post).toMatchObject({
      providers: [
        { network: 'instagram' },
        { network: 'threads' },
        { network: 'linkedin' },
        { network: 'tiktok' },
        { network: 'pinterest' },
      ],
      publicationDate: { dateTime: '2026-04-20T09:15:00', timezone: 'America/Bogota' },
      creationDate: { dateTime: '2026-04-10T09:00:00', timezone: 'America/Bogota' },
      text: 'Caption del carrusel',
      media: ['https://m/1.png', 'https://m/2.png'],
      autoPublish: false,
      draft: true,
      instagramData: { type: 'POST' },
      linkedinData: { type: 'post', publishImagesAsPDF: false, previewIncluded: true },
      tiktokData: {
        privacyOption: 'PUBLIC_TO_EVERYONE',
        disableComment: false,
        disableDuet: false,
        disableStitch: false,
        autoAddMusic: true,
        commercialContentOwnBrand: true,
        commercialContentThirdParty: false,
      },
      pinterestData: { boardId: '', pinTitle: '', pinLink: '', pinNewFormat: false },
    });
    expect(post).not.toHaveProperty('youtubeData');
    expect(post.instagramData).not.toHaveProperty('collaborators');
    expect(post.linkedinData).not.toHaveProperty('documentTitle');
  });

  it('sends a titled LinkedIn carousel as a document', () => {
    expect(buildDraftPost({ ...carousel, documentTitle: 'Guía' }).linkedinData).toEqual({
      type: 'post',
      documentTitle: 'Guía',
      publishImagesAsPDF: true,
      previewIncluded: true,
    });
  });

  it('builds a video draft with the per-network data of the chosen networks', () => {
    const post = buildDraftPost(video);
    expect(post.providers.map((provider) => provider.network)).toEqual([
      'instagram',
      'tiktok',
      'youtube',
      'pinterest',
      'linkedin',
      'facebook',
    ]);
    expect(post.publicationDate.dateTime).toBe('2026-04-20T09:15:00');
    expect(post.instagramData).toEqual({
      type: 'REEL',
      showReelOnFeed: true,
      collaborators: [{ username: 'ana' }, { username: 'luis' }],
    });
    expect(post.linkedinData).toEqual({
      type: 'post',
      documentTitle: 'Documento',
      publishImagesAsPDF: false,
      previewIncluded: true,
    });
    expect(post.tiktokData).toMatchObject({
      disableComment: true,
      autoAddMusic: false,
      commercialContentOwnBrand: true,
    });
    expect(post.youtubeData).toEqual({
      title: 'Título del video',
      type: 'video',
      privacy: 'public',
      tags: ['marca', 'video'],
      madeForKids: false,
    });
    expect(post.pinterestData).toEqual({
      boardId: '123',
      pinTitle: 'Pin',
      pinLink: 'https://acme.co',
      pinNewFormat: true,
    });
  });

  it("titles a YouTube video with the caption's first line when there is no title", () => {
    expect(buildDraftPost({ ...video, videoTitle: '' }).youtubeData?.title).toBe('Primera línea del caption');
    expect(buildDraftPost({ ...video, videoTitle: '', caption: 'x'.repeat(150) }).youtubeData?.title).toHaveLength(100);
  });

  it('leaves out the data of networks that were not chosen', () => {
    const post = buildDraftPost({ ...video, networks: ['Facebook'] });
    expect(Object.keys(post).sort()).toEqual(
      ['autoPublish', 'creationDate', 'draft', 'media', 'providers', 'publicationDate', 'text'].sort(),
    );
  });

  it('refuses missing media with the message of its screen', () => {
    expect(() => buildDraftPost({ ...carousel, mediaUrls: [' '] })).toThrow(
      refused('No hay imágenes para normalizar.'),
    );
    expect(() => buildDraftPost({ ...video, mediaUrls: [] })).toThrow(refused('El video seleccionado no tiene URL.'));
  });

  it('refuses a post without a supported network or without a date', () => {
    expect(() => buildDraftPost({ ...carousel, networks: ['YouTube'] })).toThrow(
      refused(Messages.scheduling.noNetworks),
    );
    expect(() => buildDraftPost({ ...video, networks: [] })).toThrow(refused(Messages.scheduling.noNetworks));
    for (const publicationDate of [null, undefined, '']) {
      expect(() => buildDraftPost({ ...video, publicationDate })).toThrow(
        refused(Messages.scheduling.publicationDateRequired),
      );
    }
    expect(() => buildDraftPost({ ...video, publicationDate: 'luego' })).toThrow(
      refused(Messages.scheduling.invalidPublicationDate),
    );
  });

  it('property: a post is always a draft, never auto-published, with providers from the chosen supported networks', () => {
    const kind = fc.constantFrom('carousel' as const, 'video' as const);
    const networks = fc.array(fc.constantFrom(...SOCIAL_NETWORKS), { maxLength: 10 });
    fc.assert(
      fc.property(kind, networks, fc.boolean(), (contentKind, chosen, mention) => {
        const supported = chosen.filter((network) => supportsContent(network, contentKind));
        fc.pre(supported.length > 0);
        const post = buildDraftPost({
          ...video,
          kind: contentKind,
          networks: chosen,
          brandMention: mention,
        });
        expect(post.draft).toBe(true);
        expect(post.autoPublish).toBe(false);
        const providers = post.providers.map((provider) => provider.network);
        expect(new Set(providers).size).toBe(providers.length);
        expect([...providers].sort()).toEqual(
          [...new Set(supported.map((network) => SCHEDULER_NETWORKS[network]))].sort(),
        );
        expect('instagramData' in post).toBe(supported.includes('Instagram'));
        expect('youtubeData' in post).toBe(supported.includes('YouTube'));
        expect('pinterestData' in post).toBe(supported.includes('Pinterest'));
        expect('tiktokData' in post).toBe(supported.includes('TikTok'));
        expect('linkedinData' in post).toBe(supported.includes('LinkedIn'));
      }),
    );
  });
});

describe('the first comment (docs/product.md, "Scheduling (Metricool)", "Best time and first comment")', () => {
  it('goes as firstCommentText, trimmed, when a chosen network takes one', () => {
    expect(buildDraftPost({ ...carousel, firstComment: '  Enlace en la bio \n' }).firstCommentText).toBe(
      'Enlace en la bio',
    );
    expect(buildDraftPost({ ...carousel, networks: ['Facebook'], firstComment: 'Hola' }).firstCommentText).toBe('Hola');
  });

  it('is left out when blank, or when no chosen network takes one', () => {
    expect(buildDraftPost({ ...carousel, firstComment: '  ' })).not.toHaveProperty('firstCommentText');
    expect(buildDraftPost(carousel)).not.toHaveProperty('firstCommentText');
    const noComment = buildDraftPost({ ...video, networks: ['TikTok', 'YouTube', 'Pinterest'], firstComment: 'Hola' });
    expect(noComment).not.toHaveProperty('firstCommentText');
  });

  it('property: present exactly when the text is not blank and Facebook, Instagram or LinkedIn is chosen', () => {
    fc.assert(
      fc.property(
        fc.subarray([...SOCIAL_NETWORKS], { minLength: 1 }),
        fc.string({ maxLength: 20 }),
        (networks, text) => {
          const provided = providerNetworks(networks, 'video');
          if (provided.length === 0) return;
          const post = buildDraftPost({ ...video, networks, firstComment: text });
          const expected = text.trim() !== '' && provided.some((n) => FIRST_COMMENT_NETWORKS.includes(n));
          expect(post.firstCommentText).toBe(expected ? text.trim() : undefined);
        },
      ),
    );
  });
});

describe('planning helpers', () => {
  it('splits comma and space separated lists, each item once', () => {
    expect(splitList(' a, b;c  d,,a ')).toEqual(['a', 'b', 'c', 'd']);
    expect(splitList('   ')).toEqual([]);
    expect(collaboratorNames('@ana @@luis, ana, @')).toEqual(['ana', 'luis']);
  });

  it('fills left-out planning fields with the requirement defaults', () => {
    expect(planningOf({})).toEqual({
      collaborators: '',
      documentTitle: '',
      allowComments: true,
      autoAddMusic: true,
      brandMention: true,
      videoTitle: '',
      youtubeTags: [],
      pinBoardId: '',
      pinTitle: '',
      pinLink: '',
      pinNewFormat: false,
      firstComment: '',
    });
  });

  it('keeps each chosen network once if it takes the content', () => {
    expect(providerNetworks(['Threads', 'YouTube', 'Threads', 'Instagram'], 'carousel')).toEqual([
      'Threads',
      'Instagram',
    ]);
  });

  it('property: TikTok comments are disabled exactly when comments are not allowed', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (allowComments, autoAddMusic) => {
        const post = buildDraftPost({
          ...video,
          networks: ['TikTok'],
          allowComments,
          autoAddMusic,
        });
        return post.tiktokData?.disableComment === !allowComments && post.tiktokData.autoAddMusic === autoAddMusic;
      }),
    );
  });
});

describe('scheduler query', () => {
  const brand = { id: 'b1', brandName: 'Acme', idMetrics: ' 998 ' };

  it("posts to the brand's Metricool blog as the fixed scheduler user", () => {
    expect(draftPostQuery(brand, 'user-7')).toEqual({ blogId: '998', userId: 'user-7' });
    expect(metricsBlogId(brand)).toBe('998');
    expect(() => draftPostQuery({ idMetrics: ' ' }, 'u')).toThrow(refused(Messages.scheduling.missingMetricsId));
    expect(() => metricsBlogId({})).toThrow(refused(Messages.scheduling.missingMetricsId));
  });
});

describe('optionalDataOf', () => {
  it("is a requirement's stored planning fields, nothing else", () => {
    const planning = {
      collaborators: 'ana, luis',
      documentTitle: 'Documento',
      allowComments: false,
      autoAddMusic: true,
      brandMention: true,
      videoTitle: 'Título',
      youtubeTags: ['café'],
      pinBoardId: 'tablero',
      pinTitle: 'Pin',
      pinLink: 'https://cafe.example/pin',
      pinNewFormat: true,
      firstComment: 'Enlace en la bio',
    };
    const requirement = createRequirement('r-1', {
      brandId: 'b-1',
      title: 'Video 3 - T1',
      brand: 'Café',
      number: 3,
      createdBy: 'eva@estudio.example',
      caption: 'No es planificación',
      ...planning,
    });
    expect(optionalDataOf(requirement)).toEqual(planning);
  });
});
