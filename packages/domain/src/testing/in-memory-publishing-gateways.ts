import { DomainError } from '../shared/errors.js';
import { Messages } from '../messages.js';
import { type ContentKind } from '../scheduling/types.js';
import { type LinkedInAuthorization, type LinkedInGateway } from '../ports/linkedin-oauth.js';
import { type LinkedInUseCases } from '../use-cases/linkedin.js';
import {
  type BestTimesAnswer,
  type BestTimesRequest,
  type ScheduleAnswer,
  type SchedulingGateway,
  type SchedulingKey,
} from '../ports/scheduling.js';
import { type SchedulingUseCases } from '../use-cases/scheduling.js';
import { type SchedulerHealthUseCases } from '../use-cases/scheduler-health.js';
import { type MetricoolHealth } from '../scheduling/connection-health.js';
import { type VerifiedCaller } from '../ports/auth-accounts.js';

/** Who the browser is signed in as (the twin of the ID token an HTTP gateway sends). */
export type CurrentCaller = () => VerifiedCaller | null;

const signedIn = (caller: CurrentCaller): VerifiedCaller => {
  const current = caller();
  if (current === null) throw new DomainError('forbidden', Messages.endpoints.missingIdToken);
  return { uid: current.uid, email: current.email };
};

/** The scheduler function in process: the browser's gateway calls the server use case as the signed-in user. */
export class InMemorySchedulingGateway implements SchedulingGateway {
  readonly calls: { readonly kind: ContentKind; readonly key: SchedulingKey }[] = [];

  constructor(
    private readonly service: SchedulingUseCases,
    private readonly health: SchedulerHealthUseCases,
    private readonly caller: CurrentCaller,
  ) {}

  async metricoolHealth(brandId: string): Promise<MetricoolHealth> {
    return this.health.metricool(signedIn(this.caller), brandId);
  }

  async schedule(kind: ContentKind, key: SchedulingKey): Promise<ScheduleAnswer> {
    this.calls.push({ kind, key: { ...key } });
    return this.service.schedule(signedIn(this.caller), kind, key);
  }

  async bestTimes(request: BestTimesRequest): Promise<BestTimesAnswer> {
    return this.service.bestTimes(signedIn(this.caller), request);
  }
}

/** The linkedin function in process (auth and disconnect), as the signed-in user. */
export class InMemoryLinkedInGateway implements LinkedInGateway {
  constructor(
    private readonly service: LinkedInUseCases,
    private readonly caller: CurrentCaller,
  ) {}

  async authorize(brandId: string): Promise<LinkedInAuthorization> {
    const { url, sandbox } = await this.service.beginAuthorization(signedIn(this.caller), brandId);
    return { url, sandbox };
  }

  async disconnect(): Promise<void> {
    await this.service.disconnect(signedIn(this.caller));
  }
}
