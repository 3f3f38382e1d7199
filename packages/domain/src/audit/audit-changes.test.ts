import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AUDIT_BOOKKEEPING_FIELDS,
  AUDIT_MAX_DETAIL_TEXT,
  AUDIT_MAX_LIST,
  AUDIT_MAX_TEXT,
  auditChanges,
  isSmallAuditValue,
  sameAuditValue,
} from './audit-changes.js';
import type { AuditFields } from './audit-changes.js';

const at = (iso: string): Date => new Date(iso);

/** Stored values of every kind a document holds: small ones and bulky ones. */
const valueArb: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.string({ maxLength: 8 }),
    fc.string({ minLength: AUDIT_MAX_TEXT + 1, maxLength: AUDIT_MAX_TEXT + 5 }),
    fc.date({ noInvalidDate: true }),
    fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
    fc.array(tie('value'), { maxLength: 2 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'c'), tie('value'), { maxKeys: 2 }),
  ),
})).value;

const fieldArb = fc.constantFrom('brandName', 'status', 'allowedUsers', 'owner', 'bloques', 'updatedAt', 'lastLoginAt');
const docArb: fc.Arbitrary<AuditFields> = fc.dictionary(fieldArb, valueArb, { maxKeys: 6 });

/** A deep copy with every map's keys in reverse order (same document, other key order). */
const reordered = (value: unknown): unknown => {
  if (value instanceof Date) return new Date(value.getTime());
  if (Array.isArray(value)) return value.map(reordered);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([key, entry]) => [key, reordered(entry)]),
    );
  }
  return value;
};

