import { type AssignableUser } from '@estudio/domain/accounts';
import { REQUIREMENT_STATUSES } from '@estudio/domain/requirements';
import type { FilterOption } from '../../shared/filter-options.js';
import { RequirementsTexts } from './requirements-texts.js';

/** Seleccione (any) and the four statuses, in workflow order. */
export const STATUS_FILTER_OPTIONS: readonly FilterOption[] = [
  { value: '', label: RequirementsTexts.selectPlaceholder },
  ...REQUIREMENT_STATUSES.map((status) => ({ value: status, label: status })),
];

/** Seleccione (any) and one option per assignable user, shown by full name or e-mail. */
export const assigneeFilterOptions = (users: readonly AssignableUser[]): FilterOption[] => [
  { value: '', label: RequirementsTexts.selectPlaceholder },
  ...users.map((user) => ({ value: user.email, label: user.label })),
];
