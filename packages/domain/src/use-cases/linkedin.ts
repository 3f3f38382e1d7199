import type { Brand } from '../brands/brand.js';
import type { LinkedInCallbackOutcome, LinkedInCallbackProblem } from '../linkedin/connection.js';
import { Messages } from '../messages.js';
import { can, type Actor } from '../permissions/actor.js';
import type { VerifiedCaller } from '../ports/auth-accounts.js';
import {
  LINKEDIN_STATE_TTL_MS,
  type LinkedInAuthStates,
  type LinkedInClient,
  type LinkedInConnectionStore,
  type LinkedInImage,
  type LinkedInTokenVault,
  type RandomTokens,
} from '../ports/linkedin-oauth.js';
import type { Logger } from '../ports/logger.js';
import type {
  BrandRepository,
  PermissionConfigRepository,
  RoleRepository,
  UserRepository,
} from '../ports/repositories.js';
import type { StoredMediaReader } from '../ports/stored-media.js';
import { characterCount, LINKEDIN_TEXT_MAX } from '../scheduling/network-limits.js';
import type { Clock } from '../shared/clock.js';
import { DomainError, isDomainError } from '../shared/errors.js';
import { activeCaller } from './active-caller.js';
import { readVisibleBrand } from './content-access.js';
import { failingWith } from './or-fail.js';

const m = Messages.linkedin;
const guard = failingWith(Messages.endpoints.internal);

/** An image posted to LinkedIn is read whole; LinkedIn's Images API takes files this size comfortably. */
export const LINKEDIN_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** The brand's folders a LinkedIn image may come from (docs/product.md, "Uploads and storage paths"). */
const imageFolders = (brandId: string): readonly string[] => [
  `img_carrousels/${brandId}/`,
  `video_blogs/${brandId}/`,
  `keyVisuals/${brandId}/`,
];

const STATE_PROBLEMS = {
  unknown: 'unknown-state',
  used: 'used-state',
  expired: 'expired-state',
} as const satisfies Record<string, LinkedInCallbackProblem>;

/** What publish takes: the brand (its organization posts), the text, and optionally an image of the brand's files. */
export interface LinkedInPublishRequest {
  readonly brandId: string;
  readonly text: string;
  readonly imageUrl?: string;
}

/**
 * The server behind the `linkedin` function (docs/product.md, "LinkedIn"): the
 * authorization code flow with a single-use state, the tokens kept in a server-only
 * collection (linkedinTokens/{uid}), the console told only connected / expiry /
 * organization (users/{uid}/linkedin/default), disconnect and organization posts.
 */
