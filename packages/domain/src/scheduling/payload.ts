import type { Brand, SocialNetwork } from '../brands/brand.js';
import { Messages } from '../messages.js';
import { REQUIREMENT_DEFAULTS } from '../requirements/requirement.js';
import { DomainError } from '../shared/errors.js';
import { schedulerDateTime } from './bogota-time.js';
import { YOUTUBE_TITLE_MAX } from './network-limits.js';
import { firstCommentFor } from './first-comment.js';
import { SCHEDULER_NETWORKS, supportsContent } from './networks.js';
import type {
  ContentKind,
  DraftPost,
  InstagramData,
  LinkedInData,
  PinterestData,
  PublicationPlanning,
  TikTokData,
  VideoOptionalData,
  YouTubeData,
} from './types.js';

/*
 * The draft posts sent to the scheduler (docs/product.md, "Scheduling (Metricool)"): always a draft, never
 * auto-published, dated in America/Bogota, with per-network data only for chosen networks.
 */

/** What a screen sends to schedule one carousel or video; planning fields may be left out. */
export interface DraftPostInput extends Partial<VideoOptionalData> {
  readonly kind: ContentKind;
  /** The caption, sent as the post text. */
  readonly caption: string;
  /** Image URLs (carousel) or the chosen video's URL, as the scheduler accepts them. */
  readonly mediaUrls: readonly string[];
  readonly networks: readonly SocialNetwork[];
  /** An instant, or a Bogotá wall-clock text from a date-time input. */
  readonly publicationDate: Date | string | null | undefined;
  /** The moment of sending, from the Clock port. */
  readonly now: Date;
}

const refuse = (message: string): never => {
  throw new DomainError('validation', message);
};

/** Items of a comma- or space-separated text ('@ana, luis  maria'), trimmed, each once. */
export const splitList = (text: string): readonly string[] => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  ),
];

/** Instagram collaborators are user names: '@' is dropped. */
export const collaboratorNames = (text: string): readonly string[] =>
  [...new Set(splitList(text).map((name) => name.replace(/^@+/, '')))].filter((name) => name !== '');

/** The planning fields with the requirement's defaults for whatever was left out. */
export const planningOf = (input: Partial<VideoOptionalData>): VideoOptionalData => ({
  collaborators: input.collaborators ?? '',
  documentTitle: input.documentTitle ?? '',
  allowComments: input.allowComments ?? REQUIREMENT_DEFAULTS.allowComments,
  autoAddMusic: input.autoAddMusic ?? REQUIREMENT_DEFAULTS.autoAddMusic,
  brandMention: input.brandMention ?? REQUIREMENT_DEFAULTS.brandMention,
  videoTitle: input.videoTitle ?? '',
  youtubeTags: input.youtubeTags ?? [],
  pinBoardId: input.pinBoardId ?? '',
  pinTitle: input.pinTitle ?? '',
  pinLink: input.pinLink ?? '',
  pinNewFormat: input.pinNewFormat ?? REQUIREMENT_DEFAULTS.pinNewFormat,
  firstComment: input.firstComment ?? '',
});

/** The chosen networks that take this content, each once, in the order chosen. */
export const providerNetworks = (networks: readonly SocialNetwork[], kind: ContentKind): readonly SocialNetwork[] =>
  [...new Set(networks)].filter((network) => supportsContent(network, kind));

/** YouTube needs a title: the video title, else the caption's first line (100 characters at most). */
const youtubeTitle = (videoTitle: string, caption: string): string =>
  (videoTitle.trim() || caption.trim().split('\n', 1).join('')).trim().slice(0, YOUTUBE_TITLE_MAX);

const instagramData = (kind: ContentKind, planning: VideoOptionalData): InstagramData => {
  const collaborators = collaboratorNames(planning.collaborators).map((username) => ({ username }));
  return {
    ...(kind === 'video' ? { type: 'REEL', showReelOnFeed: true } : { type: 'POST' }),
    ...(collaborators.length > 0 ? { collaborators } : {}),
  };
};

const linkedinData = (kind: ContentKind, planning: VideoOptionalData): LinkedInData => {
  const documentTitle = planning.documentTitle.trim();
  return {
    type: 'post',
    ...(documentTitle !== '' ? { documentTitle } : {}),
    publishImagesAsPDF: kind === 'carousel' && documentTitle !== '',
    previewIncluded: true,
  };
};