describe('auditChanges', () => {
  it('lists the changed fields of an update with their old and new values, sorted by name', () => {
    const before = { brandName: 'Café Aurora', status: 'active', allowedUsers: ['ana@x.co'], idMetrics: 7 };
    const after = { brandName: 'Café Aurora', status: 'disabled', allowedUsers: ['ana@x.co', 'luis@x.co'], kpis: [] };
    expect(auditChanges(before, after)).toEqual({
      operation: 'update',
      changes: [
        { field: 'allowedUsers', before: ['ana@x.co'], after: ['ana@x.co', 'luis@x.co'] },
        { field: 'idMetrics', before: 7 },
        { field: 'kpis', after: [] },
        { field: 'status', before: 'active', after: 'disabled' },
      ],
    });
  });

  it("keeps a sent post's override reason and findings by their path, though the post itself is a map", () => {
    const sent = { postId: '1', digest: 'd', networks: ['Instagram'], sandbox: true };
    const reason = `El cliente aprobó el texto por escrito. ${'Motivo largo. '.repeat(30)}`.trim();
    const findings = ['«exótico» está entre los conceptos a evitar de la marca. Reescribe la frase sin él.'];
    expect(reason.length).toBeGreaterThan(AUDIT_MAX_TEXT);
    expect(
      auditChanges({ caption: 'a' }, { caption: 'a', scheduledPost: { ...sent, override: { reason, findings } } }),
    ).toEqual({
      operation: 'update',
      changes: [
        { field: 'scheduledPost', changed: true },
        { field: 'scheduledPost.override.reason', after: reason },
        { field: 'scheduledPost.override.findings', after: findings },
      ],
    });
    // Sent again without one: the reason goes, and the log says so; a send without any names none.
    expect(
      auditChanges(
        { scheduledPost: { ...sent, override: { reason, findings } } },
        { scheduledPost: { ...sent, postId: '2' } },
      )?.changes,
    ).toEqual([
      { field: 'scheduledPost', changed: true },
      { field: 'scheduledPost.override.reason', before: reason },
      { field: 'scheduledPost.override.findings', before: findings },
    ]);
    expect(auditChanges({}, { scheduledPost: sent })?.changes).toEqual([{ field: 'scheduledPost', changed: true }]);
    // A detail too large to keep is left to the map's 'changed'.
    const huge = 'x'.repeat(AUDIT_MAX_DETAIL_TEXT + 1);
    expect(auditChanges({}, { scheduledPost: { ...sent, override: { reason: huge, findings } } })?.changes).toEqual([
      { field: 'scheduledPost', changed: true },
      { field: 'scheduledPost.override.findings', after: findings },
    ]);
  });

  it('records a large value as changed, without either value', () => {
    const long = 'x'.repeat(AUDIT_MAX_TEXT + 1);
    const manyEmails = Array.from({ length: AUDIT_MAX_LIST + 1 }, (_, i) => `u${i}@x.co`);
    expect(
      auditChanges(
        { missionPurpose: 'corto', bloques: { a: 1 }, allowedUsers: [] },
        { missionPurpose: long, bloques: { a: 2 }, allowedUsers: manyEmails },
      ),
    ).toEqual({
      operation: 'update',
      changes: [
        { field: 'allowedUsers', changed: true },
        { field: 'bloques', changed: true },
        { field: 'missionPurpose', changed: true },
      ],
    });
  });

  it('keeps dates and a text of exactly the limit as values', () => {
    const text = 'y'.repeat(AUDIT_MAX_TEXT);
    expect(
      auditChanges({ createdAt: at('2026-01-01T00:00:00Z') }, { createdAt: at('2026-02-01T00:00:00Z'), text }),
    ).toEqual({
      operation: 'update',
      changes: [
        { field: 'createdAt', before: at('2026-01-01T00:00:00Z'), after: at('2026-02-01T00:00:00Z') },
        { field: 'text', after: text },
      ],
    });
  });

  it('lists every field of a created document with its new value, and of a deleted one with its old value', () => {
    const doc = { role: 'r1', status: 'active', lastLoginAt: null, bloques: { a: 1 } };
    expect(auditChanges(null, doc)).toEqual({
      operation: 'create',
      changes: [
        { field: 'bloques', changed: true },
        { field: 'lastLoginAt', after: null },
        { field: 'role', after: 'r1' },
        { field: 'status', after: 'active' },
      ],
    });
    expect(auditChanges(doc, null)).toEqual({
      operation: 'delete',
      changes: [
        { field: 'bloques', changed: true },
        { field: 'lastLoginAt', before: null },
        { field: 'role', before: 'r1' },
        { field: 'status', before: 'active' },
      ],
    });
    expect(auditChanges(null, {})).toEqual({ operation: 'create', changes: [] });
  });

  it('audits nothing without a document, for a write that changed no value, or bookkeeping alone', () => {
    expect(auditChanges(null, null)).toBeNull();
    expect(
      auditChanges({ a: [1, { b: at('2026-01-01T00:00:00Z') }] }, { a: [1, { b: at('2026-01-01T00:00:00Z') }] }),
    ).toBeNull();
    expect(
      auditChanges({ lastLoginAt: at('2026-01-01T00:00:00Z') }, { lastLoginAt: at('2026-03-01T00:00:00Z') }),
    ).toBeNull();
    expect(
      auditChanges({ status: 'a', updatedAt: null }, { status: 'b', updatedAt: at('2026-03-01T00:00:00Z') }),
    ).toEqual({ operation: 'update', changes: [{ field: 'status', before: 'a', after: 'b' }] });
  });

  it('property: the same data on both sides is never audited, whatever the order of its keys', () => {
    fc.assert(
      fc.property(docArb, (doc) => {
        expect(auditChanges(doc, reordered(doc) as AuditFields)).toBeNull();
      }),
    );
  });

  it('property: an update lists exactly the non-bookkeeping fields whose value differs, each once, sorted', () => {
    fc.assert(
      fc.property(docArb, docArb, (before, after) => {
        const expected = [...new Set([...Object.keys(before), ...Object.keys(after)])]
          .filter((field) => !AUDIT_BOOKKEEPING_FIELDS.includes(field))
          .filter(
            (field) =>
              Object.hasOwn(before, field) !== Object.hasOwn(after, field) ||
              !sameAuditValue(before[field], after[field]),
          )
          .sort();
        const diff = auditChanges(before, after);
        if (expected.length === 0) expect(diff).toBeNull();
        else expect(diff?.changes.map((change) => change.field)).toEqual(expected);
      }),
    );
  });

  it('property: swapping the two sides swaps the old and new values, and create mirrors delete', () => {
    fc.assert(
      fc.property(docArb, docArb, (before, after) => {
        const forth = auditChanges(before, after);
        const back = auditChanges(after, before);
        expect(back?.changes).toEqual(
          forth?.changes.map(({ before: old, after: now, ...rest }) => ({
            ...rest,
            ...(now === undefined ? {} : { before: now }),
            ...(old === undefined ? {} : { after: old }),
          })),
        );
        const created = auditChanges(null, after);
        const deleted = auditChanges(after, null);
        expect(created?.operation).toBe('create');
        expect(deleted?.operation).toBe('delete');
        expect(deleted?.changes).toEqual(
          created?.changes.map(({ after: now, ...rest }) => ({
            ...rest,
            ...(now === undefined ? {} : { before: now }),
          })),
        );
      }),
    );
  });

  it('property: a change keeps values only when they are small, and never both a value and changed', () => {
    fc.assert(
      fc.property(fc.option(docArb, { nil: null }), fc.option(docArb, { nil: null }), (before, after) => {
        for (const change of auditChanges(before, after)?.changes ?? []) {
          if (change.changed === true) {
            expect(Object.keys(change).sort()).toEqual(['changed', 'field']);
            const sides = [before, after].filter((doc) => doc !== null && Object.hasOwn(doc, change.field));
            expect(sides.some((doc) => !isSmallAuditValue(doc?.[change.field]))).toBe(true);
          } else {
            if ('before' in change) expect(sameAuditValue(change.before, before?.[change.field])).toBe(true);
            if ('after' in change) expect(sameAuditValue(change.after, after?.[change.field])).toBe(true);
          }
        }
      }),
    );
  });

  it('copies what it keeps: changing the stored list afterwards does not change the entry', () => {
    const after = { allowedUsers: ['a@x.co'] };
    const diff = auditChanges(null, after);
    after.allowedUsers.push('b@x.co');
    expect(diff?.changes).toEqual([{ field: 'allowedUsers', after: ['a@x.co'] }]);
  });
});

describe('isSmallAuditValue and sameAuditValue', () => {
  it('take short texts, finite numbers, booleans, null, valid dates and short lists of short texts as small', () => {
    for (const value of [null, true, 0, -1.5, '', 'abc', at('2026-01-01T00:00:00Z'), [], ['a', 'b']]) {
      expect(isSmallAuditValue(value)).toBe(true);
    }
    for (const value of [undefined, Number.NaN, Infinity, new Date(Number.NaN), [1], [['a']], { a: 1 }, [{}]]) {
      expect(isSmallAuditValue(value)).toBe(false);
    }
  });

  it('compares dates by time, lists by items and maps by keys, and nothing else by shape', () => {
    expect(sameAuditValue(at('2026-01-01T00:00:00Z'), at('2026-01-01T00:00:00Z'))).toBe(true);
    expect(sameAuditValue(at('2026-01-01T00:00:00Z'), '2026-01-01T00:00:00.000Z')).toBe(false);
    expect(sameAuditValue([1, 2], [2, 1])).toBe(false);
    expect(sameAuditValue({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(sameAuditValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameAuditValue(Number.NaN, Number.NaN)).toBe(true);
    expect(sameAuditValue(new Map(), new Map())).toBe(false);
  });
});
