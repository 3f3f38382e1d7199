import { Messages, RequirementLists } from '@estudio/domain';
import type { AssignableUser, Requirement, RequirementStatus } from '@estudio/domain';
import { useCallback, useEffect, useState } from 'react';
import { useActiveBrand } from '../../app/active-brand.js';
import { messageOf, useDialogs } from '../../app/dialogs.js';
import { useService } from '../../app/services.js';
import { useSession } from '../../app/session.js';
import type { RequirementListConfig } from './requirement-list-config.js';

/** Requirement ids are unique only within their brand: the rows are keyed by both. */
export const rowKeyOf = (requirement: Pick<Requirement, 'brandId' | 'id'>): string =>
  `${requirement.brandId}/${requirement.id}`;

/** The fields a status or assignee change writes (spec 000 section 7). */
type ChangeFields = Pick<Requirement, 'status' | 'assignedTo' | 'updatedAt' | 'inDesignAt'>;

const changeFieldsOf = (requirement: Requirement): ChangeFields => ({
  status: requirement.status,
  assignedTo: requirement.assignedTo,
  updatedAt: requirement.updatedAt,
  inDesignAt: requirement.inDesignAt,
});

export interface RequirementListData {
  /** Every requirement loaded for the list (the screen filters, sorts and pages them). */
  readonly requirements: readonly Requirement[];
  readonly assignableUsers: readonly AssignableUser[];
  readonly loading: boolean;
  /** The catalogue message of a failed load, or null. */
  readonly loadError: string | null;
  /** Keys (rowKeyOf) of the rows whose change is being saved. */
  readonly saving: ReadonlySet<string>;
  changeStatus(requirement: Requirement, status: RequirementStatus): void;
  changeAssignee(requirement: Requirement, email: string): void;
}

/**
 * The list's data: loaded from the selected brand (or every visible brand) and again when
 * the selection changes; a status or assignee change is shown at once, then saved, and put
 * back with the error modal when the save fails (spec 000 sections 2, 4, 8).
 */
export const useRequirementList = (config: RequirementListConfig): RequirementListData => {
  const lists = useService(RequirementLists);
  const { actor } = useSession();
  const { activeBrandId } = useActiveBrand();
  const { showError } = useDialogs();
  const [requirements, setRequirements] = useState<readonly Requirement[]>([]);
  const [assignableUsers, setAssignableUsers] = useState<readonly AssignableUser[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    let current = true;
    setLoading(true);
    setLoadError(null);
    config
      .load(lists, actor, activeBrandId)
      .then((loaded) => {
        if (current) setRequirements(loaded);
      })
      .catch((error: unknown) => {
        if (!current) return;
        const message = messageOf(error, config.loadError);
        setRequirements([]);
        setLoadError(message);
        showError(message);
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [config, lists, actor, activeBrandId, showError]);

  useEffect(() => {
    let current = true;
    lists
      .loadAssignableUsers(actor)
      .then((users) => {
        if (current) setAssignableUsers(users);
      })
      .catch((error: unknown) => {
        if (current) showError(messageOf(error, Messages.requirements.loadAssignable));
      });
    return () => {
      current = false;
    };
  }, [lists, actor, showError]);

  const patchRow = useCallback((key: string, fields: Partial<ChangeFields>) => {
    setRequirements((all) => all.map((row) => (rowKeyOf(row) === key ? { ...row, ...fields } : row)));
  }, []);

  const markSaving = useCallback((key: string, on: boolean) => {
    setSaving((keys) => {
      const next = new Set(keys);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  /** Shows `shown` on the row at once, then saves; on failure puts the row's fields back. */
  const save = useCallback(
    (row: Requirement, shown: Partial<ChangeFields>, write: () => Promise<Requirement>, failure: string) => {
      const key = rowKeyOf(row);
      const before = changeFieldsOf(row);
      patchRow(key, shown);
      markSaving(key, true);
      write()
        .then((saved) => patchRow(key, changeFieldsOf(saved)))
        .catch((error: unknown) => {
          patchRow(key, before);
          showError(messageOf(error, failure));
        })
        .finally(() => markSaving(key, false));
    },
    [patchRow, markSaving, showError],
  );

  const changeStatus = useCallback(
    (requirement: Requirement, status: RequirementStatus) =>
      save(requirement, { status }, () => lists.changeStatus(actor, requirement, status), Messages.requirements.updateStatus),
    [save, lists, actor],
  );

  const changeAssignee = useCallback(
    (requirement: Requirement, email: string) =>
      save(
        requirement,
        { assignedTo: email },
        () => lists.changeAssignee(actor, requirement, email),
        Messages.requirements.updateAssignee,
      ),
    [save, lists, actor],
  );

  return { requirements, assignableUsers, loading, loadError, saving, changeStatus, changeAssignee };
};
