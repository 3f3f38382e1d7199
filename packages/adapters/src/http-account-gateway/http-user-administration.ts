import type {
  CreateUserAnswer,
  CreateUserRequest,
  EndpointAnswer,
  Logger,
  UpdateUserRoleRequest,
  AccountGateway,
} from '@estudio/domain';

/** Where a browser call gets its identity and App Check tokens (null when there is none). */
export interface RequestCredentials {
  idToken(): Promise<string | null>;
  appCheckToken(): Promise<string | null>;
}

type Fetch = typeof fetch;

const isAnswer = (body: unknown): body is { success: boolean; uid?: unknown; error?: unknown } =>
  typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean';

/**
 * The user-administration endpoints over HTTP (spec 000 section 7): JSON POSTs with a
 * bearer identity token and, when there is one, an App Check token. If a token cannot be
 * obtained the call still goes on (only a warning is logged). Any answer with the
 * documented shape is returned as it is, whatever its status, so the console shows the
 * server's error; anything else is a failure of the call.
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

  async createUser(request: CreateUserRequest): Promise<CreateUserAnswer> {
    const answer = await this.post('create-user', request);
    const uid = typeof answer.uid === 'string' ? answer.uid : undefined;
    return { ...this.endpointAnswer(answer), ...(uid === undefined ? {} : { uid }) };
  }

  async updateUserRole(request: UpdateUserRoleRequest): Promise<EndpointAnswer> {
    return this.endpointAnswer(await this.post('update-user-role', request));
  }

  async disableUser(uid: string): Promise<EndpointAnswer> {
    return this.endpointAnswer(await this.post('disable-user', { uid }));
  }

  async enableUser(uid: string): Promise<EndpointAnswer> {
    return this.endpointAnswer(await this.post('enable-user', { uid }));
  }

  private endpointAnswer(answer: { success: boolean; error?: unknown }): EndpointAnswer {
    return typeof answer.error === 'string' ? { success: answer.success, error: answer.error } : { success: answer.success };
  }

  private async token(which: 'idToken' | 'appCheckToken'): Promise<string | null> {
    try {
      return await this.credentials[which]();
    } catch (error) {
      this.logger.warn(`No se pudo obtener el token (${which}); la llamada continúa sin él.`, { cause: error });
      return null;
    }
  }

  private async post(route: string, body: object): Promise<{ success: boolean; uid?: unknown; error?: unknown }> {
    const [idToken, appCheckToken] = await Promise.all([this.token('idToken'), this.token('appCheckToken')]);
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (idToken !== null) headers['Authorization'] = `Bearer ${idToken}`;
    if (appCheckToken !== null) headers['X-Firebase-AppCheck'] = appCheckToken;

    const response = await this.fetchFn(`${this.baseUrl}/${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: reported below with the status
    }
    if (isAnswer(parsed)) return parsed;
    throw new Error(`${route}: HTTP ${response.status} ${text.slice(0, 200)}`);
  }
}
