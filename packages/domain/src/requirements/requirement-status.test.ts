import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Clock } from '../shared/clock.js';
import { REQUIREMENT_STATUSES } from './requirement.js';
import type { Requirement } from './requirement.js';
import { applyChange, changeAssignee, changeStatus, isFinished } from './requirement-status.js';
import { belongsToList } from './requirement-filters.js';
import {
  dateArb,
  emailArb,
  requirementArb,
  sampleRequirement,
  statusArb,
} from '../test-support/requirement-arbitraries.js';

const clockAt = (iso: string): Clock => ({ now: () => new Date(iso) });

describe('changeStatus', () => {
  it('sets the status and updatedAt from the clock', () => {
    const patch = changeStatus(sampleRequirement(), 'Solicitar diseño', clockAt('2025-03-01T10:00:00Z'));
    expect(patch).toEqual({ status: 'Solicitar diseño', updatedAt: new Date('2025-03-01T10:00:00Z') });
    expect('inDesignAt' in patch).toBe(false);
  });

  it('also sets inDesignAt when the target is En diseño', () => {
    const patch = changeStatus(sampleRequirement(), 'En diseño', clockAt('2025-03-02T08:30:00Z'));
    expect(patch).toEqual({
      status: 'En diseño',
      updatedAt: new Date('2025-03-02T08:30:00Z'),
      inDesignAt: new Date('2025-03-02T08:30:00Z'),
    });
  });

  it('allows going back from Finalizado to Pendiente', () => {
    const finished = sampleRequirement({ status: 'Finalizado' });
    const patch = changeStatus(finished, 'Pendiente', clockAt('2025-03-03T00:00:00Z'));
    expect(applyChange(finished, patch).status).toBe('Pendiente');
  });

  it('allows every status from every status', () => {
    for (const from of REQUIREMENT_STATUSES) {
      for (const to of REQUIREMENT_STATUSES) {
        const next = applyChange(
          sampleRequirement({ status: from }),
          changeStatus(sampleRequirement({ status: from }), to, clockAt('2025-01-01T00:00:00Z')),
        );
        expect(next.status).toBe(to);
      }
    }
  });
});

describe('changeAssignee', () => {
  it('sets assignedTo and updatedAt and nothing else', () => {
    const patch = changeAssignee(sampleRequirement(), 'disena@estudio.co', clockAt('2025-04-01T12:00:00Z'));
    expect(patch).toEqual({ assignedTo: 'disena@estudio.co', updatedAt: new Date('2025-04-01T12:00:00Z') });
  });
});

describe('applyChange', () => {
  it('keeps every field the change does not name', () => {
    const before = sampleRequirement({ caption: 'Hola', inDesignAt: new Date('2024-01-01T00:00:00Z') });
    const after = applyChange(before, changeStatus(before, 'Finalizado', clockAt('2025-01-01T00:00:00Z')));
    expect(after).toEqual({ ...before, status: 'Finalizado', updatedAt: new Date('2025-01-01T00:00:00Z') });
  });
});

describe('isFinished', () => {
  it('is true only for Finalizado', () => {
    expect(REQUIREMENT_STATUSES.filter((status) => isFinished({ status }))).toEqual(['Finalizado']);
  });
});

type Step =
  | { readonly kind: 'status'; readonly status: Requirement['status']; readonly at: Date }
  | { readonly kind: 'assignee'; readonly email: string; readonly at: Date };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('status' as const), status: statusArb, at: dateArb }),
  fc.record({ kind: fc.constant('assignee' as const), email: emailArb, at: dateArb }),
);

describe('status and assignee changes (properties)', () => {
  it('after any sequence, the list, updatedAt and inDesignAt follow the last relevant change', () => {
    fc.assert(
      fc.property(requirementArb(), fc.array(stepArb, { minLength: 1, maxLength: 20 }), (start, steps) => {
        const end = steps.reduce<Requirement>((r, step) => {
          const clock: Clock = { now: () => step.at };
          return step.kind === 'status'
            ? applyChange(r, changeStatus(r, step.status, clock))
            : applyChange(r, changeAssignee(r, step.email, clock));
        }, start);

        const statusSteps = steps.filter((s) => s.kind === 'status');
        const lastStatus = statusSteps.at(-1)?.status ?? start.status;
        const lastInDesign = statusSteps.filter((s) => s.status === 'En diseño').at(-1)?.at ?? start.inDesignAt;
        const lastAssignee = steps.filter((s) => s.kind === 'assignee').at(-1)?.email ?? start.assignedTo;

        expect(end.status).toBe(lastStatus);
        expect(belongsToList(end, 'finished')).toBe(lastStatus === 'Finalizado');
        expect(belongsToList(end, 'active')).toBe(lastStatus !== 'Finalizado');
        expect(end.updatedAt).toEqual(steps.at(-1)?.at);
        expect(end.inDesignAt).toEqual(lastInDesign);
        expect(end.assignedTo).toBe(lastAssignee);
        expect({ ...end, status: 0, updatedAt: 0, inDesignAt: 0, assignedTo: 0 }).toEqual({
          ...start,
          status: 0,
          updatedAt: 0,
          inDesignAt: 0,
          assignedTo: 0,
        });
      }),
    );
  });

  it('a status patch names only status, updatedAt and (for En diseño) inDesignAt', () => {
    fc.assert(
      fc.property(requirementArb(), statusArb, dateArb, (r, status, at) => {
        const patch = changeStatus(r, status, { now: () => at });
        const expectedKeys = status === 'En diseño' ? ['inDesignAt', 'status', 'updatedAt'] : ['status', 'updatedAt'];
        expect(Object.keys(patch).sort()).toEqual(expectedKeys);
      }),
    );
  });
});
