import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_PERMISSION_CONFIG, DEMO_ROLES, PERMISSION_CODES, PERMISSION_KEYS } from './catalogue.js';
import type { PermissionConfig, PermissionKey } from './catalogue.js';
import { actorFor, resolvePermissions } from './resolve-permissions.js';

const demo = (id: string): readonly string[] => {
  const role = DEMO_ROLES.find((r) => r.id === id);
  if (!role) throw new Error(`no demo role ${id}`);
  return role.permissions;
};

const codeArb = fc.oneof(fc.constantFrom(...PERMISSION_CODES), fc.string({ maxLength: 12 }));
const keyArb = fc.constantFrom(...PERMISSION_KEYS);
const configArb: fc.Arbitrary<PermissionConfig | null> = fc.option(
  fc.dictionary(keyArb, fc.oneof(codeArb, fc.array(codeArb, { maxLength: 4 }))),
  { nil: null },
);

describe('resolvePermissions', () => {
  it('uses the default configuration for every key when there is none', () => {
    const result = resolvePermissions(null, ['estrategia']);
    expect(result.usedDefault).toBe(true);
    expect(result.keysFromDefault).toEqual([...PERMISSION_KEYS]);
    expect([...result.keys].sort()).toEqual(['SAVE_BRAND', 'SOCIAL_MEDIA', 'STRATEGY']);
  });

  it('grants a key when a single configured code is on the role', () => {
    const result = resolvePermissions({ ADMIN_ROLES: 'estrategia' }, ['estrategia']);
    expect(result.keys.has('ADMIN_ROLES')).toBe(true);
    expect(result.usedDefault).toBe(false);
  });

  it('grants a key when any code of a configured list is on the role', () => {
    const result = resolvePermissions({ METRICS: ['x', 'metricas'] }, ['metricas']);
    expect(result.keys.has('METRICS')).toBe(true);
  });

  it('follows the configuration over the default for configured keys', () => {
    const result = resolvePermissions({ STRATEGY: ['otro'] }, ['estrategia']);
    expect(result.keys.has('STRATEGY')).toBe(false);
    // SAVE_BRAND is not configured, so the default still grants it.
    expect(result.keys.has('SAVE_BRAND')).toBe(true);
  });

  it('reports the keys that fell back to the default', () => {
    const config: PermissionConfig = { STRATEGY: 'estrategia', METRICS: ['metricas'] };
    const result = resolvePermissions(config, []);
    expect(result.keysFromDefault).not.toContain('STRATEGY');
    expect(result.keysFromDefault).not.toContain('METRICS');
    expect(result.keysFromDefault).toHaveLength(PERMISSION_KEYS.length - 2);
    expect(result.keys.size).toBe(0);
  });

  it('treats a malformed configured value as missing and ignores non-string list items', () => {
    const config = { STRATEGY: 42, METRICS: [7, 'metricas'] } as unknown as PermissionConfig;
    const result = resolvePermissions(config, ['estrategia', 'metricas']);
    expect(result.keysFromDefault).toContain('STRATEGY');
    expect(result.keysFromDefault).not.toContain('METRICS');
    expect(result.keys.has('STRATEGY')).toBe(true);
    expect(result.keys.has('METRICS')).toBe(true);
  });

  it('an empty configured list grants the key to nobody, not even the superadmin', () => {
    const result = resolvePermissions({ ADMIN_USERS: [] }, ['acceso_total']);
    expect(result.keys.has('ADMIN_USERS')).toBe(false);
    expect(result.keys.has('ADMIN_ROLES')).toBe(true);
  });

  it('ignores unknown codes on the role', () => {
    expect(resolvePermissions(null, ['no_existe', '']).keys.size).toBe(0);
  });

  it('resolves the demo roles as the design table says', () => {
    const designer = resolvePermissions(null, demo('disenador')).keys;
    expect(designer.has('VIEW_REQUIREMENTS')).toBe(true);
    expect(designer.has('ADMIN_BRANDS_ASSIGNED')).toBe(true);
    expect(designer.has('ASSIGN_REQUIREMENTS')).toBe(false);
    const brandAdmin = resolvePermissions(null, demo('administrador-marcas')).keys;
    expect(brandAdmin.has('ADMIN_BRAND_DISABLE')).toBe(true);
    expect(brandAdmin.has('ADMIN_BRAND_USERS')).toBe(true);
    expect(brandAdmin.has('ADMIN_USERS')).toBe(false);
  });

  it('property: acceso_total alone grants every key under the default configuration', () => {
    const keys = resolvePermissions(null, ['acceso_total']).keys;
    expect(keys.size).toBe(PERMISSION_KEYS.length);
    fc.assert(
      fc.property(keyArb, (key) => {
        expect(keys.has(key)).toBe(true);
      }),
    );
  });

  it('property: adding a code to a role never removes a key', () => {
    fc.assert(
      fc.property(configArb, fc.array(codeArb, { maxLength: 6 }), codeArb, (config, codes, extra) => {
        const before = resolvePermissions(config, codes).keys;
        const after = resolvePermissions(config, [...codes, extra]).keys;
        for (const key of before) expect(after.has(key)).toBe(true);
      }),
    );
  });

  it('property: the keys are always a subset of PERMISSION_KEYS', () => {
    fc.assert(
      fc.property(configArb, fc.array(codeArb, { maxLength: 6 }), (config, codes) => {
        const { keys, keysFromDefault } = resolvePermissions(config, codes);
        const all: readonly string[] = PERMISSION_KEYS;
        for (const key of keys) expect(all).toContain(key);
        for (const key of keysFromDefault) expect(all).toContain(key);
      }),
    );
  });

  it('property: a full copy of the default resolves exactly like no configuration', () => {
    fc.assert(
      fc.property(fc.array(codeArb, { maxLength: 6 }), (codes) => {
        const copy: PermissionConfig = { ...DEFAULT_PERMISSION_CONFIG };
        const withCopy = resolvePermissions(copy, codes);
        expect([...withCopy.keys]).toEqual([...resolvePermissions(null, codes).keys]);
        expect(withCopy.keysFromDefault).toEqual([]);
      }),
    );
  });
});

describe('actorFor', () => {
  it('builds the actor from the user and the resolved keys', () => {
    const codes = ['estrategia'];
    const { actor, usedDefault } = actorFor({ uid: 'u1', email: 'a@b.co' }, codes, null);
    expect(usedDefault).toBe(true);
    expect(actor.uid).toBe('u1');
    expect(actor.email).toBe('a@b.co');
    expect(actor.roleCodes).toEqual(['estrategia']);
    expect(actor.roleCodes).not.toBe(codes);
    expect(actor.keys.has('STRATEGY')).toBe(true);
  });

  it('reports that a stored configuration was used', () => {
    const config: PermissionConfig = { ADMIN_USERS: 'estrategia' };
    const { actor, usedDefault } = actorFor({ uid: 'u', email: 'e' }, ['estrategia'], config);
    expect(usedDefault).toBe(false);
    const key: PermissionKey = 'ADMIN_USERS';
    expect(actor.keys.has(key)).toBe(true);
  });
});
