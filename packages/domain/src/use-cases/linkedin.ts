import type { Brand } from '../brands/brand.js';
import type { LinkedInCallbackOutcome, LinkedInCallbackProblem, LinkedInConnection } from '../linkedin/connection.js';
import { Messages } from '../messages.js';
import { can, type Actor } from '../permissions/actor.js';
import type { VerifiedCaller } from '../ports/auth-accounts.js';
import {
  LINKEDIN_REFRESH_WINDOW_MS,
  LINKEDIN_STATE_TTL_MS,
  type LinkedInAuthStates,
  type LinkedInClient,
  type LinkedInConnectionStore,
  type LinkedInImage,
  type LinkedInTokenVault,
  type LinkedInTokenGrant,
  type RandomTokens,
  type StoredLinkedInLink,
  type StoredLinkedInTokens,
} from '../ports/linkedin-oauth.js';
import type { ContentDigester } from '../ports/scheduling.js';
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

/** What auth answers the function: the URL and the nonce it puts in the browser's cookie (never in the body). */
export interface LinkedInAuthorizationStart {
  readonly url: string;
  readonly sandbox: boolean;
  readonly nonce: string;
}

/** What the scheduled refresh did: the users renewed and those who must connect again. */
export interface LinkedInRefreshReport {
  readonly refreshed: readonly string[];
  readonly failed: readonly string[];
}

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
    private readonly digester: ContentDigester,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /**
   * POST auth: a SOCIAL_MEDIA user who can see the brand, whose LinkedIn organization id is
   * saved, gets the authorization URL with a fresh single-use state (10 minutes), and a
   * nonce for the browser's cookie: the state keeps only the nonce's digest.
   */
  async beginAuthorization(caller: VerifiedCaller, brandId: string): Promise<LinkedInAuthorizationStart> {
    const actor = await this.socialMediaActor(caller);
    const { brand, organizationId } = await this.organizationBrand(actor, brandId);
    const state = this.random.next();
    const nonce = this.random.next();
    const nonceHash = await guard(() => this.digester.digest(nonce));
    const createdAt = this.clock.now();
    const expiresAt = new Date(createdAt.getTime() + LINKEDIN_STATE_TTL_MS);
    await guard(() =>
      this.states.save({ state, nonceHash, uid: actor.uid, brandId: brand.id, organizationId, createdAt, expiresAt }),
    );
    this.logger.info(m.authorizationStarted, { uid: actor.uid, brandId: brand.id, sandbox: this.client.sandbox });
    return { url: this.client.authorizationUrl(state), sandbox: this.client.sandbox, nonce };
  }

  /**
   * GET callback: the state must be given, known, unused and unexpired (it is spent either
   * way), and the browser must hold its nonce (`browserNonce`, from the cookie auth set):
   * another browser's state, or an attacker's code sent with a victim's state, is refused
   * before any code is exchanged. LinkedIn's error (the user cancelled) or a failed code
   * exchange refuse; otherwise the tokens go to the vault and the console's document says
   * connected. Refusals are answered, not thrown: the function turns them into a redirect.
   */
  async completeAuthorization(
    query: {
      readonly code?: string;
      readonly state?: string;
      readonly error?: string;
    },
    browserNonce?: string,
  ): Promise<LinkedInCallbackOutcome> {
    const refuse = (problem: LinkedInCallbackProblem, details: object = {}): LinkedInCallbackOutcome => {
      this.logger.warn(m.callbackRefused, { problem, ...details });
      return { outcome: 'refused', problem };
    };
    const state = query.state?.trim() ?? '';
    if (state === '') return refuse('missing-state');
    const now = this.clock.now();
    const consumed = await guard(() => this.states.consume(state, now));
    if (consumed.kind !== 'valid') return refuse(STATE_PROBLEMS[consumed.kind]);
    const { uid, brandId, organizationId, nonceHash } = consumed.state;
    const nonce = browserNonce?.trim() ?? '';
    const held = nonce === '' ? '' : await guard(() => this.digester.digest(nonce));
    if (nonceHash === '' || held !== nonceHash) {
      return refuse('browser-mismatch', { uid, cookie: nonce === '' ? 'absent' : 'different' });
    }
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
    const tokens = this.grantedTokens(grant, connectedAt, { organizationId, brandId, connectedAt, refreshToken: null });
    await guard(() => this.vault.save(uid, tokens));
    await guard(() => this.connections.save(uid, this.connectionOf(tokens, false)));
    this.logger.info(m.connectedLog, {
      uid,
      brandId,
      organizationId,
      expiresAt: tokens.expiresAt,
      sandbox: this.client.sandbox,
    });
    return { outcome: 'connected', brandId };
  }

  /**
   * The scheduled refresh (docs/product.md, "LinkedIn"): every stored link whose access
   * token expires within 7 days is renewed with its refresh token (LinkedIn's refresh_token
   * grant); the vault keeps the new tokens and the console's document the new expiry with
   * refreshFailed false. A link with no refresh token, an expired one, or a refresh LinkedIn
   * refuses gets refreshFailed true (logged) and keeps its tokens: the user connects again.
   */
  async refreshExpiring(): Promise<LinkedInRefreshReport> {
    const now = this.clock.now();
    const links = await guard(() => this.vault.expiringBy(new Date(now.getTime() + LINKEDIN_REFRESH_WINDOW_MS)));
    const refreshed: string[] = [];
    const failed: string[] = [];
    for (const link of links) {
      const ok = await this.refreshOne(link, now);
      (ok ? refreshed : failed).push(link.uid);
    }
    this.logger.info(m.refreshSummaryLog, { refreshed: refreshed.length, failed: failed.length });
    return { refreshed, failed };
  }

  private async refreshOne({ uid, tokens }: StoredLinkedInLink, now: Date): Promise<boolean> {
    const fail = async (reason: string, cause?: unknown): Promise<false> => {
      this.logger.warn(m.refreshFailedLog, { uid, reason, expiresAt: tokens.expiresAt, ...(cause ? { cause } : {}) });
      await guard(() => this.connections.save(uid, this.connectionOf(tokens, true)));
      return false;
    };
    const refreshToken = tokens.refreshToken;
    if (refreshToken === null) return fail('no refresh token');
    if (tokens.refreshTokenExpiresAt !== null && tokens.refreshTokenExpiresAt.getTime() <= now.getTime()) {
      return fail('refresh token expired');
    }
    let grant: LinkedInTokenGrant;
    try {
      grant = await this.client.refresh(refreshToken);
    } catch (error) {
      return fail('refused', error);
    }
    const renewed = this.grantedTokens(grant, this.clock.now(), { ...tokens, refreshToken });
    await guard(() => this.vault.save(uid, renewed));
    await guard(() => this.connections.save(uid, this.connectionOf(renewed, false)));
    this.logger.info(m.refreshedLog, { uid, expiresAt: renewed.expiresAt });
    return true;
  }

  /**
   * The vault's record of a grant received at `at`: a refresh token LinkedIn did not send
   * again is kept (`previous.refreshToken`, with its expiry unknown unless it came anew).
   */
  private grantedTokens(
    grant: LinkedInTokenGrant,
    at: Date,
    previous: Pick<StoredLinkedInTokens, 'organizationId' | 'brandId' | 'connectedAt' | 'refreshToken'> &
      Partial<Pick<StoredLinkedInTokens, 'refreshTokenExpiresAt' | 'scopes'>>,
  ): StoredLinkedInTokens {
    const after = (seconds: number): Date => new Date(at.getTime() + seconds * 1000);
    const newRefresh = grant.refreshToken ?? null;
    return {
      accessToken: grant.accessToken,
      expiresAt: after(grant.expiresInSeconds),
      refreshToken: newRefresh ?? previous.refreshToken,
      refreshTokenExpiresAt:
        grant.refreshTokenExpiresInSeconds !== undefined
          ? after(grant.refreshTokenExpiresInSeconds)
          : newRefresh === null
            ? (previous.refreshTokenExpiresAt ?? null)
            : null,
      scopes: grant.scopes.length > 0 ? grant.scopes : (previous.scopes ?? []),
      organizationId: previous.organizationId,
      brandId: previous.brandId,
      connectedAt: previous.connectedAt,
    };
  }

  /** users/{uid}/linkedin/default for the stored tokens: no token, only what the console shows. */
  private connectionOf(tokens: StoredLinkedInTokens, refreshFailed: boolean): LinkedInConnection {
    return {
      connected: true,
      expiresAt: tokens.expiresAt,
      organizationId: tokens.organizationId,
      brandId: tokens.brandId,
      connectedAt: tokens.connectedAt,
      sandbox: this.client.sandbox,
      refreshFailed,
    };
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
