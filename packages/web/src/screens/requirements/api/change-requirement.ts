import {
  FINISHED_STATUS,
  RequirementUseCases,
  type Requirement,
  type RequirementStatus,
} from '@estudio/domain/requirements';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { optimisticRowChange } from '../../../shared/optimistic.js';
import { queryKeys } from '../../../shared/query-keys.js';
import { useCommands, useService } from '../../../shared/services.js';
import { useSession } from '../../../shared/session.js';

/** Requirement ids are unique only within their brand: the rows are keyed by both. */
export const rowKeyOf = (requirement: Pick<Requirement, 'brandId' | 'id'>): string =>
  `${requirement.brandId}/${requirement.id}`;

export type RequirementChange =
  | { readonly kind: 'status'; readonly requirement: Requirement; readonly status: RequirementStatus }
  | { readonly kind: 'assignee'; readonly requirement: Requirement; readonly email: string };

const mutationKey = ['requirements', 'change'] as const;

/** The fields a status or assignee change writes (docs/product.md, "Requirements"). */
const writtenFields = (saved: Requirement): Partial<Requirement> => ({
  status: saved.status,
  assignedTo: saved.assignedTo,
  updatedAt: saved.updatedAt,
  inDesignAt: saved.inDesignAt,
});

/**
 * Status and assignee changes: shown at once in every cached list holding the row, saved
 * one after another, put back with the error modal when a save fails (docs/product.md, "Requirements").
 * A row set to Finalizado leaves the active list by its status (no re-read); the finished
 * list is read again the next time it is shown.
 */
export const useChangeRequirement = ({
  onFailure,
}: {
  readonly onFailure: (error: unknown, change: RequirementChange) => void;
}) => {
  const { actor } = useSession();
  const lists = useService(RequirementUseCases);
  const commands = useCommands();
  const queryClient = useQueryClient();
  const optimistic = optimisticRowChange<Requirement, RequirementChange>(queryClient, {
    mutationKey,
    queryKey: queryKeys.requirements.all,
    rowKey: (change) => rowKeyOf(change.requirement),
    keyOf: rowKeyOf,
    shown: (change) => (change.kind === 'status' ? { status: change.status } : { assignedTo: change.email }),
  });
  return useMutation({
    mutationKey,
    scope: { id: 'requirements.change' },
    // A status change is the browser's own write; an assignee is checked and written by the server.
    mutationFn: (change: RequirementChange) =>
      change.kind === 'status'
        ? lists.changeStatus(actor, change.requirement, change.status)
        : commands.run('requirements/assign', {
            brandId: change.requirement.brandId,
            requirementId: change.requirement.id,
            email: change.email,
          }),
    onMutate: optimistic.onMutate,
    onError: (error, change, context) => {
      optimistic.onError(error, change, context);
      onFailure(error, change);
    },
    onSuccess: (saved, change, context) => {
      optimistic.settle(change, context, writtenFields(saved));
      if (saved.status === FINISHED_STATUS || change.requirement.status === FINISHED_STATUS) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.requirements.allFinished });
      }
    },
  });
};

/** Keys (rowKeyOf) of the rows whose change is being saved. */
export const useSavingRows = (): ReadonlySet<string> => {
  const pending = useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (mutation) => {
      const change = mutation.state.variables as RequirementChange | undefined;
      return change === undefined ? undefined : rowKeyOf(change.requirement);
    },
  });
  return useMemo(() => new Set(pending.filter((key): key is string => key !== undefined)), [pending]);
};
