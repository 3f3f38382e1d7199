import type { LinkedInAuthState, LinkedInAuthStates, StateConsumption } from '../ports/linkedin-oauth.js';
import { copy } from './copy.js';
import { FailureHook } from './failure-hook.js';

export type LinkedInAuthStatesOperation = keyof LinkedInAuthStates & string;

/** linkedinAuthStates/{state}: saved by auth, spent once by the callback. */
export class InMemoryLinkedInAuthStates implements LinkedInAuthStates {
  private readonly states = new Map<string, { state: LinkedInAuthState; used: boolean }>();
  private readonly failures = new FailureHook<LinkedInAuthStatesOperation>('InMemoryLinkedInAuthStates');

  failNext(operation?: LinkedInAuthStatesOperation, error?: Error): void {
    this.failures.failNext(operation, error);
  }

  /** The stored state and whether it was spent, for tests. */
  find(state: string): { readonly state: LinkedInAuthState; readonly used: boolean } | null {
    return copy(this.states.get(state) ?? null);
  }

  async save(state: LinkedInAuthState): Promise<void> {
    this.failures.check('save');
    this.states.set(state.state, { state: copy(state), used: false });
  }

  async consume(state: string, now: Date): Promise<StateConsumption> {
    this.failures.check('consume');
    const stored = this.states.get(state);
    if (!stored) return { kind: 'unknown' };
    if (stored.used) return { kind: 'used' };
    stored.used = true;
    if (stored.state.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' };
    return { kind: 'valid', state: copy(stored.state) };
  }
}
