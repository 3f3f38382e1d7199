import type { ChangeStamp } from '../shared/change-stamp.js';
import type { BrandDrift, BrandReview } from '../guard/types.js';
import type { PublicationPlanning, ScheduledPostRecord } from '../scheduling/types.js';
import type { ContentReview } from '../review/review-record.js';
import type { Script } from '../video-scripts/script.js';

export const REQUIREMENT_STATUSES = ['Pendiente', 'Solicitar diseño', 'En diseño', 'Finalizado'] as const;
export type RequirementStatus = (typeof REQUIREMENT_STATUSES)[number];

export const FINISHED_STATUS: RequirementStatus = 'Finalizado';
export const IN_DESIGN_STATUS: RequirementStatus = 'En diseño';
export const INITIAL_STATUS: RequirementStatus = 'Pendiente';
/** assignedTo of a requirement nobody has been given yet. */
export const UNASSIGNED = 'Por asignar';

export const isRequirementStatus = (value: string): value is RequirementStatus =>
  (REQUIREMENT_STATUSES as readonly string[]).includes(value);

/** The AI's judgement of one carousel image against its design guide. */
export interface ImageValidation {
  /** Alignment percentage, 0 to 100. */
  readonly alineacion: number;
  readonly descripcion: string;
}

export interface ArticleSection {
  readonly sectionTitle: string;
  readonly text: string;
}

export interface VideoData {
  readonly file_uri: string;
  readonly analysis: string;
}

/*
 * A requirement's parts (docs/product.md, "Data model"): the core every kind has, the content of
 * each kind, and the planning of the kinds that are scheduled. Each kind's type is its core, its
 * content and, for carousels and videos, the planning; the stored document (`Requirement`) holds
 * every part whatever its kind, under the spec's flat field names. The kind is the title's
 * (requirementKind), never stored: requirement-kinds.ts narrows a stored requirement to its kind.
 */

/** What every requirement has, whatever its kind: identity, status, assignee, dates, the caption, the last writer. */
export interface RequirementCore {
  readonly id: string;
  /** The id of the brand the requirement is stored under. */
  readonly brandId: string;
  readonly title: string;
  /** The brand's name, as shown in the lists. */
  readonly brand: string;
  readonly number: number;
  readonly createdBy: string;
  readonly status: RequirementStatus;
  /** A user e-mail, or UNASSIGNED. */
  readonly assignedTo: string;
  readonly createdAt: Date | null;
  readonly updatedAt: Date | null;
  readonly inDesignAt: Date | null;
  readonly caption: string;
  /** The client's review (docs/product.md, "Approval"): written only by the review commands; null when never sent. */
  readonly review: ContentReview | null;
  /** The last brand review of its texts (docs/product.md, "Revisión de marca"): written by `guard/score` alone; null when never scored. */
  readonly brandReview: BrandReview | null;
  /** The DNA or the guide changed since (written by the drift marker alone); null when not. */
  readonly brandDrift: BrandDrift | null;
  /** Who asked for the last content write (a server command), so its audit entry names the person. */
  readonly changedBy?: ChangeStamp | null;
}

/**
 * A carousel's three guides held beside the ones it shows (docs/product.md, "Carousels"): the model's
 * proposal awaiting 'Reemplazar' or 'Descartar', or the guides an accepted proposal replaced.
 */
export interface GuideSet {
  /** The descriptions, one per card. */
  readonly instructions: readonly string[];
  /** The suggested words, one per card. */
  readonly suggestedWords: readonly string[];
  /** When the model proposed them, or when the proposal replaced them. */
  readonly at: Date;
}

/**
 * An image an accepted AI image replaced, kept by the server for 'Deshacer': a carousel card's (docs/product.md,
 * "Carousels") or a blog article's ("Blog articles").
 */
export interface ReplacedImage {
  /** The image before the accept: what 'Deshacer' puts back ('' when there was none). */
  readonly previous: string;
  /** The AI image the accept set: the undo applies only while it is still shown. */
  readonly accepted: string;
}

