import { containsIgnoringCase } from '../shared/text.js';
import type { Requirement, RequirementStatus } from './requirement.js';
import { isFinished } from './requirement-status.js';

/** Which of the two requirement lists: Requerimientos (active) or Finalizados. */
export type RequirementListKind = 'active' | 'finished';

/** The quick filters of the requirement lists (docs/product.md, "Requirements"). */
export interface RequirementFilters {
  /** Text, case-insensitive contains. */
  readonly title: string;
  readonly brand: string;
  /** Contained in the number written in decimal. */
  readonly number: string;
  readonly createdBy: string;
  /** Exact; '' means any. The finished list ignores it. */
  readonly status: RequirementStatus | '';
  /** Exact e-mail; '' means any. */
  readonly assignedTo: string;
}

export type RequirementFilterKey = keyof RequirementFilters;

export const EMPTY_FILTERS: RequirementFilters = {
  title: '',
  brand: '',
  number: '',
  createdBy: '',
  status: '',
  assignedTo: '',
};

/** The finished list has no status filter. */
export const FILTER_KEYS: Readonly<Record<RequirementListKind, readonly RequirementFilterKey[]>> = {
  active: ['title', 'brand', 'number', 'createdBy', 'status', 'assignedTo'],
  finished: ['title', 'brand', 'number', 'createdBy', 'assignedTo'],
};

const exactOrAny = (value: string, wanted: string): boolean => wanted === '' || value === wanted;

/** Whether one requirement passes the filters that apply to the given list. */
export const matchesFilters = (
  requirement: Requirement,
  filters: RequirementFilters,
  kind: RequirementListKind = 'active',
): boolean =>
  containsIgnoringCase(requirement.title, filters.title) &&
  containsIgnoringCase(requirement.brand, filters.brand) &&
  containsIgnoringCase(String(requirement.number), filters.number) &&
  containsIgnoringCase(requirement.createdBy, filters.createdBy) &&
  (kind === 'finished' || exactOrAny(requirement.status, filters.status)) &&
  exactOrAny(requirement.assignedTo, filters.assignedTo);

/** A value as the text filters search it (containsIgnoringCase): lower-cased, missing as ''. */
export const searchTextOf = (value: string | undefined): string => (value ?? '').toLowerCase();

/** A typed query as the text filters use it (containsIgnoringCase): '' matches everything. */
export const searchNeedleOf = (query: string): string => query.trim().toLowerCase();

/** The filters of one list read once: text queries as needles, the status only where it applies. */
export interface CompiledFilters {
  readonly title: string;
  readonly brand: string;
  readonly number: string;
  readonly createdBy: string;
  /** '' when any (always on the finished list). */
  readonly status: string;
  readonly assignedTo: string;
}

export const compileFilters = (filters: RequirementFilters, kind: RequirementListKind): CompiledFilters => ({
  title: searchNeedleOf(filters.title),
  brand: searchNeedleOf(filters.brand),
  number: searchNeedleOf(filters.number),
  createdBy: searchNeedleOf(filters.createdBy),
  status: kind === 'finished' ? '' : filters.status,
  assignedTo: filters.assignedTo,
});

const found = (value: string | undefined, needle: string): boolean =>
  needle === '' || searchTextOf(value).includes(needle);

/** Keeps the order of the input. The same rows as matchesFilters, each query read once. */
export const filterRequirements = (
  requirements: readonly Requirement[],
  filters: RequirementFilters,
  kind: RequirementListKind = 'active',
): Requirement[] => {
  const f = compileFilters(filters, kind);
  return requirements.filter(
    (r) =>
      found(r.title, f.title) &&
      found(r.brand, f.brand) &&
      (f.number === '' || found(String(r.number), f.number)) &&
      found(r.createdBy, f.createdBy) &&
      exactOrAny(r.status, f.status) &&
      exactOrAny(r.assignedTo, f.assignedTo),
  );
};

/** Active: every status but Finalizado; finished: only Finalizado. */
export const belongsToList = (requirement: Requirement, kind: RequirementListKind): boolean =>
  isFinished(requirement) === (kind === 'finished');

export const splitByList = (
  requirements: readonly Requirement[],
): { readonly active: Requirement[]; readonly finished: Requirement[] } => ({
  active: requirements.filter((r) => belongsToList(r, 'active')),
  finished: requirements.filter((r) => belongsToList(r, 'finished')),
});
