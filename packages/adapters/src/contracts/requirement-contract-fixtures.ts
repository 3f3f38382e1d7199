import { expect } from 'vitest';
import type { NewRequirement, Requirement, RequirementRepository } from '@estudio/domain/requirements';
import type { FinishedCursor, FinishedOrder, FinishedScope } from '@estudio/domain/shared';
import { aNewRequirement, sortedBy } from './fixtures.js';

// What the RequirementRepository contract's cases share: its brands, orderings and the
// finished requirements they page through.

export const BRAND = 'brand-aurora';
export const OTHER_BRAND = 'brand-brisa';
export const THIRD_BRAND = 'brand-cumbre';
export const byNumber = (requirements: readonly Requirement[]): Requirement[] =>
  sortedBy(requirements, (requirement) => String(requirement.number).padStart(6, '0'));
export const tags = (rows: readonly Requirement[]): string[] => rows.map((r) => `${r.brandId}#${r.number}`);

/** A day of January 2026 at noon: distinct, whole-millisecond creation dates. */
export const day = (n: number): Date => new Date(Date.UTC(2026, 0, n, 12, 0, 0));
export const finished = (brandId: string, number: number, overrides: Partial<NewRequirement> = {}): NewRequirement =>
  aNewRequirement(brandId, number, { status: 'Finalizado', createdAt: day(number), ...overrides });

/** Every page of the scope in the order, following the cursors; pages must end. */
export const allPages = async (
  repo: RequirementRepository,
  scope: FinishedScope,
  order: FinishedOrder,
  pageSize: number,
): Promise<Requirement[][]> => {
  const pages: Requirement[][] = [];
  let after: FinishedCursor | null = null;
  do {
    const page = await repo.pageFinished(scope, order, after, pageSize);
    pages.push(page.rows);
    after = page.next;
  } while (after !== null && pages.length < 20);
  expect(after).toBeNull();
  return pages;
};
