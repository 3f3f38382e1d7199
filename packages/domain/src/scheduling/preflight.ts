import type { Brand, SocialNetwork } from '../brands/brand.js';
import { isLinkedInUsable, type LinkedInConnection } from '../linkedin/connection.js';
import { Messages } from '../messages.js';
import type { Requirement } from '../requirements/requirement.js';
import { approvalProblem } from '../review/review.js';
import { requirementDigests, type ApprovedRequirementField } from '../review/version.js';
import { isHttpsUrl } from '../validation/urls.js';
import { isFilled } from '../validation/validation.js';
import { toBogotaDateTime } from './bogota-time.js';
import { characterCount, hashtagCount, NETWORK_LIMITS } from './network-limits.js';
import { supportsContent, toSocialNetwork } from './networks.js';
import type { ContentKind } from './types.js';

/*
 * The pre-flight checks (docs/product.md, "Scheduling (Metricool)", "Pre-flight checks"):
 * every reason a post could not be scheduled, all at once, before anything is sent. The
 * browser shows the list before saving; the scheduler function refuses on the same list.
 */

/** What the checks look at: the stored (or planned) requirement, its brand, the moment and the user's LinkedIn link. */
export interface SchedulingCheck {
  readonly kind: ContentKind;
  readonly brand: Pick<Brand, 'socialNetworks' | 'requiresApproval'>;
  /** With the review and the approved fields, read when the brand requires approval (the stored requirement has them). */
  readonly requirement: PlannedPost &
    Pick<Requirement, 'selectedSocialNetwork' | 'publicationDate'> &
    Partial<Pick<Requirement, 'review' | ApprovedRequirementField>>;
  readonly now: Date;
  /** The user's users/{uid}/linkedin/default; only read when LinkedIn is chosen. */
  readonly linkedIn: LinkedInConnection | null;
}

const m = Messages.scheduling;

/** The media a post of this kind carries: the carousel's images, or the chosen script's video (none when it lacks them). */
export const schedulingMedia = (
  kind: ContentKind,
  requirement: Partial<Pick<Requirement, 'imagesAIUrl' | 'scripts' | 'videoToPublishIndex'>>,
): readonly string[] => {
  if (kind === 'carousel') {
    return (requirement.imagesAIUrl ?? []).map((url) => url.trim()).filter((url) => url !== '');
  }
  const url = requirement.scripts?.[requirement.videoToPublishIndex ?? 0]?.videoUrl?.trim() ?? '';
  return url === '' ? [] : [url];
};

const dateProblem = (date: Date | null, now: Date): string | null => {
  if (date === null) return m.publicationDateRequired;
  try {
    toBogotaDateTime(date);
  } catch {
    return m.invalidPublicationDate;
  }
  return date.getTime() <= now.getTime() ? m.publicationDatePast : null;
};

/**
 * The post's own content, as each network gets it: the text, the per-network fields and the
 * media of its kind (a carousel's images; a video's scripts and chosen index).
 */
export type PlannedPost = Pick<Requirement, 'caption' | 'videoTitle' | 'pinBoardId' | 'pinTitle' | 'pinLink'> &
  Partial<Pick<Requirement, 'imagesAIUrl' | 'scripts' | 'videoToPublishIndex'>>;

/**
 * The problems of a post's content on one network that takes this kind, from its limits
 * (NETWORK_LIMITS): the text's length and hashtags, the carousel's image count (when it has
 * images: none at all is one problem of every network), and the network's own fields
 * (Pinterest's board id, title and https link; YouTube's title, required). The pre-flight list
 * and the preview (preview.ts) both read them here.
 */
export const networkContentProblems = (
  network: SocialNetwork,
  kind: ContentKind,
  post: PlannedPost,
  media: readonly string[] = schedulingMedia(kind, post),
): readonly string[] => {
  const limits = NETWORK_LIMITS[network];
  const problems: string[] = [];
  const length = characterCount(post.caption);
  if (length > limits.captionMax) problems.push(m.captionTooLong(network, limits.captionMax, length));
  const hashtags = hashtagCount(post.caption);
  if (limits.hashtagsMax !== null && hashtags > limits.hashtagsMax) {
    problems.push(m.tooManyHashtags(network, limits.hashtagsMax, hashtags));
  }
  if (kind === 'carousel' && media.length > 0) {
    if (media.length < limits.carouselImagesMin) {
      problems.push(m.tooFewImages(network, limits.carouselImagesMin, media.length));
    }
    if (limits.carouselImagesMax !== null && media.length > limits.carouselImagesMax) {
      problems.push(m.tooManyImages(network, limits.carouselImagesMax, media.length));
    }
  }
  if (network === 'Pinterest') {
    if (!isFilled(post.pinBoardId)) problems.push(m.pinterestBoardRequired);
    if (limits.titleMax !== null && characterCount(post.pinTitle.trim()) > limits.titleMax) {
      problems.push(m.pinterestTitleTooLong(limits.titleMax));
    }
    if (post.pinLink.trim() !== '' && !isHttpsUrl(post.pinLink)) problems.push(m.pinterestLinkNotHttps);
  }
  if (network === 'YouTube') {
    const title = post.videoTitle.trim();
    if (title === '') problems.push(m.youtubeTitleRequired);
    else if (limits.titleMax !== null && characterCount(title) > limits.titleMax) {
      problems.push(m.youtubeTitleTooLong(limits.titleMax));
    }
  }
  return problems;
};

/**
 * Every problem of scheduling `requirement` as `kind`, each a Spanish sentence; empty when it
 * can be sent. Checked: the media (images; the chosen video's URL), the networks (at least
 * one; each taking this kind and active on the brand), then network by network in the order
 * chosen its content (networkContentProblems), the publication date (given, valid, in the
 * future at `now`) and, when LinkedIn is chosen, the user's LinkedIn connection (present and
 * unexpired). On a brand that requires approval, first of all: the current version approved
 * (docs/product.md, "Approval"; the publication date is not part of the version).
 */
export const schedulingProblems = (check: SchedulingCheck): readonly string[] => {
  const { kind, brand, requirement, now } = check;
  const problems: string[] = [];
  if (brand.requiresApproval === true) {
    const approval = approvalProblem(requirement.review, requirementDigests(requirement));
    if (approval !== null) problems.push(approval);
  }
  const media = schedulingMedia(kind, requirement);
  if (media.length === 0) {
    problems.push(kind === 'carousel' ? Messages.carousel.noImages : Messages.video.selectedVideoWithoutUrl);
  }

  const chosen = [...new Set(requirement.selectedSocialNetwork)];
  const enabled = new Set((brand.socialNetworks ?? []).map(toSocialNetwork));
  const networks: SocialNetwork[] = [];
  for (const network of chosen) {
    if (!supportsContent(network, kind)) problems.push(m.networkUnsupported(network, kind));
    else if (!enabled.has(network)) problems.push(m.networkNotOnBrand(network));
    else networks.push(network);
  }
  if (chosen.length === 0) problems.push(m.noNetworks);

  for (const network of networks) problems.push(...networkContentProblems(network, kind, requirement, media));

  const date = dateProblem(requirement.publicationDate, now);
  if (date !== null) problems.push(date);

  if (networks.includes('LinkedIn') && !isLinkedInUsable(check.linkedIn, now)) problems.push(m.linkedInNotUsable);
  return problems;
};
