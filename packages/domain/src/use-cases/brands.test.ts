import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandUseCases, Messages, type Actor, type Brand, type PermissionKey, type Role, type User } from '../index.js';
import {
  FixedClock,
  InMemoryBrandRepository,
  InMemoryRoleRepository,
  InMemoryUserRepository,
} from '../testing/index.js';
import { failureOf } from './use-cases.test-kit.js';

const NOW = '2026-02-01T12:00:00.000Z';
const EARLIER = new Date('2026-01-01T00:00:00.000Z');
const m = Messages.brandSettings;

const actor = (uid: string, ...keys: PermissionKey[]): Actor => ({
  uid,
  email: `${uid}@estudio.example`,
  roleCodes: [],
  keys: new Set(keys),
});

const ADMIN_KEYS: PermissionKey[] = ['ADMIN_BRANDS', 'ADMIN_BRAND_DISABLE', 'ADMIN_BRAND_USERS'];
/** Sara sees everything; Luis sees what lists him or what he owns; Eva sees nothing. */
const sara = actor('sara', 'ADMIN_BRANDS_ALL', ...ADMIN_KEYS);
const luis = actor('luis', 'ADMIN_BRANDS_ASSIGNED', 'ADMIN_BRANDS_OWNER', ...ADMIN_KEYS);
const eva = actor('eva', ...ADMIN_KEYS);
const reader = actor('lector', 'ADMIN_BRANDS_ALL');

const brand = (id: string, brandName: string, extra: Partial<Brand> = {}): Brand => ({
  id,
  brandName,
  owner: 'sara',
  updatedAt: EARLIER,
  ...extra,
});
const BRANDS: Brand[] = [
  brand('b-zeta', 'Zeta Deportes', { allowedUsers: ['luis@estudio.example'], status: 'active' }),
  brand('b-aurora', 'Café Aurora', { owner: 'luis', ownerEmail: 'viejo@estudio.example' }),
  brand('b-otra', 'Otra Marca', { status: 'disabled', owner: 'sin-registro', ownerEmail: 'guardado@x.co' }),
  brand('b-huerfana', 'Huérfana', { owner: 'sin-registro' }),
];

const user = (uid: string, extra: Partial<User> = {}): User => ({
  uid,
  email: `${uid}@estudio.example`,
  firstName: uid[0]!.toUpperCase() + uid.slice(1),
  lastName: 'Prueba',
  role: 'r-dis',
  status: 'active',
  createdAt: EARLIER,
  lastLoginAt: null,
  ...extra,
});
const USERS: User[] = [
  user('sara', { role: 'r-super' }),
  user('luis', { email: 'Luis@Estudio.example' }),
  user('ana'),
  user('off', { status: 'disabled' }),
];
const ROLES: Role[] = [
  { id: 'r-dis', name: 'Diseñador', permissions: ['atender_requerimientos'], timestamp: null },
  { id: 'r-super', name: 'Superadministrador', permissions: ['acceso_total'], timestamp: null },
];

