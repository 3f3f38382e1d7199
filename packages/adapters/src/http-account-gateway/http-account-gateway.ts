import { AccountRefused } from '@estudio/domain/accounts';
import type { AccountGateway, CreatedAccount, NewAccount, RoleAssignment } from '@estudio/domain/accounts';
import type { Logger } from '@estudio/domain/shared';
import { credentialHeaders, type RequestCredentials } from '../http-shared/request-credentials.js';

export type { RequestCredentials } from '../http-shared/request-credentials.js';

type Fetch = typeof fetch;

/** The answer every account endpoint gives, whatever its status: {success, uid?, passwordResetLink?, error?}. */
interface EndpointAnswer {
  readonly success: boolean;
  readonly uid?: unknown;
  readonly passwordResetLink?: unknown;
  readonly error?: unknown;
}

const isAnswer = (body: unknown): body is EndpointAnswer =>
  typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean';

/**
 * The account endpoints over HTTP: JSON POSTs with a bearer identity token and, when there
 * is one, an App Check token. If a token cannot be obtained the call still goes on (only
 * a warning is logged). The wire shape stays here: a body {success: false, error} (any
 * status) becomes an AccountRefused carrying `error` as its code; a reply without that
 * shape, or without the uid and password link a created user must have, is a failed call
 * (a plain Error).
 */
export class HttpAccountGateway implements AccountGateway {
  private readonly baseUrl: string;

  constructor(
    baseUrl: string,
    private readonly credentials: RequestCredentials,
    private readonly logger: Logger,
    private readonly fetchFn: Fetch = (input, init) => fetch(input, init),
  ) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
  }

  /** POST create-user {email, firstName, lastName, role}: the server sets the password and the role's label. */
  async createUser(account: NewAccount): Promise<CreatedAccount> {
    const { email, firstName, lastName, role } = account;
    const answer = await this.post('create-user', { email, firstName, lastName, role });
    if (typeof answer.uid !== 'string' || answer.uid === '') {
      throw new Error('create-user: the answer has no uid');
    }
    if (typeof answer.passwordResetLink !== 'string' || answer.passwordResetLink === '') {
      throw new Error('create-user: the answer has no passwordResetLink');
    }
    return { uid: answer.uid, passwordResetLink: answer.passwordResetLink };
  }

  /** POST update-user-role {uid, role}. */
  async updateUserRole({ uid, role }: RoleAssignment): Promise<void> {
    await this.post('update-user-role', { uid, role });
  }

  /** POST disable-user {uid}. */
  async disableUser(uid: string): Promise<void> {
    await this.post('disable-user', { uid });
  }

  /** POST enable-user {uid}. */
  async enableUser(uid: string): Promise<void> {
    await this.post('enable-user', { uid });
  }

  /** The successful answer of `route`; throws AccountRefused or, for a failed call, an Error. */
  private async post(route: string, body: object): Promise<EndpointAnswer> {
    const headers = await credentialHeaders(this.credentials, this.logger);
    const response = await this.fetchFn(`${this.baseUrl}/${route}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: reported below with the status
    }
    if (!isAnswer(parsed)) throw new Error(`${route}: HTTP ${response.status} ${text.slice(0, 200)}`);
    if (!parsed.success) {
      throw new AccountRefused(
        typeof parsed.error === 'string' && parsed.error !== '' ? parsed.error : `HTTP ${response.status}`,
      );
    }
    return parsed;
  }
}
