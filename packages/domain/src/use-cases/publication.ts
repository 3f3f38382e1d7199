import type { Brand, SocialNetwork } from '../brands/brand.js';
import { Messages } from '../messages.js';
import { requirePermission } from '../permissions/actor.js';
import type { Actor } from '../permissions/actor.js';
import type { RequirementPatch } from '../ports/repositories.js';
import type { Scheduler } from '../ports/scheduler.js';
import type { PublicationPlanning, Requirement } from '../requirements/requirement.js';
import { fromBogotaDateTime } from '../scheduling/bogota-time.js';
import { networksFor } from '../scheduling/networks.js';
import type { ContentKind, VideoOptionalData } from '../scheduling/types.js';
import type { Clock } from '../shared/clock.js';
import { DomainError } from '../shared/errors.js';
import type { ContentAccess, RequirementKey } from './content-access.js';
import { failingWith, failingWithOwnMessage, type Guard } from './or-fail.js';

/**
 * The planning fields a screen may send; anything left out keeps its stored value. The
 * publication date may come as the date-time input's text, read as Bogotá time.
 */
export type PlanningInput = Partial<Omit<PublicationPlanning, 'publicationDate'>> & {
  readonly publicationDate?: Date | string | null;
};

/** An instant carries its offset ('Z', '-05:00'); a date-time input's text does not. */
const ZONED = /(?:Z|[+-]\d{2}:\d{2})$/i;

/** The stored instant of a publication date; blank text clears it, unreadable text is refused. */
const publicationInstant = (value: Date | string | null): Date | null => {
  if (value === null || value instanceof Date) return value;
  const text = value.trim();
  if (text === '') return null;
  if (!ZONED.test(text)) return fromBogotaDateTime(text);
  const instant = new Date(Date.parse(text));
  if (Number.isNaN(instant.getTime())) {
    throw new DomainError('validation', Messages.scheduling.invalidPublicationDate);
  }
  return instant;
};

const PLANNING_FIELDS = [
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
] as const satisfies readonly (keyof PublicationPlanning)[];

/**
 * The merge of the planning fields alone (an endpoint body may carry more), with the
 * chosen networks limited to those the screen offers: the brand's networks that take
 * this kind of content.
 */
export const planningPatch = (brand: Brand, kind: ContentKind, input: PlanningInput): RequirementPatch => {
  const patch: Record<string, unknown> = {};
  for (const field of PLANNING_FIELDS) {
    if (input[field] !== undefined) patch[field] = input[field];
  }
  if (input.publicationDate !== undefined) patch['publicationDate'] = publicationInstant(input.publicationDate);
  if (input.selectedSocialNetwork !== undefined) {
    const offered = networksFor(brand, kind);
    patch['selectedSocialNetwork'] = [...new Set(input.selectedSocialNetwork)].filter((network: SocialNetwork) =>
      offered.includes(network),
    );
  }
  return patch as RequirementPatch;
};

/** The optionalData of a requirement's stored planning (docs/product.md, "Scheduling (Metricool)"). */
export const optionalDataOf = (requirement: Requirement): VideoOptionalData => ({
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
});

/** The result of a save or a send, with the success dialog's text. */
export interface PublicationOutcome {
  readonly requirement: Requirement;
  readonly message: string;
}

/** What differs between sending a carousel and sending a video to the scheduler. */
export interface PublicationChannel<Payload> {
  readonly kind: ContentKind;
  /** The media URLs the post carries; refuses what could not be sent (no images, no video). */
  media(brand: Brand, planned: Requirement): readonly string[];
  /** The scheduler's payload for the requirement with these media; refuses an unsendable post. */
  payload(brand: Brand, requirement: Requirement, media: readonly string[], now: Date): Payload;
  send(brand: Brand, payload: Payload): Promise<void>;
}

/**
 * Publication planning and scheduling, shared by the content use cases: the planning
 * fields saved alone ('Guardar publicación'), or saved and then sent ('Programar
 * publicación': saved first, media normalised by the scheduler, then sent as a draft).
 * The whole post is checked before the save, so a post that could not be sent writes
 * nothing; scheduling failures show their own text.
 */
export class Publication {
  constructor(
    private readonly content: ContentAccess,
    private readonly scheduler: Scheduler,
    private readonly clock: Clock,
    /** The operation's message when reading or saving fails. */
    private readonly saveFailed: string,
  ) {}

  /** The networks of the requirement's planning that the brand offers for this kind. */
  static networksToSend(brand: Brand, requirement: Requirement, kind: ContentKind): SocialNetwork[] {
    const offered = networksFor(brand, kind);
    return requirement.selectedSocialNetwork.filter((network) => offered.includes(network));
  }

  async save(
    actor: Actor,
    key: RequirementKey,
    planning: PlanningInput,
    kind: ContentKind,
  ): Promise<PublicationOutcome> {
    requirePermission(actor, 'CARROUSEL_SENDTOMETRICS');
    const guard = failingWith(this.saveFailed);
    const { brand, requirement } = await this.content.read(actor, key, guard);
    const saved = await this.writePlanning(brand, requirement, planning, kind, guard);
    return { requirement: saved, message: Messages.success.planningSaved };
  }

  async schedule<Payload>(
    actor: Actor,
    key: RequirementKey,
    planning: PlanningInput,
    channel: PublicationChannel<Payload>,
  ): Promise<PublicationOutcome> {
    requirePermission(actor, 'CARROUSEL_SENDTOMETRICS');
    const guard = failingWith(this.saveFailed);
    const { brand, requirement } = await this.content.read(actor, key, guard);
    const planned: Requirement = { ...requirement, ...planningPatch(brand, channel.kind, planning) };
    const media = channel.media(brand, planned);
    channel.payload(brand, planned, media, this.clock.now());

    const saved = await this.writePlanning(brand, requirement, planning, channel.kind, guard);
    const sending = failingWithOwnMessage(Messages.blog.process);
    const normalized = await sending(() => Promise.all(media.map((url) => this.scheduler.normalizeMediaUrl(url))));
    const payload = channel.payload(brand, saved, normalized, this.clock.now());
    await sending(() => channel.send(brand, payload));
    return { requirement: saved, message: Messages.success.sentToScheduling };
  }

  private writePlanning(
    brand: Brand,
    requirement: Requirement,
    planning: PlanningInput,
    kind: ContentKind,
    guard: Guard,
  ): Promise<Requirement> {
    return this.content.write(
      requirement,
      { ...planningPatch(brand, kind, planning), updatedAt: this.clock.now() },
      guard,
    );
  }
}
