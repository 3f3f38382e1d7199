import { BrandGuardUseCases } from '../use-cases/brand-guard.js';
import type { RequirementKey } from '../use-cases/content-access.js';
import { bodyFields, readKey } from './body.js';
import { command, type CommandGroup } from './command.js';

/** {brandId, requirementId}: nothing else of the body is read. */
const parseKey = (body: unknown): RequirementKey => readKey(bodyFields(body));

/**
 * The guard function's commands (docs/product.md, "Revisión de marca"), by action name: a requirement's texts
 * scored against the brand (two model calls, alignment and claims; the answer is the requirement as stored).
 */
export const GUARD_COMMANDS = {
  score: command({
    useCase: BrandGuardUseCases,
    parse: parseKey,
    run: (guard, actor, key) => guard.score(actor, key),
    model: true,
  }),
} as const satisfies CommandGroup;
