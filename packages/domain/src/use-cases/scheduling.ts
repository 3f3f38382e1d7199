import { Messages } from '../messages.js';
import { can, type Actor } from '../permissions/actor.js';
import type { VerifiedCaller } from '../ports/auth-accounts.js';
import type { LinkedInConnectionStore } from '../ports/linkedin-oauth.js';
import type { Logger } from '../ports/logger.js';
import type {
  BrandRepository,
  PermissionConfigRepository,
  RequirementRepository,
  RoleRepository,
  UserRepository,
} from '../ports/repositories.js';
import type { SchedulerSettings, SendRecorder } from '../ports/scheduling.js';
import type { Brand } from '../brands/brand.js';
import type { NewSendRecord } from '../scheduling/send-record.js';
import type { StoredMediaReader } from '../ports/stored-media.js';
import type {
  BestTimeProposal,
  BestTimesAnswer,
  BestTimesRequest,
  ContentDigester,
  ScheduleAnswer,
  SchedulerClient,
  SchedulerQuery,
  SchedulerTarget,
  SchedulingKey,
  SchedulingLedger,
} from '../ports/scheduling.js';
import { blockingFindings } from '../guard/checks.js';
import { overrideReasonValidation } from '../guard/limits.js';
import type { GuardOverride } from '../guard/types.js';
import { MEDIA_FOLDERS, requireStoredUrlIn } from '../media/media-folders.js';
import { requirementKind, type Requirement } from '../requirements/requirement.js';
import { bestTimeWindow, hasBestTime, nextBestSlot } from '../scheduling/best-time.js';
import { schedulingDigestText } from '../scheduling/digest.js';
import { SCHEDULER_NETWORKS, toSocialNetwork } from '../scheduling/networks.js';
import { buildDraftPost, draftPostQuery } from '../scheduling/payload.js';
import { schedulingMedia, schedulingProblems } from '../scheduling/preflight.js';
import type { ContentKind, DraftPost } from '../scheduling/types.js';
import type { Clock } from '../shared/clock.js';
import { DomainError } from '../shared/errors.js';
import { activeCaller } from './active-caller.js';
import { readRequirement, readVisibleBrand, type RequirementKey } from './content-access.js';
import { failingWith } from './or-fail.js';
import { optionalDataOf } from '../scheduling/payload.js';

const m = Messages.scheduling;
const guard = failingWith(Messages.endpoints.internal);
/** Metricool's failures keep their own (Spanish) text. */
const sending = failingWith({ fallback: m.sendFailed });

/** What a send record says of how the call ended. */
type SendResult = Pick<NewSendRecord, 'outcome' | 'postId' | 'sandbox' | 'reasons' | 'status' | 'override'>;

/**
 * The override a send needs (docs/product.md, "Revisión de marca"): none when the piece has no blocking finding
 * of the brand review (a reason given is then ignored); otherwise the sender's reason with those findings, or a
 * refusal naming them ('validation', so the send record is 'refused' with them as its reasons), or the reason's
 * own refusal when it is too short or too long.
 */
const overrideFor = (
  brand: Brand,
  requirement: Requirement,
  overrideReason: string | undefined,
): GuardOverride | null => {
  const findings = blockingFindings(requirement, brand);
  if (findings.length === 0) return null;
  const reason = overrideReason?.trim() ?? '';
  if (reason === '') {
    throw new DomainError('validation', Messages.guard.blockingFindings(findings), { problems: findings });
  }
  const valid = overrideReasonValidation(reason);
  if (!valid.ok) throw new DomainError('validation', valid.message, { field: 'overrideReason' });
  return { reason, findings };
};

/**
 * A call that sent nothing: refused (a validation or a send in flight: the pre-flight's whole list, or the
 * refusal's text) or failed (the service's or the store's Spanish text, and the service's HTTP status).
 */
