import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { PERMISSION_KEYS } from '../permissions/catalogue.js';
import { actorArb, actorWith, brandArb } from '../test-support/access-arbitraries.js';
import type { Actor } from '../permissions/actor.js';
import type { PermissionKey } from '../permissions/catalogue.js';
import type { Brand } from './brand.js';
import { brandVisibilityScope, canSeeBrand, compareBrandNames, visibleBrands } from './visibility.js';

const brand = (id: string, brandName: string, extra: Partial<Brand> = {}): Brand => ({
  id,
  brandName,
  owner: 'owner',
  ...extra,
});

const brands: Brand[] = [
  brand('b1', 'Zeta', { allowedUsers: ['ANA@marca.co '] }),
  brand('b2', 'alfa', { owner: 'u1' }),
  brand('b3', 'Ñandú', { allowedUsers: ['ana@marca.co'], owner: 'u1' }),
  brand('b4', 'Beta'),
];

describe('canSeeBrand', () => {
  it('sees every brand with ADMIN_BRANDS_ALL', () => {
    expect(canSeeBrand(brand('x', 'X'), actorWith(['ADMIN_BRANDS_ALL']))).toBe(true);
  });

  it('sees assigned brands comparing e-mails without case or blanks', () => {
    const actor = actorWith(['ADMIN_BRANDS_ASSIGNED']);
    expect(canSeeBrand(brands[0]!, actor)).toBe(true);
    expect(canSeeBrand(brands[1]!, actor)).toBe(false);
  });

  it('sees owned brands only with ADMIN_BRANDS_OWNER', () => {
    expect(canSeeBrand(brands[1]!, actorWith(['ADMIN_BRANDS_OWNER']))).toBe(true);
    expect(canSeeBrand(brands[1]!, actorWith(['ADMIN_BRANDS_ASSIGNED']))).toBe(false);
    expect(canSeeBrand(brands[1]!, actorWith(['ADMIN_BRANDS_OWNER'], 'u2'))).toBe(false);
  });

  it('sees nothing without a visibility key', () => {
    expect(canSeeBrand(brands[2]!, actorWith(['ADMIN_BRANDS', 'STRATEGY']))).toBe(false);
  });
});

describe('visibleBrands', () => {
  it('gives all brands sorted by name in Spanish order for ADMIN_BRANDS_ALL', () => {
    const names = visibleBrands(brands, actorWith(['ADMIN_BRANDS_ALL'])).map((b) => b.brandName);
    expect(names).toEqual(['alfa', 'Beta', 'Ñandú', 'Zeta']);
  });

  it('merges assigned and owned brands without duplicates', () => {
    const actor = actorWith(['ADMIN_BRANDS_ASSIGNED', 'ADMIN_BRANDS_OWNER']);
    expect(visibleBrands(brands, actor).map((b) => b.id)).toEqual(['b2', 'b3', 'b1']);
  });

  it('keeps the first of two brands with the same id', () => {
    const twice = [brand('b1', 'Uno'), brand('b1', 'Otro')];
    expect(visibleBrands(twice, actorWith(['ADMIN_BRANDS_ALL']))).toEqual([twice[0]]);
  });

  it('does not change its input', () => {
    const input = [...brands];
    visibleBrands(input, actorWith(['ADMIN_BRANDS_ALL']));
    expect(input).toEqual(brands);
  });

  it('property: no duplicate ids', () => {
    fc.assert(
      fc.property(fc.array(brandArb, { maxLength: 12 }), actorArb, (list, actor) => {
        const ids = visibleBrands(list, actor).map((b) => b.id);
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
  });

  it('property: the result is a subset of the input, and exactly the visible ids', () => {
    fc.assert(
      fc.property(fc.array(brandArb, { maxLength: 12 }), actorArb, (list, actor) => {
        const result = visibleBrands(list, actor);
        for (const b of result) expect(list).toContain(b);
        const expected = new Set(list.filter((b) => canSeeBrand(b, actor)).map((b) => b.id));
        expect(new Set(result.map((b) => b.id))).toEqual(expected);
      }),
    );
  });

  it('property: adding a permission key never hides a brand', () => {
    fc.assert(
      fc.property(
        fc.array(brandArb, { maxLength: 12 }),
        actorArb,
        fc.constantFrom(...PERMISSION_KEYS),
        (list, actor, extra) => {
          const before = visibleBrands(list, actor).map((b) => b.id);
          const after = new Set(
            visibleBrands(list, { ...actor, keys: new Set([...actor.keys, extra]) }).map((b) => b.id),
          );
          for (const id of before) expect(after.has(id)).toBe(true);
        },
      ),
    );
  });

  it('property: sorted by name', () => {
    fc.assert(
      fc.property(fc.array(brandArb, { maxLength: 12 }), actorArb, (list, actor) => {
        const result = visibleBrands(list, actor);
        for (let i = 1; i < result.length; i++) {
          expect(compareBrandNames(result[i - 1]!, result[i]!)).toBeLessThanOrEqual(0);
        }
      }),
    );
  });
});

describe('brandVisibilityScope', () => {
  const scopedActor = (keys: PermissionKey[]): Actor => ({
    uid: 'u-eva',
    email: 'eva@estudio.test',
    roleCodes: [],
    keys: new Set(keys),
  });

  it('asks for everything with ADMIN_BRANDS_ALL, else for the assigned and owned brands the keys allow', () => {
    expect(brandVisibilityScope(scopedActor(['ADMIN_BRANDS_ALL']))).toEqual({
      all: true,
      assignedEmail: null,
      ownerUid: null,
    });
    expect(brandVisibilityScope(scopedActor(['ADMIN_BRANDS_ASSIGNED', 'ADMIN_BRANDS_OWNER']))).toEqual({
      all: false,
      assignedEmail: 'eva@estudio.test',
      ownerUid: 'u-eva',
    });
    expect(brandVisibilityScope(scopedActor(['ADMIN_BRANDS_OWNER']))).toEqual({
      all: false,
      assignedEmail: null,
      ownerUid: 'u-eva',
    });
    expect(brandVisibilityScope(scopedActor([]))).toEqual({ all: false, assignedEmail: null, ownerUid: null });
  });
});