/** A carousel's content (docs/product.md, "Carousels"): one guide, one image and one mark per card. */
export interface CarouselContent {
  /** Carousel design guides (descriptions), one per image. */
  readonly instructions: readonly string[];
  /** Suggested words per guide. */
  readonly suggestedWords: readonly string[];
  readonly imagesAIUrl: readonly string[];
  /** Validation per image index. */
  readonly validation: Readonly<Record<string, ImageValidation>>;
  /** The model's new guides, not yet accepted or discarded (carousel/guides writes it); null when none. */
  readonly guidesProposal: GuideSet | null;
  /** The guides the last accepted proposal replaced, for 'Deshacer'; null when there is nothing to undo. */
  readonly guidesReplaced: GuideSet | null;
  /**
   * By card index, the image an accepted AI image replaced, for 'Deshacer'; a card without an entry has nothing
   * to undo. Written by the carousel image commands only (any other write of the card's image drops its entry).
   */
  readonly imagesReplaced: Readonly<Record<string, ReplacedImage>>;
}

/** A video's content (docs/product.md, "Videos"): its scripts, each with its video, and the one published. */
export interface VideoContent {
  readonly scripts: readonly Script[];
  readonly videoToPublishIndex: number;
}

/**
 * A blog's content (docs/product.md, "Blog articles"): the video the article comes from, its
 * analysis, the article and its image.
 */
export interface BlogContent {
  readonly videoUrl: string;
  readonly videoData: VideoData | null;
  readonly article: readonly ArticleSection[];
  readonly imageAIUrl: string;
  /** The image an accepted AI image replaced, for 'Deshacer' (blog/image-accept writes it); null when none. */
  readonly imageReplaced: ReplacedImage | null;
}

/** The planning of a requirement sent to scheduling: carousels and videos (docs/product.md, "Scheduling (Metricool)"). */
export interface RequirementPlanning extends PublicationPlanning {
  readonly draftMode: boolean;
  /** The last draft the scheduler function sent (server-written; docs/product.md, "Scheduling (Metricool)"). */
  readonly scheduledPost: ScheduledPostRecord | null;
}

/** A carousel requirement (/carrousel/{id}). */
export interface CarouselRequirement extends RequirementCore, CarouselContent, RequirementPlanning {}

/** A video requirement (/video/{id}). */
export interface VideoRequirement extends RequirementCore, VideoContent, RequirementPlanning {}

/** A blog requirement (/blog/{id}): never scheduled, so no planning. */
export interface BlogRequirement extends RequirementCore, BlogContent {}

/**
 * brands/{brandId}/requirements/{id}, any kind: every part, as stored (the fields of both specs,
 * flat, under their own names). Lists and repositories work on it; code about one kind takes
 * that kind's type.
 */
export interface Requirement extends RequirementCore, CarouselContent, VideoContent, BlogContent, RequirementPlanning {}

/** Defaults of docs/product.md, "Requirements" for a requirement's planning fields. */
export const REQUIREMENT_DEFAULTS = {
  allowComments: true,
  autoAddMusic: true,
  brandMention: true,
  pinNewFormat: false,
  videoToPublishIndex: 0,
} as const;

export type NewRequirement = Pick<Requirement, 'brandId' | 'title' | 'brand' | 'number' | 'createdBy'> &
  Partial<Omit<Requirement, 'id' | 'brandId' | 'title' | 'brand' | 'number' | 'createdBy'>>;

/** A complete requirement value from its identifying fields, every default applied. */
export const createRequirement = (id: string, fields: NewRequirement): Requirement => ({
  status: 'Pendiente',
  assignedTo: UNASSIGNED,
  createdAt: null,
  updatedAt: null,
  inDesignAt: null,
  caption: '',
  review: null,
  brandReview: null,
  brandDrift: null,
  instructions: [],
  suggestedWords: [],
  imagesAIUrl: [],
  validation: {},
  guidesProposal: null,
  guidesReplaced: null,
  imagesReplaced: {},
  article: [],
  videoUrl: '',
  videoData: null,
  scheduledPost: null,
  imageAIUrl: '',
  imageReplaced: null,
  scripts: [],
  selectedSocialNetwork: [],
  publicationDate: null,
  collaborators: '',
  documentTitle: '',
  videoTitle: '',
  youtubeTags: [],
  pinBoardId: '',
  pinTitle: '',
  pinLink: '',
  firstComment: '',
  draftMode: true,
  ...REQUIREMENT_DEFAULTS,
  ...fields,
  // Last, so that a value carrying its own id (a copy of another requirement) cannot win.
  id,
});

export type RequirementKind = 'blog' | 'carrousel' | 'video' | 'other';

/** The detail screen a title opens (docs/product.md, "Requirements": 'Blog', 'Carrusel', 'Video'). */
export const requirementKind = (title: string): RequirementKind => {
  if (title.includes('Blog')) return 'blog';
  if (title.includes('Carrusel')) return 'carrousel';
  if (title.includes('Video')) return 'video';
  return 'other';
};