const unsent = (error: unknown): SendResult => {
  const none = { postId: null, sandbox: false } as const;
  if (error instanceof DomainError && (error.kind === 'validation' || error.kind === 'conflict')) {
    const problems: unknown = (error.details as { problems?: unknown } | undefined)?.problems;
    const reasons = Array.isArray(problems) ? problems.filter((p): p is string => typeof p === 'string') : [];
    return { ...none, outcome: 'refused', reasons: reasons.length > 0 ? reasons : [error.message], status: null };
  }
  const status: unknown =
    error instanceof DomainError ? (error.details as { status?: unknown } | undefined)?.status : null;
  return {
    ...none,
    outcome: 'failed',
    reasons: [error instanceof DomainError && error.message !== '' ? error.message : m.sendFailed],
    status: typeof status === 'number' ? status : null,
  };
};

/** A send's answer, with the override it was sent under (for its send record; never answered). */
type Sent = ScheduleAnswer & { readonly override?: GuardOverride };

/** The requirement kind (by its title) each content kind schedules. */
const REQUIREMENT_KIND = { carousel: 'carrousel', video: 'video' } as const;

/** The draft post of a stored requirement: its planning, caption and media as the console stores them. */
export const draftPostOf = (kind: ContentKind, requirement: Requirement, now: Date): DraftPost =>
  buildDraftPost({
    ...optionalDataOf(requirement),
    kind,
    caption: requirement.caption,
    mediaUrls: schedulingMedia(kind, requirement),
    networks: requirement.selectedSocialNetwork,
    publicationDate: requirement.publicationDate,
    now,
  });

/**
 * Every medium the post of a stored requirement would send, with the field it is stored in:
 * each carousel image (imagesAIUrl[i]), or the chosen script's video
 * (scripts[n].videoUrl); blanks are the pre-flight's to refuse.
 */
const mediaFieldsOf = (kind: ContentKind, requirement: Requirement): { field: string; url: string }[] => {
  if (kind === 'carousel') {
    return requirement.imagesAIUrl
      .map((url, index) => ({ field: `imagesAIUrl[${index}]`, url: url.trim() }))
      .filter(({ url }) => url !== '');
  }
  const index = requirement.videoToPublishIndex;
  const url = requirement.scripts[index]?.videoUrl?.trim() ?? '';
  return url === '' ? [] : [{ field: `scripts[${index}].videoUrl`, url }];
};

/** The folders a kind's media must be stored in: the carousel's images, or any script's video of the requirement. */
const mediaFoldersOf = (kind: ContentKind, key: RequirementKey): readonly string[] =>
  kind === 'carousel' ? [MEDIA_FOLDERS.carouselImage(key)] : [`videos/${key.brandId}/${key.requirementId}`];

/**
 * The server behind the `scheduler` function (docs/product.md, "Scheduling (Metricool)"). The
 * browser names a requirement; everything sent is read here again: the caller must be an
 * active user holding CARROUSEL_SENDTOMETRICS who can see the brand, the brand must have its
 * Metricool blog id, the requirement must be of the kind scheduled and pass every pre-flight
 * check. Every medium it would send (each carousel image, the chosen script's video) must then be
 * an object of this project's bucket in that requirement's folder (docs/product.md, "Uploads and
 * storage paths"): a stored URL of another host, another brand's folder or a `javascript:` one is
 * refused as a 400 naming its field (DomainError 'validation', details.field), and nothing is
 * claimed or sent. The draft goes once per content: its digest is claimed in the ledger first, so
 * the same content again answers 'already-sent' and a concurrent identical send 'conflict'. The
 * record it leaves on the requirement names who sent it (its changedBy, written by the ledger).
 * Every call that reached a requirement of the kind scheduled also leaves one send record
 * (docs/product.md, "Envíos"): sent, already-sent, refused with its reasons, or failed with the
 * service's answer; calls refused before (the caller, the brand, the requirement) are not recorded.
 */
