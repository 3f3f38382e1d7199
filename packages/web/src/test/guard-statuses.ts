import type { MemoryAdapters } from '@estudio/adapters';
import { guardTextDigest } from '@estudio/domain/content';
import type { Requirement } from '@estudio/domain/requirements';

/** Who scores and who changes the DNA in these tests (the demo's content manager). */
const BY = { uid: 'u-contenido', email: 'contenido@estudio.test' } as const;

/** A requirement of the brand by its title (the demo's titles are unique per brand). */
export const requirementTitled = async (
  adapters: MemoryAdapters,
  brandId: string,
  title: string,
): Promise<Requirement> => {
  const found = (await adapters.requirements.list(brandId)).find((requirement) => requirement.title === title);
  if (found === undefined) throw new Error(`No requirement titled ${title} in ${brandId}`);
  return found;
};

/**
 * Stores a brand review of the requirement's current texts, as guard/score does (through the
 * review's one writer, the brand guard's twin): passed or not, at `at`.
 */
export const storeGuardReview = async (
  adapters: MemoryAdapters,
  requirement: Requirement,
  passed: boolean,
  at: Date,
): Promise<void> =>
  adapters.brandGuard.record(requirement.brandId, requirement.id, {
    score: passed ? 86 : 58,
    passed,
    criteria: [],
    claims: [],
    findings: 0,
    blocking: 0,
    textDigest: guardTextDigest(requirement),
    at,
    by: BY,
  });

/** Marks the brand's unsent items as the DNA's save does when `changes` changed (the drift marker's twin). */
export const markGuardDrift = (
  adapters: MemoryAdapters,
  brandId: string,
  changes: readonly string[],
  at: Date,
): Promise<number> => adapters.brandGuard.mark(brandId, { changes, at, by: BY });
