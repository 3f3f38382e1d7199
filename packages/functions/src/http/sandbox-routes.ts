import { type Logger } from '@estudio/domain/shared';
import { json, type SandboxContext, type SandboxRequest, type SandboxResponse } from './sandbox-http.js';
import * as linkedin from './sandbox-linkedin.js';
import * as metricool from './sandbox-metricool.js';
import { FunctionTexts } from '../texts.js';

/*
 * The `sandbox` function (README "Scheduling, LinkedIn and the local sandbox";
 * docs/product.md, "The sandbox endpoint"): the parts of Metricool and LinkedIn the adapters
 * call, for `npm start` and the emulator suites. It serves only in the Functions emulator on
 * a demo-* project (sandboxAllowed); anywhere else every request is refused, and main.ts does
 * not even export it.
 */

/** Whether the sandbox may serve (settings.ts, which the index reads too). */
export { sandboxAllowed } from '../settings.js';

type Handler = (
  request: SandboxRequest,
  context: SandboxContext,
  match: RegExpExecArray,
) => Promise<SandboxResponse> | SandboxResponse;

interface Route {
  readonly method: 'GET' | 'POST' | 'PUT';
  readonly path: RegExp;
  readonly handle: Handler;
}

/** Every route, by method and path (after the function's own URL). */
const ROUTES: readonly Route[] = [
  { method: 'GET', path: /^metricool\/api\/actions\/normalize\/image\/url$/, handle: metricool.normalizeMedia },
  { method: 'POST', path: /^metricool\/api\/v2\/scheduler\/posts$/, handle: metricool.createPost },
  {
    method: 'GET',
    path: /^metricool\/api\/v2\/scheduler\/besttimes\/([a-z]{1,32})$/,
    handle: (request, context, match) => metricool.bestTimes(request, context, match[1] ?? ''),
  },
  { method: 'GET', path: /^metricool\/posts$/, handle: (_request, context) => metricool.listPosts(context) },
  {
    method: 'GET',
    path: /^metricool\/api\/v2\/settings\/brands\/(\d{1,20})$/,
    handle: (request, context, match) => metricool.brand(request, context, match[1] ?? ''),
  },
  { method: 'GET', path: /^linkedin\/oauth\/v2\/authorization$/, handle: linkedin.authorizationPageOf },
  { method: 'POST', path: /^linkedin\/oauth\/v2\/authorization\/allow$/, handle: linkedin.allow },
  { method: 'POST', path: /^linkedin\/oauth\/v2\/authorization\/cancel$/, handle: linkedin.cancel },
  { method: 'POST', path: /^linkedin\/oauth\/v2\/accessToken$/, handle: linkedin.accessToken },
  { method: 'POST', path: /^linkedin\/oauth\/v2\/revoke$/, handle: linkedin.revoke },
  { method: 'POST', path: /^linkedin\/rest\/images$/, handle: linkedin.initializeUpload },
  {
    method: 'PUT',
    path: /^linkedin\/upload\/([A-Za-z0-9_-]{1,128})$/,
    handle: (request, context, match) => linkedin.upload(request, context, match[1] ?? ''),
  },
  { method: 'POST', path: /^linkedin\/rest\/posts$/, handle: linkedin.createPost },
  { method: 'GET', path: /^linkedin\/posts$/, handle: (_request, context) => linkedin.listPosts(context) },
];

export class SandboxRoutes {
  constructor(
    private readonly context: SandboxContext,
    private readonly logger: Logger,
    /** sandboxAllowed(process.env), read once at start-up. */
    private readonly allowed: boolean,
  ) {}

  async handle(request: SandboxRequest): Promise<SandboxResponse> {
    if (!this.allowed) return json(403, { message: FunctionTexts.sandbox.refusedOnRealProject });
    const path = request.path.replace(/^\/+|\/+$/g, '');
    const candidates = ROUTES.map((route) => ({ route, match: route.path.exec(path) })).filter(
      (candidate): candidate is { route: Route; match: RegExpExecArray } => candidate.match !== null,
    );
    if (candidates.length === 0) return json(404, { message: FunctionTexts.sandbox.unknownRoute });
    const found = candidates.find((candidate) => candidate.route.method === request.method);
    if (found === undefined) {
      const allowed = candidates.map((candidate) => candidate.route.method).join(', ');
      return json(405, { message: FunctionTexts.sandbox.methodNotAllowed(allowed) });
    }
    const response = await found.route.handle(request, this.context, found.match);
    this.logger.info('sandbox', { method: request.method, path, status: response.status });
    return response;
  }
}