const tiktokData = (planning: VideoOptionalData): TikTokData => ({
  privacyOption: 'PUBLIC_TO_EVERYONE',
  disableComment: !planning.allowComments,
  disableDuet: false,
  disableStitch: false,
  autoAddMusic: planning.autoAddMusic,
  commercialContentOwnBrand: planning.brandMention,
  commercialContentThirdParty: false,
});

const youtubeData = (planning: VideoOptionalData, caption: string): YouTubeData => ({
  title: youtubeTitle(planning.videoTitle, caption),
  type: 'video',
  privacy: 'public',
  tags: [...new Set(planning.youtubeTags.map((tag) => tag.trim()).filter((tag) => tag !== ''))],
  madeForKids: false,
});

const pinterestData = (planning: VideoOptionalData): PinterestData => ({
  boardId: planning.pinBoardId.trim(),
  pinTitle: planning.pinTitle.trim(),
  pinLink: planning.pinLink.trim(),
  pinNewFormat: planning.pinNewFormat,
});

/**
 * The body of POST scheduler posts. Refused before anything is sent when there is no media
 * (carousel: no images; video: the chosen video has no URL), no supported network or no date.
 */
export const buildDraftPost = (input: DraftPostInput): DraftPost => {
  const media = input.mediaUrls.map((url) => url.trim()).filter((url) => url !== '');
  if (media.length === 0) {
    refuse(input.kind === 'carousel' ? Messages.carousel.noImages : Messages.video.selectedVideoWithoutUrl);
  }
  const networks = providerNetworks(input.networks, input.kind);
  if (networks.length === 0) refuse(Messages.scheduling.noNetworks);
  const publicationDate = input.publicationDate;
  if (publicationDate === null || publicationDate === undefined || publicationDate === '') {
    return refuse(Messages.scheduling.publicationDateRequired);
  }
  const planning = planningOf(input);
  const chosen = (network: SocialNetwork): boolean => networks.includes(network);
  const firstCommentText = firstCommentFor(planning.firstComment, networks);
  return {
    providers: networks.map((network) => ({ network: SCHEDULER_NETWORKS[network] })),
    publicationDate: schedulerDateTime(publicationDate),
    creationDate: schedulerDateTime(input.now),
    text: input.caption,
    media,
    autoPublish: false,
    draft: true,
    ...(firstCommentText === undefined ? {} : { firstCommentText }),
    ...(chosen('Instagram') ? { instagramData: instagramData(input.kind, planning) } : {}),
    ...(chosen('LinkedIn') ? { linkedinData: linkedinData(input.kind, planning) } : {}),
    ...(chosen('TikTok') ? { tiktokData: tiktokData(planning) } : {}),
    ...(chosen('YouTube') ? { youtubeData: youtubeData(planning, input.caption) } : {}),
    ...(chosen('Pinterest') ? { pinterestData: pinterestData(planning) } : {}),
  };
};

/** The brand's Metricool blog id (idMetrics); without it nothing can be scheduled. */
export const metricsBlogId = (brand: Pick<Brand, 'idMetrics'>): string => {
  const blogId = brand.idMetrics?.trim() ?? '';
  return blogId === '' ? refuse(Messages.scheduling.missingMetricsId) : blogId;
};

/** The query of POST scheduler posts: the brand's Metricool blog and the fixed scheduler user. */
export const draftPostQuery = (
  brand: Pick<Brand, 'idMetrics'>,
  schedulerUserId: string,
): { blogId: string; userId: string } => ({
  blogId: metricsBlogId(brand),
  userId: schedulerUserId,
});

/** The optionalData of a requirement's stored planning (docs/product.md, "Scheduling (Metricool)"). */
export const optionalDataOf = (requirement: PublicationPlanning): VideoOptionalData => ({
  collaborators: requirement.collaborators,
  documentTitle: requirement.documentTitle,
  allowComments: requirement.allowComments,
  autoAddMusic: requirement.autoAddMusic,
  brandMention: requirement.brandMention,
  videoTitle: requirement.videoTitle,
  youtubeTags: requirement.youtubeTags,
  pinBoardId: requirement.pinBoardId,
  pinTitle: requirement.pinTitle,
  pinLink: requirement.pinLink,
  pinNewFormat: requirement.pinNewFormat,
  firstComment: requirement.firstComment,
});
