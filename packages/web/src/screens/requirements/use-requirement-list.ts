import { type AssignableUser } from '@estudio/domain/accounts';
import {
  EMPTY_FILTERS,
  pageCountOf,
  paginate,
  viewRequirementList,
  type Page,
  type Requirement,
  type RequirementFilterKey,
  type RequirementListView,
  type RequirementStatus,
} from '@estudio/domain/requirements';
import { Messages } from '@estudio/domain/shared';
import { useCallback, useDeferredValue, useMemo, useRef } from 'react';
import { useActiveBrand } from '../../shared/active-brand.js';
import { messageOf, useDialogs } from '../../shared/dialogs.js';
import { useQueryErrorDialog } from '../../shared/query-errors.js';
import { useChangeRequirement, useSavingRows, type RequirementChange } from './api/change-requirement.js';
import {
  useActiveRequirements,
  useAllFinishedRequirements,
  useAssignableUsers,
  useFinishedCount,
  useFinishedPage,
} from './api/requirement-queries.js';
import type { RequirementListState } from './list-state.js';
import type { RequirementListConfig } from './requirement-list-config.js';
import { RequirementsTexts } from './requirements-texts.js';

export { rowKeyOf } from './api/change-requirement.js';

export interface RequirementListData {
  /** The rows on screen with the page they are on. */
  readonly page: Page<Requirement>;
  /** Every row read, whatever the filters and page (the detail at /requirements/{id} finds its row here). */
  readonly loaded: readonly Requirement[];
  readonly assignableUsers: readonly AssignableUser[];
  readonly loading: boolean;
  /** The catalogue message of a failed load that left no rows to show, or null. */
  readonly loadError: string | null;
  /**
   * A line beside rows already shown: that more brands' rows are on their way, or the
   * catalogue message of a failed load when the rows that arrived stay shown; or null.
   */
  readonly note: { readonly kind: 'loading' | 'error'; readonly text: string } | null;
  /** Keys (rowKeyOf) of the rows whose change is being saved. */
  readonly saving: ReadonlySet<string>;
  changeStatus(requirement: Requirement, status: RequirementStatus): void;
  changeAssignee(requirement: Requirement, email: string): void;
}

const NO_ROWS: readonly Requirement[] = [];

const hasFilter = (state: RequirementListState): boolean =>
  (Object.keys(EMPTY_FILTERS) as RequirementFilterKey[]).some((key) => state.filters[key] !== EMPTY_FILTERS[key]);

/**
 * The list's data for the screen's state (filters, sort, page), from the selected brand or
 * every visible brand (docs/product.md, "Requirements"):
 * - Requerimientos: the active requirements, read once, group of brands by group, each
 *   group's rows shown as it arrives (a note says more are coming); filters and sort run
 *   over sort keys prepared once per data set, text filters deferred so typing stays
 *   responsive, a page change only slices, and a status or assignee change moves its row
 *   (viewRequirementList) instead of preparing and sorting the list again.
 * - Finalizados without a filter: the page and 'Total registros' come from the server
 *   (ordered, limited, counted); with a filter, every finished row of those brands is read
 *   once and filtered here.
 */
export const useRequirementList = (config: RequirementListConfig, state: RequirementListState): RequirementListData => {
  const { activeBrandId } = useActiveBrand();
  const { showError } = useDialogs();
  const finished = config.kind === 'finished';
  const serverPaged = finished && !hasFilter(state);

  const active = useActiveRequirements(activeBrandId, !finished);
  const allFinished = useAllFinishedRequirements(activeBrandId, finished && !serverPaged);
  const finishedPage = useFinishedPage(activeBrandId, state.sort, state.page, serverPaged);
  const finishedCount = useFinishedCount(activeBrandId, serverPaged);
  const assignable = useAssignableUsers();

  const source = finished ? allFinished : active;
  const filters = useDeferredValue(state.filters);
  // The last view drawn: a status or assignee change moves its row instead of sorting again.
  const lastView = useRef<RequirementListView | null>(null);
  const view = useMemo(
    () => viewRequirementList(lastView.current, source.data ?? NO_ROWS, config.kind, filters, state.sort),
    [source.data, config.kind, filters, state.sort],
  );
  lastView.current = view;
  const rows = view.selection.rows;
  const clientPage = useMemo(() => paginate(rows, state.page), [rows, state.page]);

  const total = finishedCount.data ?? 0;
  const page = useMemo<Page<Requirement>>(() => {
    if (!serverPaged) return clientPage;
    const pageCount = pageCountOf(total);
    return {
      rows: finishedPage.data?.rows ?? [],
      page: Math.min(Math.max(state.page, 1), pageCount),
      pageCount,
      pageNumbers: Array.from({ length: pageCount }, (_, i) => i + 1),
      total,
    };
  }, [serverPaged, clientPage, finishedPage.data, total, state.page]);

  const failedRead = serverPaged ? (finishedPage.error ?? finishedCount.error) : source.error;
  const failure = useQueryErrorDialog(failedRead, config.loadError);
  // A failed group leaves the active list with the rows of the others: they stay shown.
  const kept = !finished && (active.data?.length ?? 0) > 0;
  const loadError = kept ? null : failure;
  const note = useMemo<RequirementListData['note']>(() => {
    if (kept && failure !== null) return { kind: 'error', text: failure };
    return !finished && active.loadingMore ? { kind: 'loading', text: RequirementsTexts.loadingMore } : null;
  }, [kept, failure, finished, active.loadingMore]);
  useQueryErrorDialog(assignable.error, Messages.requirements.loadAssignable);
  const loading = serverPaged ? finishedPage.isPending || finishedCount.isPending : source.isPending;

  const onFailure = useCallback(
    (error: unknown, change: RequirementChange) =>
      showError(
        messageOf(
          error,
          change.kind === 'status' ? Messages.requirements.updateStatus : Messages.requirements.updateAssignee,
        ),
      ),
    [showError],
  );
  const change = useChangeRequirement({ onFailure });
  const saving = useSavingRows();
  const { mutate } = change;
  const changeStatus = useCallback(
    (requirement: Requirement, status: RequirementStatus) => mutate({ kind: 'status', requirement, status }),
    [mutate],
  );
  const changeAssignee = useCallback(
    (requirement: Requirement, email: string) => mutate({ kind: 'assignee', requirement, email }),
    [mutate],
  );

  return {
    page,
    loaded: source.data ?? NO_ROWS,
    assignableUsers: assignable.data ?? [],
    loading: loading && loadError === null,
    loadError,
    note,
    saving,
    changeStatus,
    changeAssignee,
  };
};