describe('BrandUseCases', () => {
  let brands: InMemoryBrandRepository;
  let users: InMemoryUserRepository;
  let roles: InMemoryRoleRepository;
  let service: BrandUseCases;

  beforeEach(() => {
    brands = new InMemoryBrandRepository(BRANDS);
    users = new InMemoryUserRepository(USERS);
    roles = new InMemoryRoleRepository(ROLES);
    service = new BrandUseCases(brands, users, roles, new FixedClock(NOW));
  });

  /** Asserts that the stored brands are exactly the seed. */
  const expectUntouched = async (): Promise<void> => {
    expect(await brands.list()).toEqual(BRANDS);
  };

  describe('listForSelector', () => {
    it('gives the visible brands sorted by name', async () => {
      expect((await service.listForSelector(sara)).map((b) => b.id)).toEqual([
        'b-aurora',
        'b-huerfana',
        'b-otra',
        'b-zeta',
      ]);
      expect((await service.listForSelector(luis)).map((b) => b.id)).toEqual(['b-aurora', 'b-zeta']);
      expect(await service.listForSelector(eva)).toEqual([]);
    });

    it('gives an empty list silently when the brands cannot be read', async () => {
      brands.failNext('listVisible');
      expect(await service.listForSelector(sara)).toEqual([]);
    });
  });

  describe('listForAdmin', () => {
    it('needs ADMIN_BRANDS', async () => {
      const error = await failureOf(service.listForAdmin(actor('x', 'ADMIN_BRANDS_ALL')));
      expect(error.kind).toBe('forbidden');
      expect(error.message).toBe(Messages.access.forbidden);
    });

    it("derives ownerEmail from the owner's record, keeping the stored one for unknown owners", async () => {
      const rows = await service.listForAdmin(sara);
      expect(rows.map((r) => [r.id, r.ownerEmail])).toEqual([
        ['b-aurora', 'Luis@Estudio.example'],
        ['b-huerfana', ''],
        ['b-otra', 'guardado@x.co'],
        ['b-zeta', 'sara@estudio.example'],
      ]);
    });

    it('lists only the visible brands', async () => {
      expect((await service.listForAdmin(luis)).map((r) => r.id)).toEqual(['b-aurora', 'b-zeta']);
    });

    it("reads each visible brand's owner once, never the whole users collection", async () => {
      const list = vi.spyOn(users, 'list');
      const get = vi.spyOn(users, 'get');
      await service.listForAdmin(sara);
      expect(list).not.toHaveBeenCalled();
      expect(get.mock.calls.map(([uid]) => uid).sort()).toEqual(['luis', 'sara', 'sin-registro']);
      get.mockClear();
      await service.listForAdmin(luis);
      expect(get.mock.calls.map(([uid]) => uid).sort()).toEqual(['luis', 'sara']);
    });

    it('reads no owner for a brand without one', async () => {
      brands = new InMemoryBrandRepository([brand('b-sola', 'Sola', { owner: '', ownerEmail: 'antes@x.co' })]);
      service = new BrandUseCases(brands, users, roles, new FixedClock(NOW));
      const get = vi.spyOn(users, 'get');
      expect((await service.listForAdmin(sara)).map((r) => r.ownerEmail)).toEqual(['antes@x.co']);
      expect(get).not.toHaveBeenCalled();
    });

    it('reports which read failed', async () => {
      brands.failNext('listVisible');
      expect((await failureOf(service.listForAdmin(sara))).message).toBe(m.fetchBrands);
      users.failNext('get');
      const error = await failureOf(service.listForAdmin(sara));
      expect(error.message).toBe(m.fetchUsers);
      expect(error.kind).toBe('upstream');
    });
  });

  describe('enable and disable', () => {
    it('disables an active brand (unset status counts as active) with updatedAt from the clock', async () => {
      const result = await service.disable(sara, 'b-aurora');
      expect(result.status).toBe('disabled');
      expect(await brands.get('b-aurora')).toMatchObject({ status: 'disabled', updatedAt: new Date(NOW) });
    });

    it('enables a disabled brand', async () => {
      await service.enable(sara, 'b-otra');
      expect(await brands.get('b-otra')).toMatchObject({ status: 'active', updatedAt: new Date(NOW) });
    });

    it('writes nothing when the brand already has the status', async () => {
      const result = await service.enable(sara, 'b-zeta');
      expect(result).toEqual(BRANDS[0]);
      await service.setBrandStatus(sara, 'b-otra', 'disabled');
      await expectUntouched();
    });

    it('needs ADMIN_BRAND_DISABLE and a brand the actor can see', async () => {
      expect((await failureOf(service.disable(reader, 'b-zeta'))).kind).toBe('forbidden');
      const hidden = await failureOf(service.disable(luis, 'b-otra'));
      expect(hidden.kind).toBe('forbidden');
      expect(hidden.message).toBe(Messages.access.forbidden);
      await expectUntouched();
    });

    it('refuses an unknown brand with the operation message', async () => {
      const error = await failureOf(service.enable(sara, 'no-existe'));
      expect(error.kind).toBe('not-found');
      expect(error.message).toBe(m.enableBrand);
    });

    it('wraps store failures in the operation message and leaves the brand as it was', async () => {
      brands.failNext('setStatus');
      expect((await failureOf(service.disable(sara, 'b-zeta'))).message).toBe(m.disableBrand);
      brands.failNext('setStatus');
      expect((await failureOf(service.enable(sara, 'b-otra'))).message).toBe(m.enableBrand);
      brands.failNext('get');
      expect((await failureOf(service.enable(sara, 'b-otra'))).message).toBe(m.enableBrand);
      await expectUntouched();
    });
  });

  describe('listAccessCandidates', () => {
    it('lists active users with their role and whether they have access', async () => {
      const panel = await service.listAccessCandidates(sara, 'b-zeta');
      expect(panel.brand.id).toBe('b-zeta');
      expect(panel.roles.map((r) => r.id)).toEqual(['r-dis', 'r-super']);
      expect(panel.candidates.map((c) => [c.uid, c.roleName, c.hasAccess])).toEqual([
        ['ana', 'Diseñador', false],
        ['luis', 'Diseñador', true],
        ['sara', 'Superadministrador', false],
      ]);
    });

    it('reads the active users only', async () => {
      const list = vi.spyOn(users, 'list');
      await service.listAccessCandidates(sara, 'b-zeta');
      expect(list).not.toHaveBeenCalled();
    });

    it('needs ADMIN_BRAND_USERS and a visible brand', async () => {
      expect((await failureOf(service.listAccessCandidates(reader, 'b-zeta'))).kind).toBe('forbidden');
      expect((await failureOf(service.listAccessCandidates(eva, 'b-zeta'))).kind).toBe('forbidden');
      expect((await failureOf(service.listAccessCandidates(sara, 'nada'))).message).toBe(m.fetchBrands);
    });

    it('reports which read failed', async () => {
      brands.failNext('get');
      expect((await failureOf(service.listAccessCandidates(sara, 'b-zeta'))).message).toBe(m.fetchBrands);
      users.failNext('listActive');
      expect((await failureOf(service.listAccessCandidates(sara, 'b-zeta'))).message).toBe(m.fetchUsers);
      roles.failNext('list');
      expect((await failureOf(service.listAccessCandidates(sara, 'b-zeta'))).message).toBe(m.fetchRoles);
    });
  });

  describe('grantAccess and revokeAccess', () => {
    it("adds an active user's e-mail as on their record, with updatedAt", async () => {
      const result = await service.grantAccess(sara, 'b-aurora', 'ANA@estudio.example');
      expect(result.allowedUsers).toEqual(['ana@estudio.example']);
      expect(await brands.get('b-aurora')).toMatchObject({
        allowedUsers: ['ana@estudio.example'],
        updatedAt: new Date(NOW),
      });
    });

    it('does nothing when the e-mail is already there in any case', async () => {
      const result = await service.grantAccess(sara, 'b-zeta', 'luis@estudio.example');
      expect(result).toEqual(BRANDS[0]);
      await expectUntouched();
    });

    it('refuses disabled and unknown users', async () => {
      for (const email of ['off@estudio.example', 'nadie@estudio.example']) {
        const error = await failureOf(service.grantAccess(sara, 'b-zeta', email));
        expect(error.kind).toBe('validation');
        expect(error.message).toBe(m.addAllowedUser);
      }
      await expectUntouched();
    });

    it('removes every spelling of the e-mail, and nothing when absent', async () => {
      const result = await service.revokeAccess(sara, 'b-zeta', 'luis@ESTUDIO.example');
      expect(result.allowedUsers).toEqual([]);
      expect(await brands.get('b-zeta')).toMatchObject({ allowedUsers: [], updatedAt: new Date(NOW) });
      await service.revokeAccess(sara, 'b-aurora', 'ana@estudio.example');
      expect(await brands.get('b-aurora')).toEqual(BRANDS[1]);
    });

    it('reads the active users only', async () => {
      const list = vi.spyOn(users, 'list');
      await service.listAccessCandidates(sara, 'b-zeta');
      expect(list).not.toHaveBeenCalled();
    });

    it('needs ADMIN_BRAND_USERS and a visible brand', async () => {
      expect((await failureOf(service.grantAccess(reader, 'b-zeta', 'ana@estudio.example'))).kind).toBe('forbidden');
      expect((await failureOf(service.revokeAccess(luis, 'b-otra', 'ana@estudio.example'))).kind).toBe('forbidden');
      expect((await failureOf(service.revokeAccess(sara, 'nada', 'x@y.co'))).message).toBe(m.removeAllowedUser);
      await expectUntouched();
    });

    it('wraps failures in the operation message and writes nothing', async () => {
      brands.failNext('setAllowedUsers');
      expect((await failureOf(service.grantAccess(sara, 'b-aurora', 'ana@estudio.example'))).message).toBe(
        m.addAllowedUser,
      );
      users.failNext('findByEmail');
      expect((await failureOf(service.grantAccess(sara, 'b-aurora', 'ana@estudio.example'))).message).toBe(
        m.addAllowedUser,
      );
      brands.failNext('setAllowedUsers');
      const error = await failureOf(service.revokeAccess(sara, 'b-zeta', 'luis@estudio.example'));
      expect(error.message).toBe(m.removeAllowedUser);
      expect(error.kind).toBe('upstream');
      await expectUntouched();
    });
  });

  describe('changeAccess (many e-mails at once)', () => {
    it('grants the active users in one write, telling each e-mail what happened', async () => {
      const write = vi.spyOn(brands, 'setAllowedUsers');
      const result = await service.changeAccess(
        sara,
        'b-zeta',
        'grant',
        ['ANA@estudio.example', 'luis@estudio.example'],
        {},
      );
      expect(result.outcomes.map((o) => [o.email, o.outcome])).toEqual([
        ['ANA@estudio.example', 'granted'],
        ['luis@estudio.example', 'already-granted'],
      ]);
      expect(result).toMatchObject({ refused: 0, written: true });
      expect(write).toHaveBeenCalledTimes(1);
      expect(await brands.get('b-zeta')).toMatchObject({
        allowedUsers: ['luis@estudio.example', 'ana@estudio.example'],
        updatedAt: new Date(NOW),
      });
      expect(result.brand).toEqual(await brands.get('b-zeta'));
    });

    it('writes nothing when an e-mail is refused, unless asked to skip the refused ones', async () => {
      const emails = ['ana@estudio.example', 'off@estudio.example', 'nadie@estudio.example'];
      const blocked = await service.changeAccess(sara, 'b-aurora', 'grant', emails);
      expect(blocked.outcomes.map((o) => o.outcome)).toEqual(['granted', 'inactive-user', 'unknown-user']);
      expect(blocked).toMatchObject({ refused: 2, written: false });
      await expectUntouched();

      const skipped = await service.changeAccess(sara, 'b-aurora', 'grant', emails, { skipRefused: true });
      expect(skipped.written).toBe(true);
      expect((await brands.get('b-aurora'))?.allowedUsers).toEqual(['ana@estudio.example']);
    });

    it('writes nothing on a dry run, or when nothing changes', async () => {
      expect(
        (await service.changeAccess(sara, 'b-zeta', 'revoke', ['luis@estudio.example'], { dryRun: true })).written,
      ).toBe(false);
      expect(
        (await service.changeAccess(sara, 'b-zeta', 'revoke', ['nadie@estudio.example'])).outcomes[0]?.outcome,
      ).toBe('not-granted');
      expect((await service.changeAccess(sara, 'b-zeta', 'grant', ['luis@estudio.example'])).written).toBe(false);
      await expectUntouched();
    });

    it('revokes every spelling of each e-mail, reading no users', async () => {
      const list = vi.spyOn(users, 'list');
      const result = await service.changeAccess(sara, 'b-zeta', 'revoke', [
        'LUIS@estudio.example',
        'ana@estudio.example',
      ]);
      expect(result.outcomes.map((o) => o.outcome)).toEqual(['revoked', 'not-granted']);
      expect((await brands.get('b-zeta'))?.allowedUsers).toEqual([]);
      expect(list).not.toHaveBeenCalled();
    });

    it('needs ADMIN_BRAND_USERS and a visible brand, and wraps failures in the operation message', async () => {
      expect((await failureOf(service.changeAccess(reader, 'b-zeta', 'grant', ['ana@estudio.example']))).kind).toBe(
        'forbidden',
      );
      expect((await failureOf(service.changeAccess(luis, 'b-otra', 'revoke', ['ana@estudio.example']))).kind).toBe(
        'forbidden',
      );
      users.failNext('list');
      expect((await failureOf(service.changeAccess(sara, 'b-zeta', 'grant', ['ana@estudio.example']))).message).toBe(
        m.addAllowedUser,
      );
      brands.failNext('setAllowedUsers');
      expect((await failureOf(service.changeAccess(sara, 'b-zeta', 'revoke', ['luis@estudio.example']))).message).toBe(
        m.removeAllowedUser,
      );
      await expectUntouched();
    });
  });

  describe('setOwner', () => {
    const editor = actor('sara', 'ADMIN_BRANDS_ALL', 'SAVE_BRAND');

    it("makes an active user the owner, with their record's e-mail and updatedAt", async () => {
      const row = await service.setOwner(editor, 'b-zeta', ' ana@ESTUDIO.example ');
      expect(row).toMatchObject({
        id: 'b-zeta',
        owner: 'ana',
        ownerEmail: 'ana@estudio.example',
        updatedAt: new Date(NOW),
      });
      expect(await brands.get('b-zeta')).toMatchObject({
        owner: 'ana',
        ownerEmail: 'ana@estudio.example',
        updatedAt: new Date(NOW),
      });
      expect((await service.listForAdmin(sara)).find((b) => b.id === 'b-zeta')?.ownerEmail).toBe('ana@estudio.example');
    });

    it('writes nothing when the user already owns the brand', async () => {
      const update = vi.spyOn(brands, 'update');
      const row = await service.setOwner(editor, 'b-aurora', 'luis@estudio.example');
      expect(row).toMatchObject({ owner: 'luis', ownerEmail: 'Luis@Estudio.example' });
      expect(update).not.toHaveBeenCalled();
      await expectUntouched();
    });

    it('refuses a disabled or unknown owner with its own message, and writes nothing', async () => {
      for (const email of ['off@estudio.example', 'nadie@estudio.example']) {
        const error = await failureOf(service.setOwner(editor, 'b-zeta', email));
        expect(error.kind).toBe('validation');
        expect(error.message).toBe(m.ownerNotActive);
        expect(error.details).toEqual({ email });
      }
      await expectUntouched();
    });

    it('needs SAVE_BRAND and a visible brand', async () => {
      expect((await failureOf(service.setOwner(sara, 'b-zeta', 'ana@estudio.example'))).kind).toBe('forbidden');
      const owner = actor('dueña', 'SAVE_BRAND', 'ADMIN_BRANDS_OWNER');
      const hidden = await failureOf(service.setOwner(owner, 'b-zeta', 'ana@estudio.example'));
      expect(hidden).toMatchObject({ kind: 'forbidden', message: Messages.access.forbidden });
      expect(
        (await failureOf(service.setOwner(actor('x', 'SAVE_BRAND', 'ADMIN_BRANDS_ALL'), 'nada', 'ana@estudio.example')))
          .kind,
      ).toBe('not-found');
      await expectUntouched();
    });

    it('wraps store failures in the operation message', async () => {
      brands.failNext('update');
      const error = await failureOf(service.setOwner(editor, 'b-zeta', 'ana@estudio.example'));
      expect(error).toMatchObject({ kind: 'upstream', message: m.setOwner });
      users.failNext('findByEmail');
      expect((await failureOf(service.setOwner(editor, 'b-zeta', 'ana@estudio.example'))).message).toBe(m.setOwner);
      await expectUntouched();
    });
  });
});