export class LinkedInUseCases {
  constructor(
    private readonly users: UserRepository,
    private readonly roles: RoleRepository,
    private readonly permissionConfig: PermissionConfigRepository,
    private readonly brands: BrandRepository,
    private readonly states: LinkedInAuthStates,
    private readonly vault: LinkedInTokenVault,
    private readonly connections: LinkedInConnectionStore,
    private readonly client: LinkedInClient,
    private readonly media: StoredMediaReader,
    private readonly random: RandomTokens,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /**
   * POST auth: a SOCIAL_MEDIA user who can see the brand, whose LinkedIn organization id is
   * saved, gets the authorization URL with a fresh single-use state (10 minutes).
   */
  async beginAuthorization(caller: VerifiedCaller, brandId: string): Promise<{ url: string; sandbox: boolean }> {
    const actor = await this.socialMediaActor(caller);
    const { brand, organizationId } = await this.organizationBrand(actor, brandId);
    const state = this.random.next();
    const createdAt = this.clock.now();
    const expiresAt = new Date(createdAt.getTime() + LINKEDIN_STATE_TTL_MS);
    await guard(() =>
      this.states.save({ state, uid: actor.uid, brandId: brand.id, organizationId, createdAt, expiresAt }),
    );
    this.logger.info(m.authorizationStarted, { uid: actor.uid, brandId: brand.id, sandbox: this.client.sandbox });
    return { url: this.client.authorizationUrl(state), sandbox: this.client.sandbox };
  }

  /**
   * GET callback: the state must be given, known, unused and unexpired (it is spent either
   * way); LinkedIn's error (the user cancelled) or a failed code exchange refuse; otherwise
   * the tokens go to the vault and the console's document says connected. Refusals are
   * answered, not thrown: the function turns them into a redirect.
   */
  async completeAuthorization(query: {
    readonly code?: string;
    readonly state?: string;
    readonly error?: string;
  }): Promise<LinkedInCallbackOutcome> {
    const refuse = (problem: LinkedInCallbackProblem, details: object = {}): LinkedInCallbackOutcome => {
      this.logger.warn(m.callbackRefused, { problem, ...details });
      return { outcome: 'refused', problem };
    };
    const state = query.state?.trim() ?? '';
    if (state === '') return refuse('missing-state');
    const now = this.clock.now();
    const consumed = await guard(() => this.states.consume(state, now));
    if (consumed.kind !== 'valid') return refuse(STATE_PROBLEMS[consumed.kind]);
    const { uid, brandId, organizationId } = consumed.state;
    if ((query.error ?? '').trim() !== '') return refuse('cancelled', { uid, error: query.error });
    const code = query.code?.trim() ?? '';
    if (code === '') return refuse('exchange-failed', { uid, reason: 'no code' });

    let grant;
    try {
      grant = await this.client.exchangeCode(code);
    } catch (error) {
      return refuse('exchange-failed', { uid, cause: error });
    }
    const connectedAt = this.clock.now();
    const after = (seconds: number | undefined): Date | null =>
      seconds === undefined ? null : new Date(connectedAt.getTime() + seconds * 1000);
    const expiresAt = after(grant.expiresInSeconds) ?? connectedAt;
    await guard(() =>
      this.vault.save(uid, {
        accessToken: grant.accessToken,
        expiresAt,
        refreshToken: grant.refreshToken ?? null,
        refreshTokenExpiresAt: after(grant.refreshTokenExpiresInSeconds),
        scopes: grant.scopes,
        organizationId,
        brandId,
        connectedAt,
      }),
    );
    await guard(() =>
      this.connections.save(uid, {
        connected: true,
        expiresAt,
        organizationId,
        brandId,
        connectedAt,
        sandbox: this.client.sandbox,
        refreshFailed: false,
      }),
    );
    this.logger.info(m.connectedLog, { uid, brandId, organizationId, expiresAt, sandbox: this.client.sandbox });
    return { outcome: 'connected', brandId };
  }

  /** POST disconnect: the token revoked at LinkedIn when possible, then the tokens and the status removed. */
  async disconnect(caller: VerifiedCaller): Promise<string> {
    const actor = await this.socialMediaActor(caller);
    const tokens = await guard(() => this.vault.get(actor.uid));
    if (tokens !== null) {
      try {
        await this.client.revoke(tokens.accessToken);
      } catch (cause) {
        this.logger.warn(m.revokeFailed, { uid: actor.uid, cause });
      }
    }
    await guard(() => this.vault.remove(actor.uid));
    await guard(() => this.connections.remove(actor.uid));
    this.logger.info(m.disconnectedLog, { uid: actor.uid });
    return m.disconnected;
  }

  /**
   * POST publish: a post of the brand's organization with the caller's stored, unexpired
   * token; text of 1 to 3,000 characters; an optional image, which must be a file of this
   * project's bucket in the brand's folders.
   */
  async publish(
    caller: VerifiedCaller,
    request: LinkedInPublishRequest,
  ): Promise<{ postUrn: string; sandbox: boolean }> {
    const actor = await this.socialMediaActor(caller);
    const { brand, organizationId } = await this.organizationBrand(actor, request.brandId);
    const tokens = await guard(() => this.vault.get(actor.uid));
    if (tokens === null || tokens.expiresAt.getTime() <= this.clock.now().getTime()) {
      throw new DomainError('validation', m.notConnected, { uid: actor.uid });
    }
    const text = request.text.trim();
    if (text === '') throw new DomainError('validation', m.publishTextRequired);
    if (characterCount(text) > LINKEDIN_TEXT_MAX) {
      throw new DomainError('validation', m.publishTextTooLong(LINKEDIN_TEXT_MAX));
    }
    const imageUrl = request.imageUrl?.trim() ?? '';
    const image = imageUrl === '' ? undefined : await this.brandImage(brand.id, imageUrl);
    const started = this.clock.now().getTime();
    const { postUrn } = await failingWith({ fallback: Messages.endpoints.internal })(() =>
      this.client.publish({ accessToken: tokens.accessToken, organizationId, text, ...(image ? { image } : {}) }),
    );
    this.logger.info(m.publishedLog, {
      uid: actor.uid,
      brandId: brand.id,
      postUrn,
      sandbox: this.client.sandbox,
      latencyMs: this.clock.now().getTime() - started,
    });
    return { postUrn, sandbox: this.client.sandbox };
  }

  private async socialMediaActor(caller: VerifiedCaller): Promise<Actor> {
    const { users, roles, permissionConfig, logger } = this;
    const actor = await activeCaller({ users, roles, permissionConfig, logger }, caller);
    if (!can(actor, 'SOCIAL_MEDIA')) throw new DomainError('forbidden', Messages.access.forbidden, { uid: actor.uid });
    return actor;
  }

  private async organizationBrand(actor: Actor, brandId: string): Promise<{ brand: Brand; organizationId: string }> {
    const brand = await readVisibleBrand(this.brands, actor, brandId, guard, Messages.carousel.brandNotFound);
    const organizationId = brand.linkedinOrganizationId?.trim() ?? '';
    if (organizationId === '') throw new DomainError('validation', m.organizationIdRequired, { brandId });
    return { brand, organizationId };
  }

  /** The image's bytes, when it is an image of this project's bucket under the brand's folders. */
  private async brandImage(brandId: string, url: string): Promise<LinkedInImage> {
    const object = await guard(() => this.media.locate(url)).catch((error: unknown) => {
      if (isDomainError(error) && error.kind === 'validation') {
        throw new DomainError('validation', m.publishImageOutsideBrand, { cause: error });
      }
      throw error;
    });
    if (!imageFolders(brandId).some((folder) => object.path.startsWith(folder))) {
      throw new DomainError('validation', m.publishImageOutsideBrand, { path: object.path });
    }
    const { bytes, contentType } = await guard(() => this.media.read(url, LINKEDIN_IMAGE_MAX_BYTES));
    if (!contentType.startsWith('image/') || contentType === 'image/svg+xml') {
      throw new DomainError('validation', m.publishImageNotImage, { contentType });
    }
    return { bytes, contentType };
  }
}
