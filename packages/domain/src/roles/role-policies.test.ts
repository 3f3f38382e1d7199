import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { PERMISSION_CODES } from '../permissions/catalogue.js';
import { nameArb } from '../test-support/access-arbitraries.js';
import {
  checkPermissionCodes,
  filterRolesByName,
  newRoleName,
  roleHolders,
  roleNameKey,
  roleNamed,
  sortRolesByName,
} from './role-policies.js';

const roles = [{ name: 'Estratega' }, { name: 'diseñador' }, { name: 'Administrador de marcas' }, { name: 'Ñu' }];

describe('role policies', () => {
  it('trims a new role name and skips a blank one', () => {
    expect(newRoleName('  Editor ')).toBe('Editor');
    expect(newRoleName('   ')).toBeNull();
    expect(newRoleName('')).toBeNull();
  });

  it('finds a stored role by name, ignoring case, blanks and Unicode composition', () => {
    expect(roleNamed(roles, '  ESTRATEGA ')).toBe(roles[0]);
    expect(roleNamed(roles, 'Diseñador')).toBe(roles[1]);
    // 'ñ' written as n + combining tilde is the same name.
    expect(roleNamed(roles, 'disen\u0303ador')).toBe(roles[1]);
    expect(roleNamed(roles, 'Disenador')).toBeUndefined();
    expect(roleNamed([], 'Estratega')).toBeUndefined();
  });

  it('compares names by one key whatever their spelling of case and blanks', () => {
    fc.assert(
      fc.property(nameArb, (name) => {
        expect(roleNameKey(` ${name.toUpperCase()} `)).toBe(roleNameKey(name.toLowerCase()));
      }),
    );
  });

  it('lists the users holding a role by its id, not its name', () => {
    const users = [
      { uid: 'a', role: 'r-1' },
      { uid: 'b', role: 'r-2' },
      { uid: 'c', role: 'r-1' },
      { uid: 'd', role: '' },
    ];
    expect(roleHolders(users, 'r-1').map((u) => u.uid)).toEqual(['a', 'c']);
    expect(roleHolders(users, 'Estratega')).toEqual([]);
  });

  it('sorts by name both ways', () => {
    expect(sortRolesByName(roles).map((r) => r.name)).toEqual([
      'Administrador de marcas',
      'diseñador',
      'Estratega',
      'Ñu',
    ]);
    expect(sortRolesByName(roles, 'desc').map((r) => r.name)[0]).toBe('Ñu');
  });

  it('filters by name ignoring case', () => {
    expect(filterRolesByName(roles, 'DIS').map((r) => r.name)).toEqual(['diseñador']);
    expect(filterRolesByName(roles, ' ')).toEqual(roles);
  });

  it('reports unknown codes, without repeats, and lists the valid ones', () => {
    const check = checkPermissionCodes(['estrategia', 'volar', 'estrategia', 'volar', 'metricas']);
    expect(check).toEqual({
      ok: false,
      codes: ['estrategia', 'metricas'],
      unknown: ['volar'],
      valid: PERMISSION_CODES,
    });
    expect(checkPermissionCodes([]).ok).toBe(true);
  });

  it('property: the sort is a stable permutation', () => {
    fc.assert(
      fc.property(
        fc.array(nameArb, { maxLength: 10 }),
        fc.constantFrom<'asc' | 'desc'>('asc', 'desc'),
        (names, dir) => {
          const tagged = names.map((name, index) => ({ name, index }));
          const sorted = sortRolesByName(tagged, dir);
          expect([...sorted].sort((a, b) => a.index - b.index)).toEqual(tagged);
          const collator = new Intl.Collator('es', { sensitivity: 'base' });
          for (let i = 1; i < sorted.length; i++) {
            const order = (dir === 'asc' ? 1 : -1) * collator.compare(sorted[i - 1]!.name, sorted[i]!.name);
            expect(order).toBeLessThanOrEqual(0);
            if (order === 0) expect(sorted[i - 1]!.index).toBeLessThan(sorted[i]!.index);
          }
        },
      ),
    );
  });

  it('property: the filter never returns a non-matching role', () => {
    fc.assert(
      fc.property(fc.array(nameArb, { maxLength: 10 }), fc.string({ maxLength: 3 }), (names, text) => {
        const list = names.map((name) => ({ name }));
        for (const role of filterRolesByName(list, text)) {
          expect(role.name.toLowerCase()).toContain(text.trim().toLowerCase());
        }
      }),
    );
  });

  it('property: every code is either known or reported, and ok means none unknown', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...PERMISSION_CODES), fc.string({ maxLength: 6 })), { maxLength: 8 }),
        (codes) => {
          const check = checkPermissionCodes(codes);
          expect(new Set([...check.codes, ...check.unknown])).toEqual(new Set(codes));
          for (const code of check.unknown) expect(PERMISSION_CODES as readonly string[]).not.toContain(code);
          expect(check.ok).toBe(check.unknown.length === 0);
        },
      ),
    );
  });
});
