// firestore.indexes.json against the queries the adapters make. The emulator never asks for
// an index, so this is the only check before a deployed query fails with "requires an index".
import { FINISHED_ORDER_COLUMNS } from '@estudio/domain/shared';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

interface IndexField {
  readonly fieldPath: string;
  readonly order?: string;
  readonly arrayConfig?: string;
}
interface CompositeIndex {
  readonly collectionGroup: string;
  readonly queryScope: string;
  readonly fields: readonly IndexField[];
}
interface FieldOverride {
  readonly collectionGroup: string;
  readonly fieldPath: string;
  readonly indexes: readonly { readonly queryScope?: string; readonly order?: string; readonly arrayConfig?: string }[];
}

const spec = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../firestore.indexes.json', import.meta.url)), 'utf8'),
) as {
  indexes: CompositeIndex[];
  fieldOverrides: FieldOverride[];
};

const key = (index: CompositeIndex): string =>
  `${index.collectionGroup} ${index.queryScope} ${index.fields.map((f) => `${f.fieldPath}:${f.order ?? f.arrayConfig}`).join(',')}`;

describe('firestore.indexes.json', () => {
  it("has an index for every page of the finished list: status == 'Finalizado' ordered by each column, both ways, per brand and across brands", () => {
    const declared = new Set(spec.indexes.map(key));
    const needed = ['COLLECTION', 'COLLECTION_GROUP'].flatMap((queryScope) =>
      FINISHED_ORDER_COLUMNS.flatMap((column) =>
        ['ASCENDING', 'DESCENDING'].map((order) =>
          key({
            collectionGroup: 'requirements',
            queryScope,
            // The document-name tie-breaker follows the last field's direction implicitly.
            fields: [
              { fieldPath: 'status', order: 'ASCENDING' },
              { fieldPath: column, order },
            ],
          }),
        ),
      ),
    );
    expect(needed.filter((index) => !declared.has(index))).toEqual([]);
    // And the active list's read across brands, below.
    expect(spec.indexes.filter((index) => index.collectionGroup === 'requirements')).toHaveLength(needed.length + 1);
  });

  it('has the index of the active list across brands: brandId in, status != (a collection group; listActiveIn)', () => {
    expect(spec.indexes.map(key)).toContain(
      key({
        collectionGroup: 'requirements',
        queryScope: 'COLLECTION_GROUP',
        fields: [
          { fieldPath: 'brandId', order: 'ASCENDING' },
          { fieldPath: 'status', order: 'ASCENDING' },
        ],
      }),
    );
  });

  it('has an index for every audit query: the equality filters FirestoreAdminAuditLog combines, then `at` newest first', () => {
    const declared = new Set(spec.indexes.map(key));
    // estudio audit --brand / --user (a uid or an e-mail) / --since: one writer filter at most.
    const filters = [['brandId'], ['actorUid'], ['actorEmail'], ['brandId', 'actorUid'], ['brandId', 'actorEmail']];
    const needed = filters.map((equalities) =>
      key({
        collectionGroup: 'audit',
        queryScope: 'COLLECTION',
        fields: [
          ...equalities.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' })),
          { fieldPath: 'at', order: 'DESCENDING' },
        ],
      }),
    );
    expect(needed.filter((index) => !declared.has(index))).toEqual([]);
    // --since alone (a range on `at`, ordered by it) needs only the automatic single-field index.
    expect(spec.indexes.filter((index) => index.collectionGroup === 'audit')).toHaveLength(needed.length);
  });

  it("has the index of a card's validation history: index ==, then `at` newest first (FirestoreAdminDesignValidations)", () => {
    expect(spec.indexes.map(key)).toContain(
      key({
        collectionGroup: 'validationHistory',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'index', order: 'ASCENDING' },
          { fieldPath: 'at', order: 'DESCENDING' },
        ],
      }),
    );
  });

  it("has the index of an item's newest send: requirementId ==, then `at` newest first (SendHistory.latest)", () => {
    expect(spec.indexes.map(key)).toContain(
      key({
        collectionGroup: 'sends',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'requirementId', order: 'ASCENDING' },
          { fieldPath: 'at', order: 'DESCENDING' },
        ],
      }),
    );
  });

  it('indexes status across brands for the count, keeping the single-brand defaults', () => {
    const status = spec.fieldOverrides.find((f) => f.collectionGroup === 'requirements' && f.fieldPath === 'status');
    expect(status?.indexes).toEqual(
      expect.arrayContaining([
        { order: 'ASCENDING', queryScope: 'COLLECTION' },
        { order: 'DESCENDING', queryScope: 'COLLECTION' },
        { arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' },
        { order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' },
      ]),
    );
  });
});