export class SchedulingUseCases {
  constructor(
    private readonly users: UserRepository,
    private readonly roles: RoleRepository,
    private readonly permissionConfig: PermissionConfigRepository,
    private readonly brands: BrandRepository,
    private readonly requirements: RequirementRepository,
    private readonly linkedInConnections: LinkedInConnectionStore,
    private readonly client: SchedulerClient,
    private readonly settings: SchedulerSettings,
    private readonly target: SchedulerTarget,
    private readonly ledger: SchedulingLedger,
    private readonly sends: SendRecorder,
    private readonly digester: ContentDigester,
    private readonly storedMedia: StoredMediaReader,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async schedule(caller: VerifiedCaller, kind: ContentKind, key: SchedulingKey): Promise<ScheduleAnswer> {
    const actor = await this.sender(caller);
    const brand = await readVisibleBrand(this.brands, actor, key.brandId, guard, Messages.carousel.brandNotFound);
    let query: SchedulerQuery;
    try {
      query = draftPostQuery(brand, this.settings.schedulerUserId);
    } catch (error) {
      // Refused before the requirement is read (the brand's missing Metricool id): recorded when it is one of this kind.
      const requirement = await this.requirements.get(key.brandId, key.requirementId).catch(() => null);
      if (requirement !== null && requirementKind(requirement.title) === REQUIREMENT_KIND[kind]) {
        await this.note(actor, kind, requirement, unsent(error));
      }
      throw error;
    }
    const requirement = await readRequirement(this.requirements, key, guard, Messages.carousel.requirementNotFound);
    if (requirementKind(requirement.title) !== REQUIREMENT_KIND[kind]) {
      throw new DomainError('validation', m.wrongContentKind, { kind, title: requirement.title });
    }
    let answer: Sent;
    try {
      answer = await this.checkAndSend(actor, kind, key, { brand, query }, requirement);
    } catch (error) {
      await this.note(actor, kind, requirement, unsent(error));
      throw error;
    }
    const { override, ...answered } = answer;
    await this.note(actor, kind, requirement, {
      outcome: answered.status,
      postId: answered.postId,
      sandbox: answered.sandbox,
      reasons: [],
      status: null,
      ...(override === undefined ? {} : { override }),
    });
    return answered;
  }

  /**
   * The send record of this call (docs/product.md, "Envíos"). A failure to record is logged and
   * changes nothing of the answer: a sent post stays sent, a refusal or failure answers as it was.
   */
  private async note(actor: Actor, kind: ContentKind, requirement: Requirement, result: SendResult): Promise<void> {
    const entry: NewSendRecord = {
      brandId: requirement.brandId,
      requirementId: requirement.id,
      title: requirement.title,
      kind,
      networks: [...new Set(requirement.selectedSocialNetwork)],
      ...result,
      at: this.clock.now(),
      by: { uid: actor.uid, email: actor.email },
    };
    await this.sends.record(entry).catch((cause: unknown) => {
      const { brandId, requirementId, outcome } = entry;
      this.logger.error(m.recordFailedLog, { route: `schedule-${kind}`, brandId, requirementId, outcome, cause });
    });
  }

  /** The pre-flight, the media check, the claim and the send of a requirement of the kind scheduled. */
  private async checkAndSend(
    actor: Actor,
    kind: ContentKind,
    key: SchedulingKey,
    { brand, query }: { readonly brand: Brand; readonly query: SchedulerQuery },
    requirement: Requirement,
  ): Promise<Sent> {
    const started = this.clock.now();
    const linkedIn = requirement.selectedSocialNetwork.includes('LinkedIn')
      ? await guard(() => this.linkedInConnections.get(actor.uid))
      : null;
    const problems = schedulingProblems({ kind, brand, requirement, now: started, linkedIn });
    if (problems.length > 0) throw new DomainError('validation', m.preflightRefused, { problems });
    const override = overrideFor(brand, requirement, key.overrideReason);
    const folders = mediaFoldersOf(kind, { brandId: requirement.brandId, requirementId: requirement.id });
    for (const { field, url } of mediaFieldsOf(kind, requirement)) {
      await guard(() => requireStoredUrlIn(this.storedMedia, field, url, folders));
    }

    const post = draftPostOf(kind, requirement, started);
    const digest = await guard(() => this.digester.digest(schedulingDigestText(post)));
    const claim = await guard(() => this.ledger.claim(key.brandId, key.requirementId, digest, started));
    const line = { route: `schedule-${kind}`, brandId: key.brandId, requirementId: key.requirementId, uid: actor.uid };
    if (claim.kind === 'already-sent') {
      this.logger.info(m.alreadySentLog, { ...line, postId: claim.sent.postId, sandbox: claim.sent.sandbox });
      const { postId, sentAt, sandbox } = claim.sent;
      return { status: 'already-sent', postId, sentAt, message: m.alreadySent, sandbox };
    }
    if (claim.kind === 'in-flight') throw new DomainError('conflict', m.sendInFlight, { ...key });

    try {
      const sent = await this.send(actor, kind, query, post, requirement, digest, override);
      const latencyMs = this.clock.now().getTime() - started.getTime();
      this.logger.info(m.sentLog, { ...line, postId: sent.postId, sandbox: sent.sandbox, latencyMs });
      return override === null ? sent : { ...sent, override };
    } catch (error) {
      const latencyMs = this.clock.now().getTime() - started.getTime();
      this.logger.error(m.sendFailedLog, { ...line, sandbox: this.target.sandbox, latencyMs, cause: error });
      // The claim goes, so the same content may be sent again; the failure itself is what the caller sees.
      await this.ledger.release(key.brandId, key.requirementId, digest).catch((cause: unknown) => {
        this.logger.error(m.sendFailedLog, { ...line, stage: 'release', cause });
      });
      throw error;
    }
  }

  /**
   * 'Mejor momento' (docs/product.md, "Scheduling (Metricool)", "Best time and first comment"), gated as
   * sending is: for each network asked (each once, in the order asked), the next best slot from
   * Metricool's best times for the brand's blog, or null for a network Metricool scores no hour on
   * (Threads, Pinterest) or that is not one of the brand's. An invalid or refused answer proposes
   * nothing: the call fails with its Spanish text.
   */
  async bestTimes(caller: VerifiedCaller, request: BestTimesRequest): Promise<BestTimesAnswer> {
    const actor = await this.sender(caller);
    const brand = await readVisibleBrand(this.brands, actor, request.brandId, guard, Messages.carousel.brandNotFound);
    const query = draftPostQuery(brand, this.settings.schedulerUserId);
    const enabled = new Set((brand.socialNetworks ?? []).map(toSocialNetwork));
    const now = this.clock.now();
    const window = bestTimeWindow(now);
    const reading = failingWith({ fallback: m.bestTimesFailed });
    const proposals = await Promise.all(
      [...new Set(request.networks)].map(async (network): Promise<BestTimeProposal> => {
        if (!hasBestTime(network) || !enabled.has(network)) return { network, at: null };
        const entries = await reading(() => this.client.bestTimes(SCHEDULER_NETWORKS[network], window, query));
        return { network, at: nextBestSlot(entries, now) };
      }),
    );
    return { proposals, sandbox: this.target.sandbox };
  }

  /** The caller, active and holding CARROUSEL_SENDTOMETRICS. */
  private async sender(caller: VerifiedCaller): Promise<Actor> {
    const { users, roles, permissionConfig, logger } = this;
    const actor = await activeCaller({ users, roles, permissionConfig, logger }, caller);
    if (!can(actor, 'CARROUSEL_SENDTOMETRICS')) {
      throw new DomainError('forbidden', Messages.access.forbidden, { uid: actor.uid });
    }
    return actor;
  }

  /** Media normalised by Metricool, the draft created, then recorded on the requirement. */
  private async send(
    actor: Actor,
    kind: ContentKind,
    query: SchedulerQuery,
    post: DraftPost,
    requirement: Requirement,
    digest: string,
    override: GuardOverride | null,
  ): Promise<ScheduleAnswer> {
    const media = await sending(() => Promise.all(post.media.map((url) => this.client.normalizeMediaUrl(url, query))));
    const created = await sending(() => this.client.createDraft(query, { ...post, media }));
    const sentAt = this.clock.now();
    const { sandbox } = this.target;
    await guard(() =>
      this.ledger.record(requirement.brandId, requirement.id, {
        postId: created.postId,
        sentAt,
        digest,
        kind,
        networks: [...new Set(requirement.selectedSocialNetwork)],
        by: { uid: actor.uid, email: actor.email },
        sandbox,
        ...(override === null ? {} : { override }),
      }),
    );
    return { status: 'sent', postId: created.postId, sentAt, message: Messages.success.sentToScheduling, sandbox };
  }
}
