import type { Brand, SocialNetwork } from '../brands/brand.js';
import { Messages } from '../messages.js';
import { requirePermission } from '../permissions/actor.js';
import type { Actor } from '../permissions/actor.js';
import type { RequirementPatch } from '../ports/repositories.js';
import type { LinkedInConnectionReader } from '../ports/linkedin-oauth.js';
import type { SchedulingGateway } from '../ports/scheduling.js';
import type { PublicationPlanning, Requirement } from '../requirements/requirement.js';
import { fromBogotaDateTime } from '../scheduling/bogota-time.js';
import { networksFor } from '../scheduling/networks.js';
import { metricsBlogId } from '../scheduling/payload.js';
import { schedulingProblems } from '../scheduling/preflight.js';
import type { ContentKind, VideoOptionalData } from '../scheduling/types.js';
import type { Clock } from '../shared/clock.js';
import { DomainError } from '../shared/errors.js';
import type { ContentAccess, RequirementKey } from './content-access.js';
import { isFilled } from '../validation/validation.js';
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

/**
 * Publication planning and scheduling, shared by the content use cases: the planning
 * fields saved alone ('Guardar publicación'), or checked, saved and then sent ('Programar
 * publicación'): every pre-flight problem of the planned post is listed before anything is
 * written; the scheduler function then reads the saved requirement again, sends it as a
 * draft and answers the text shown (docs/product.md, "Scheduling (Metricool)").
 */
export class Publication {
  constructor(
    private readonly content: ContentAccess,
    private readonly connections: LinkedInConnectionReader,
    private readonly gateway: SchedulingGateway,
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

  /**
   * Every problem that would keep the planned post from being scheduled (the brand's missing
   * Metricool id first), all at once; empty when it can be sent.
   */
  async preflight(
    actor: Actor,
    key: RequirementKey,
    planning: PlanningInput,
    kind: ContentKind,
  ): Promise<readonly string[]> {
    requirePermission(actor, 'CARROUSEL_SENDTOMETRICS');
    const { brand, requirement } = await this.content.read(actor, key, failingWith(this.saveFailed));
    const blog = isFilled(brand.idMetrics) ? [] : [Messages.scheduling.missingMetricsId];
    return [...blog, ...(await this.problems(actor, brand, requirement, planning, kind))];
  }

  async schedule(
    actor: Actor,
    key: RequirementKey,
    planning: PlanningInput,
    kind: ContentKind,
  ): Promise<PublicationOutcome> {
    requirePermission(actor, 'CARROUSEL_SENDTOMETRICS');
    const guard = failingWith(this.saveFailed);
    const { brand, requirement } = await this.content.read(actor, key, guard);
    metricsBlogId(brand);
    const problems = await this.problems(actor, brand, requirement, planning, kind);
    if (problems.length > 0) {
      throw new DomainError('validation', Messages.scheduling.preflightRefused, { problems });
    }
    const saved = await this.writePlanning(brand, requirement, planning, kind, guard);
    const answer = await failingWithOwnMessage(Messages.scheduling.sendFailed)(() =>
      this.gateway.schedule(kind, { brandId: saved.brandId, requirementId: saved.id }),
    );
    return { requirement: saved, message: answer.message };
  }

  /** The pre-flight problems of the requirement with the planning applied, at the clock's now. */
  private async problems(
    actor: Actor,
    brand: Brand,
    requirement: Requirement,
    planning: PlanningInput,
    kind: ContentKind,
  ): Promise<readonly string[]> {
    const planned: Requirement = { ...requirement, ...planningPatch(brand, kind, planning) };
    // A failed read shows "not connected", as the LinkedIn indicator does.
    const linkedIn = planned.selectedSocialNetwork.includes('LinkedIn')
      ? await this.connections.get(actor.uid).catch(() => null)
      : null;
    return schedulingProblems({ kind, brand, requirement: planned, now: this.clock.now(), linkedIn });
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
