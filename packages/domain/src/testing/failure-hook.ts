/**
 * The one failure switch every twin shares: a test arms it, the next matching call throws
 * before touching any state, so a use-case test can prove that a failed operation wrote
 * nothing.
 */
export class FailureHook<Operation extends string> {
  private armed: { readonly operation: Operation | undefined; readonly error: Error }[] = [];

  constructor(private readonly twinName: string) {}

  /** Makes the next call of `operation` (of any operation when omitted) throw `error`. */
  failNext(operation?: Operation, error?: Error): void {
    this.armed.push({
      operation,
      error: error ?? new Error(`${this.twinName}: simulated failure of ${operation ?? 'the next call'}`),
    });
  }

  /** Throws the armed error when `operation` matches; each arming fires once. */
  check(operation: Operation): void {
    const index = this.armed.findIndex((entry) => entry.operation === undefined || entry.operation === operation);
    if (index < 0) return;
    const [entry] = this.armed.splice(index, 1);
    if (entry !== undefined) throw entry.error;
  }

  /** Disarms every pending failure. */
  reset(): void {
    this.armed = [];
  }
}
