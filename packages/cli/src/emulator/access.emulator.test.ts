import { actorFor, isActiveUser, resolvePermissions } from '@estudio/domain/accounts';
import { canSeeBrand, visibleBrands } from '@estudio/domain/brands';
import { Messages } from '@estudio/domain/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli, db, fresh, json, repos } from './cli-emulator.test-kit.js';

// The permission table and the access audit, answered as the domain resolves them
// (cli-emulator.test-kit.ts).

describe('permissions and the access audit', () => {
  beforeAll(fresh);

  it('shows, checks and initialises the configuration', async () => {
    const shown = await json<{ key: string; codes: string[] }[]>('permissions', 'show');
    expect(shown.find((row) => row.key === 'ADMIN_USERS')?.codes).toEqual(['acceso_total']);
    expect((await cli('permissions', 'check', 'disenador@estudio.test', 'VIEW_REQUIREMENTS')).code).toBe(0);
    expect((await cli('permissions', 'check', 'disenador@estudio.test', 'ADMIN_USERS')).code).toBe(1);
    const unknown = await cli('permissions', 'check', 'disenador@estudio.test', 'VOLAR');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('STRATEGY');
    expect((await json<{ written: boolean }>('permissions', 'init')).written).toBe(false);
    await db.doc('config/permissions').delete();
    const fallback = await cli('permissions', 'show');
    expect(fallback.err).toContain(Messages.auth.permissionsConfigMissing);
    expect((await json<{ written: boolean }>('permissions', 'init')).written).toBe(true);
  });

  it('answers who can see each brand exactly as the domain policy does', async () => {
    const [users, roles, brands, config] = await Promise.all([
      repos.users.list(),
      repos.roles.list(),
      repos.brands.list(),
      repos.config.get(),
    ]);
    for (const brand of brands) {
      const answer = await json<{ email: string; via: string[] }[]>('access', 'who-can-see', brand.id);
      const expected = users
        .filter(isActiveUser)
        .filter((user) =>
          canSeeBrand(brand, actorFor(user, roles.find((r) => r.id === user.role)?.permissions ?? [], config).actor),
        )
        .map((user) => user.email)
        .sort();
      expect(answer.map((row) => row.email).sort()).toEqual(expected);
      for (const row of answer) expect(row.via.length).toBeGreaterThan(0);
    }
  });

  it('answers what each user can do exactly as the domain resolves it', async () => {
    const [users, roles, brands, config] = await Promise.all([
      repos.users.list(),
      repos.roles.list(),
      repos.brands.list(),
      repos.config.get(),
    ]);
    for (const user of users) {
      const codes = roles.find((r) => r.id === user.role)?.permissions ?? [];
      const answer = await json<{ keys: string[]; brands: { id: string }[]; active: boolean }>(
        'access',
        'what-can',
        user.email,
      );
      expect(new Set(answer.keys)).toEqual(resolvePermissions(config, codes).keys);
      expect(answer.brands.map((b) => b.id)).toEqual(
        visibleBrands(brands, actorFor(user, codes, config).actor).map((b) => b.id),
      );
      expect(answer.active).toBe(isActiveUser(user));
    }
    const human = await cli('access', 'what-can', 'marcas@estudio.test');
    expect(human.code).toBe(0);
    expect(human.out).toContain('ADMIN_BRAND_DISABLE');
  });
});
