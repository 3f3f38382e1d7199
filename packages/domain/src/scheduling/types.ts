import type { SocialNetwork } from '../brands/brand.js';
import type { GuardOverride } from '../guard/types.js';

/** The publication-planning fields saved before a post is sent to scheduling. */
export interface PublicationPlanning {
  readonly selectedSocialNetwork: readonly SocialNetwork[];
  readonly publicationDate: Date | null;
  readonly collaborators: string;
  readonly documentTitle: string;
  readonly allowComments: boolean;
  readonly autoAddMusic: boolean;
  readonly brandMention: boolean;
  readonly videoTitle: string;
  readonly youtubeTags: readonly string[];
  readonly pinBoardId: string;
  readonly pinTitle: string;
  readonly pinLink: string;
  readonly pinNewFormat: boolean;
  /** 'Primer comentario': published by Metricool under the post, on the networks that take one (first-comment.ts). */
  readonly firstComment: string;
}

/** Network names as the scheduler (Metricool) spells them in providers. */
export type SchedulerNetwork = 'facebook' | 'instagram' | 'threads' | 'linkedin' | 'pinterest' | 'tiktok' | 'youtube';

export interface SchedulerDateTime {
  /** Local wall-clock time, ISO form without offset: 2026-11-21T10:30:00. */
  readonly dateTime: string;
  readonly timezone: string;
}

/** What is being scheduled: the carousel screen's images or the video screen's chosen video. */
export type ContentKind = 'carousel' | 'video';

/*
 * Per-network data, named as Metricool's scheduler documents them (ScheduledPost of its
 * API: instagramData, linkedinData, tiktokData, youtubeData, pinterestData).
 */

/** Instagram collaborators are tagged by user name. */
export interface InstagramCollaborator {
  readonly username: string;
}
export interface InstagramData {
  readonly type: 'POST' | 'REEL';
  readonly showReelOnFeed?: boolean;
  readonly collaborators?: readonly InstagramCollaborator[];
}
export interface LinkedInData {
  readonly type: 'post';
  readonly documentTitle?: string;
  /** A carousel with a document title goes out as a LinkedIn document (PDF). */
  readonly publishImagesAsPDF: boolean;
  readonly previewIncluded: boolean;
}
export interface TikTokData {
  readonly privacyOption: 'PUBLIC_TO_EVERYONE';
  readonly disableComment: boolean;
  readonly disableDuet: boolean;
  readonly disableStitch: boolean;
  readonly autoAddMusic: boolean;
  /** TikTok's "your brand" disclosure: the brand promotes itself on its own account. */
  readonly commercialContentOwnBrand: boolean;
  /** TikTok's "branded content" disclosure (a paid partnership with a third party). */
  readonly commercialContentThirdParty: boolean;
}
export interface YouTubeData {
  readonly title: string;
  readonly type: 'video' | 'short';
  readonly privacy: 'public';
  readonly tags: readonly string[];
  readonly madeForKids: boolean;
}
export interface PinterestData {
  readonly boardId: string;
  readonly pinTitle: string;
  readonly pinLink: string;
  readonly pinNewFormat: boolean;
}

/** The body of POST scheduler posts: always a draft, never auto-published. */
export interface DraftPost {
  readonly providers: readonly { readonly network: SchedulerNetwork }[];
  readonly publicationDate: SchedulerDateTime;
  readonly creationDate: SchedulerDateTime;
  readonly text: string;
  readonly media: readonly string[];
  readonly autoPublish: false;
  readonly draft: true;
  /** The first comment (Metricool's `firstCommentText`), only when a chosen network takes one. */
  readonly firstCommentText?: string;
  readonly instagramData?: InstagramData;
  readonly linkedinData?: LinkedInData;
  readonly tiktokData?: TikTokData;
  readonly youtubeData?: YouTubeData;
  readonly pinterestData?: PinterestData;
}

/** The planning fields beyond networks and date (the per-network options a draft carries). */
export type VideoOptionalData = Omit<PublicationPlanning, 'selectedSocialNetwork' | 'publicationDate'>;

/** Who sent a post to scheduling. */
export interface SchedulingRequester {
  readonly uid: string;
  readonly email: string;
}

/**
 * The last draft sent for a requirement, stored on it as `scheduledPost` (server-written;
 * browsers may read it, never write it).
 */
export interface ScheduledPostRecord {
  readonly postId: string;
  readonly sentAt: Date;
  /** Hex SHA-256 of the canonical text of what was sent (schedulingDigestText). */
  readonly digest: string;
  readonly kind: ContentKind;
  readonly networks: readonly SocialNetwork[];
  readonly by: SchedulingRequester;
  /** True when the local sandbox took it, not Metricool. */
  readonly sandbox: boolean;
  /** Sent despite blocking findings of the brand review: the sender's reason (docs/product.md, "Revisión de marca"). */
  readonly override?: GuardOverride | null;
}
