import type { Clock } from '../shared/clock.js';
import { FINISHED_STATUS, IN_DESIGN_STATUS } from './requirement.js';
import type { Requirement, RequirementStatus } from './requirement.js';

/**
 * The merge written by a status change (docs/product.md, "Requirements"). inDesignAt is present only
 * when the target is En diseño, so a merge-update leaves an earlier value untouched.
 */
export interface StatusChange {
  readonly status: RequirementStatus;
  readonly updatedAt: Date;
  readonly inDesignAt?: Date;
}

/** The merge written by an assignee change (docs/product.md, "Requirements"). */
export interface AssigneeChange {
  readonly assignedTo: string;
  readonly updatedAt: Date;
}

/**
 * Any status may follow any other, in any order (docs/product.md, "Requirements"), so the current
 * requirement does not constrain the target; it is taken to keep the call shape of the
 * other requirement rules.
 */
export const changeStatus = (
  _requirement: Pick<Requirement, 'status'>,
  target: RequirementStatus,
  clock: Clock,
): StatusChange => {
  const at = clock.now();
  return target === IN_DESIGN_STATUS
    ? { status: target, updatedAt: at, inDesignAt: at }
    : { status: target, updatedAt: at };
};

/** Who to assign is checked by the use case against the assignable users. */
export const changeAssignee = (
  _requirement: Pick<Requirement, 'assignedTo'>,
  email: string,
  clock: Clock,
): AssigneeChange => ({ assignedTo: email, updatedAt: clock.now() });

/** The requirement as it is after a change: what the screen shows before the save. */
export const applyChange = (requirement: Requirement, change: StatusChange | AssigneeChange): Requirement => ({
  ...requirement,
  ...change,
});

/** Finalizado requirements leave the active list and appear in the finished one. */
export const isFinished = (requirement: Pick<Requirement, 'status'>): boolean => requirement.status === FINISHED_STATUS;
