import { AsyncLocalStorage } from 'node:async_hooks';
import type { PortBinding } from '@estudio/adapters';
import { AI_MODEL_PORTS, type AiCallQuota } from '@estudio/domain/content';
import { DomainError, isDomainError, type Clock, type Logger } from '@estudio/domain/shared';
import { FunctionTexts } from '../texts.js';

/*
 * The AI quota, spent where a model is called (docs/product.md, "Content commands"): every port
 * of AI_MODEL_PORTS bound in the content container is wrapped in one decorator that, before
 * forwarding a call, takes a unit of the current caller's per-minute quota (429 with Retry-After
 * when it is spent) and then logs the call's latency. The caller is the person whose command is
 * running: the router sets it around the command's dispatch (ModelCallers, over Node's
 * AsyncLocalStorage), so a command refused by its own checks (no key, a hidden brand, a bad
 * input) never reaches a model and spends nothing, and a command that calls two models spends
 * two units. The decorator knows no operation by name: it meters whatever method is called.
 */

const texts = FunctionTexts.aiEndpoint;

/** Whom a model call is made for. */
export interface ModelCaller {
  readonly uid: string;
}

/** The caller of the command running in this asynchronous context. */
export class ModelCallers {
  private readonly storage = new AsyncLocalStorage<ModelCaller>();

  /** Runs `work` (and everything it awaits) as made for `caller`. */
  run<T>(caller: ModelCaller, work: () => Promise<T>): Promise<T> {
    return this.storage.run(caller, work);
  }

  /** The caller of the running command; undefined outside one. */
  current(): ModelCaller | undefined {
    return this.storage.getStore();
  }
}

/**
 * A model (or its adapter) failed: the failure as it was, marked as the model's. A use case
 * turns it into its own message (the user sees 'Error al generar la sugerencia.', say), and the
 * router still answers 502, not 500, since the fault is the model's (isModelFailure).
 */
export class ModelCallFailed extends Error {
  override readonly name = 'ModelCallFailed';

  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

const detailsOf = (error: DomainError): Readonly<Record<string, unknown>> =>
  typeof error.details === 'object' && error.details !== null ? (error.details as Record<string, unknown>) : {};

/**
 * A refusal that is the model's fault, a bad gateway (502): an answer the domain's parser
 * refused, or a failure of the model call, as the metered port marks it (ModelCallFailed, kept
 * as the cause of the use case's message) or a use case says (details.stage 'model').
 */
export const isModelFailure = (error: unknown): boolean => {
  if (!isDomainError(error)) return false;
  if (error.kind === 'invalid-ai-answer') return true;
  const details = detailsOf(error);
  return error.kind === 'upstream' && (details['stage'] === 'model' || details['cause'] instanceof ModelCallFailed);
};

export interface ModelMeterPorts {
  readonly quota: AiCallQuota;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly callers: ModelCallers;
}

/** One model call: a unit of the caller's quota first, then the call, timed and logged. */
const meteredCall = async (
  port: string,
  method: string,
  call: () => Promise<unknown>,
  { quota, clock, logger, callers }: ModelMeterPorts,
): Promise<unknown> => {
  const caller = callers.current();
  // Only a command calls a model, and the router always names its caller.
  if (caller === undefined) throw new Error(`${port}.${method} was called outside a content command`);
  const decision = await quota.take(caller.uid, clock.now());
  if (!decision.allowed) {
    throw new DomainError('rate-limited', texts.rateLimited(decision.retryAfterSeconds), {
      retryAfterSeconds: decision.retryAfterSeconds,
      uid: caller.uid,
    });
  }
  const started = clock.now().getTime();
  const line = () => ({ port, call: method, uid: caller.uid, latencyMs: clock.now().getTime() - started });
  try {
    const answer = await call();
    logger.info(texts.called, line());
    return answer;
  } catch (error) {
    logger.error(texts.failedCall, { ...line(), cause: error });
    throw isDomainError(error) ? error : new ModelCallFailed(error);
  }
};

/** `adapter` with each of its methods metered; anything else it holds is read as it is. */
export const meteredModel = <T extends object>(adapter: T, port: string, ports: ModelMeterPorts): T =>
  new Proxy(adapter, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      const method = value as (...args: unknown[]) => Promise<unknown>;
      return (...args: unknown[]) => meteredCall(port, property, () => method.apply(target, args), ports);
    },
  });

const MODEL_PORTS: ReadonlySet<symbol> = new Set(AI_MODEL_PORTS);

/** 'DesignGuideGenerator' for the token Symbol.for('estudio.DesignGuideGenerator'). */
const portName = (port: symbol): string => (Symbol.keyFor(port) ?? String(port)).replace(/^estudio\./, '');

/** `bindings` with the adapter of every AI model port metered (the other ports as they are). */
export const meteringModels = (bindings: readonly PortBinding[], ports: ModelMeterPorts): PortBinding[] =>
  bindings.map((binding) =>
    MODEL_PORTS.has(binding.token)
      ? {
          ...binding,
          adapter: meteredModel(binding.adapter as object, portName(binding.token), ports),
        }
      : binding,
  );
