import { AuthMessages } from '../messages-shell.js';
import type { Actor } from '../permissions/actor.js';
import { isPermissionCode } from '../permissions/catalogue.js';
import { actorFor } from '../permissions/resolve-permissions.js';
import { AuthFailure } from '../ports/authenticator.js';
import type { AuthIdentity, Authenticator } from '../ports/authenticator.js';
import type { Logger } from '../ports/logger.js';
import type { PermissionConfigRepository, RoleRepository, UserRepository } from '../ports/repositories.js';
import { canRequestPasswordReset, isSessionStale, validateLoginForm } from '../session/session-policy.js';
import type { Clock } from '../shared/clock.js';
import { DomainError, errorText } from '../shared/errors.js';
import { isActiveUser } from '../users/user.js';
import type { User, UserProfile } from '../users/user.js';
import { orFail } from './or-fail.js';

/** Who is signed in: the profile the screens show and the actor the use cases check. */
export interface Session {
  readonly profile: UserProfile;
  readonly actor: Actor;
}

/** The reset-password screen's answer: the exact text to show and whether it succeeded. */
export interface PasswordResetResult {
  readonly ok: boolean;
  readonly message: string;
}

/** Refusals of the sign-in service itself (as opposed to it being unreachable). */
const REFUSED_CODES = new Set(['invalid-credentials', 'user-disabled']);

/** Sign-in, the session and its permissions, sign-out and password reset (docs/product.md, "Access and session"). */
export class SessionUseCases {
  /**
   * The session a sign-in is building, by uid: the sign-in state change that follows it
   * reuses it instead of reading the same documents again (one build per sign-in).
   */
  private signingIn: Promise<{ readonly uid: string; readonly session: Promise<Session> } | null> | null = null;

  constructor(
    private readonly auth: Authenticator,
    private readonly users: UserRepository,
    private readonly roles: RoleRepository,
    private readonly permissionConfig: PermissionConfigRepository,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /**
   * Checks the terms first, then signs in. A disabled or unknown user is signed out again
   * and refused. The session is built before lastLoginAt is written, so a failed read
   * writes nothing; if anything after the sign-in fails, the user is signed out.
   */
  async signIn(email: string, password: string, termsAccepted: boolean): Promise<Session> {
    const formError = validateLoginForm({ termsAccepted });
    if (formError !== null) throw new DomainError('validation', formError);

    // The sign-in state change may arrive before the sign-in call answers: it waits for this.
    let announce: (started: { readonly uid: string; readonly session: Promise<Session> } | null) => void = () =>
      undefined;
    this.signingIn = new Promise((resolve) => {
      announce = resolve;
    });
    let identity: AuthIdentity;
    try {
      identity = await this.auth.signIn(email.trim(), password);
    } catch (error) {
      announce(null);
      const refused = error instanceof AuthFailure && REFUSED_CODES.has(error.code);
      throw new DomainError(refused ? 'forbidden' : 'upstream', AuthMessages.wrongCredentials, {
        cause: error,
      });
    }

    const session = this.startSession(identity.uid);
    announce({ uid: identity.uid, session });
    try {
      return await session;
    } catch (error) {
      await this.signOut();
      throw error;
    }
  }

  /** After the sign-in service accepted the credentials: the record, the session, lastLoginAt. */
  private async startSession(uid: string): Promise<Session> {
    const user = await orFail(AuthMessages.sessionLoad, () => this.users.get(uid));
    // A disabled account gets the same answer as wrong credentials: nothing to learn.
    if (user === null || !isActiveUser(user)) {
      throw new DomainError('forbidden', AuthMessages.wrongCredentials, { uid });
    }
    const at = this.clock.now();
    const session = await this.buildSession({ ...user, lastLoginAt: at });
    await orFail(AuthMessages.sessionLoad, () => this.users.recordLogin(user.uid, at));
    return session;
  }

  /**
   * The session for the identity the sign-in service reports, or null when there is none.
   * A stale token (expiring before the user's last sign-in), a missing user record or a
   * disabled user signs out and gives null. Read failures are refused with sessionLoad.
   */
  async loadSession(identity: AuthIdentity | null): Promise<Session | null> {
    if (identity === null) return null;
    const started = await this.signingIn;
    if (started?.uid === identity.uid) {
      // The sign-in of this very identity built (or is building) it; its failure signs out.
      return started.session.catch(() => null);
    }
    const user = await orFail(AuthMessages.sessionLoad, () => this.users.get(identity.uid));
    if (user === null || !isActiveUser(user) || isSessionStale(identity.tokenExpiresAt, user.lastLoginAt)) {
      await this.signOut();
      return null;
    }
    return this.buildSession(user);
  }

  /**
   * Follows the sign-in state: calls back with each new session (null when signed out).
   * A slower load never overrides a newer state. Load failures go to onError (or are logged).
   */
  onSessionChanged(
    listener: (session: Session | null) => void,
    onError: (error: DomainError) => void = (error) => this.logger.error(error.message, error.details),
  ): () => void {
    let latest = 0;
    return this.auth.onAuthStateChanged((identity) => {
      const turn = ++latest;
      orFail(AuthMessages.sessionLoad, () => this.loadSession(identity)).then(
        (session) => {
          if (turn === latest) listener(session);
        },
        (error: DomainError) => {
          if (turn !== latest) return;
          onError(error);
        },
      );
    });
  }

  /** Sign-out failures are only logged (docs/product.md, "Access and session"). */
  async signOut(): Promise<void> {
    this.signingIn = null;
    try {
      await this.auth.signOut();
    } catch (error) {
      this.logger.error(AuthMessages.signOutFailed, { cause: error });
    }
  }

  /** The success text, or 'Error al enviar el correo: ' followed by the reason. */
  async requestPasswordReset(email: string): Promise<PasswordResetResult> {
    if (!canRequestPasswordReset(email)) {
      return { ok: false, message: AuthMessages.resetFailedPrefix + AuthMessages.invalidEmail };
    }
    try {
      await this.auth.sendPasswordReset(email.trim());
      return { ok: true, message: AuthMessages.resetSent };
    } catch (error) {
      return { ok: false, message: AuthMessages.resetFailedPrefix + errorText(error) };
    }
  }

  /**
   * The role's codes resolved under config/permissions; a missing configuration is only
   * logged and the default applies. A role that no longer exists grants nothing.
   */
  private async buildSession(user: User): Promise<Session> {
    const [role, config] = await orFail(AuthMessages.sessionLoad, () =>
      Promise.all([user.role === '' ? Promise.resolve(null) : this.roles.get(user.role), this.permissionConfig.get()]),
    );
    if (config === null) this.logger.warn(AuthMessages.permissionsConfigMissing);
    const codes = role?.permissions ?? [];
    const { actor } = actorFor(user, codes, config);
    // Unknown codes still count for the configuration, but the profile lists known ones.
    return { profile: { ...user, permissions: codes.filter(isPermissionCode) }, actor };
  }
}
