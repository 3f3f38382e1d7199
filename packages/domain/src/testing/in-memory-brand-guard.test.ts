import { describe, expect, it } from 'vitest';
import type { BrandReviewEntry } from '../guard/types.js';
import { createRequirement } from '../requirements/requirement.js';
import { InMemoryBrandGuard } from './in-memory-brand-guard.js';
import { InMemoryRequirementRepository } from './in-memory-requirement-repository.js';
import { InMemorySchedulingLedger } from './in-memory-scheduling-ledger.js';

const by = { uid: 'uid-eva', email: 'eva@estudio.example' };
const at = (minute: number) => new Date(Date.UTC(2026, 2, 10, 15, minute));
const piece = (id: string, number: number) =>
  createRequirement(id, {
    brandId: 'b1',
    brand: 'Marca',
    number,
    title: `Carrusel ${number} - T1`,
    createdBy: by.email,
  });
const entry = (score: number, minute: number): BrandReviewEntry => ({
  score,
  passed: score > 75,
  criteria: [],
  claims: [],
  findings: 0,
  blocking: 0,
  textDigest: 'd',
  at: at(minute),
  by,
});

const world = () => {
  const requirements = new InMemoryRequirementRepository([piece('r1', 1), piece('r2', 2)]);
  const ledger = new InMemorySchedulingLedger();
  return { requirements, ledger, guard: new InMemoryBrandGuard(requirements, ledger) };
};

describe('InMemoryBrandGuard', () => {
  it('records the review on the requirement, stamped, with the history newest first; a score is not an edit', async () => {
    const { requirements, guard } = world();
    const edited = (await requirements.get('b1', 'r1'))?.updatedAt;
    await guard.record('b1', 'r1', entry(80, 1));
    await guard.record('b1', 'r1', entry(60, 2));
    expect(await requirements.get('b1', 'r1')).toMatchObject({
      brandReview: entry(60, 2),
      updatedAt: edited,
      changedBy: { ...by, at: at(2) },
    });
    expect((await guard.list('b1', 'r1')).map((item) => item.score)).toEqual([60, 80]);
    expect(await guard.list('b1', 'r2')).toEqual([]);
    await expect(guard.record('b1', 'nada', entry(1, 1))).rejects.toThrow();
  });

  it('marks the unsent items (neither a scheduledPost nor a ledger record), merging a drift not yet reviewed', async () => {
    const { requirements, ledger, guard } = world();
    await ledger.record('b1', 'r2', {
      postId: 'p',
      sentAt: at(0),
      digest: 'x',
      kind: 'carousel',
      networks: [],
      by,
      sandbox: false,
    });
    expect(await guard.mark('b1', { changes: ['ADN: A'], at: at(1), by })).toBe(1);
    expect(await guard.mark('b1', { changes: ['ADN: B', 'ADN: A'], at: at(2), by })).toBe(1);
    expect((await requirements.get('b1', 'r1'))?.brandDrift).toEqual({ changes: ['ADN: A', 'ADN: B'], at: at(2), by });
    expect((await requirements.get('b1', 'r2'))?.brandDrift).toBeNull();

    await guard.record('b1', 'r1', entry(90, 3));
    await guard.mark('b1', { changes: ['Guía: C'], at: at(4), by });
    expect((await requirements.get('b1', 'r1'))?.brandDrift?.changes).toEqual(['Guía: C']);
  });

  it('fails the armed operation and writes nothing', async () => {
    const { requirements, guard } = world();
    guard.failNext('mark');
    await expect(guard.mark('b1', { changes: ['ADN: A'], at: at(1), by })).rejects.toThrow(/simulated failure/);
    expect((await requirements.get('b1', 'r1'))?.brandDrift).toBeNull();
  });
});
