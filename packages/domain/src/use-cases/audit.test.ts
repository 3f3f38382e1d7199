import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_DEFAULT_LIMIT, AUDIT_MAX_LIMIT, AuditUseCases } from './audit.js';
import { type Brand } from '../brands/brand.js';
import { Messages } from '../messages.js';
import { ServerMessages } from '../server-messages.js';
import { type User } from '../users/user.js';
import {
  aBrand,
  aUser,
  anAuditEntry,
  InMemoryAuditLog,
  InMemoryBrandRepository,
  InMemoryUserRepository,
} from '../testing/index.js';
import { actorWith, failureOf } from './use-cases.test-kit.js';

const m = ServerMessages.audit;
const AT = new Date('2026-11-21T12:00:00.000Z');
const minute = (n: number): Date => new Date(AT.getTime() + n * 60_000);

const admin = actorWith(['ADMIN_USERS']);
const rolesOnly = actorWith(['ADMIN_ROLES', 'ADMIN_BRANDS_ALL']);

const BRANDS: Brand[] = [
  { ...aBrand({ brandName: 'Café Aurora' }), id: 'b-aurora' },
  { ...aBrand({ brandName: 'Textiles Quetzal' }), id: 'b-quetzal' },
  { ...aBrand({ brandName: 'Gemela' }), id: 'b-gemela-1' },
  { ...aBrand({ brandName: 'gemela ' }), id: 'b-gemela-2' },
];
const USERS: User[] = [aUser({ uid: 'uid-ana', email: 'Ana.Perez@Estudio.example' })];

describe('AuditUseCases', () => {
  let log: InMemoryAuditLog;
  let users: InMemoryUserRepository;
  let brands: InMemoryBrandRepository;
  let audit: AuditUseCases;

  beforeEach(() => {
    log = new InMemoryAuditLog();
    users = new InMemoryUserRepository(USERS);
    brands = new InMemoryBrandRepository(BRANDS);
    audit = new AuditUseCases(log, users, brands);
  });

  describe('record (the triggers)', () => {
    it('appends who changed which fields of a document, the writer’s e-mail read from their record', async () => {
      const entry = await audit.record({
        path: 'brands/b-aurora',
        before: { brandName: 'Café Aurora', status: 'active' },
        after: { brandName: 'Café Aurora', status: 'disabled' },
        at: AT,
        authType: 'app_user',
        authId: 'uid-ana',
      });
      expect(entry).toEqual({
        id: 'audit-1',
        at: AT,
        actorUid: 'uid-ana',
        actorEmail: 'ana.perez@estudio.example',
        authType: 'app_user',
        path: 'brands/b-aurora',
        collection: 'brands',
        brandId: 'b-aurora',
        documentId: 'b-aurora',
        operation: 'update',
        changes: [{ field: 'status', before: 'active', after: 'disabled' }],
      });
      expect(log.all()).toEqual([entry]);
    });

    it('still records when the writer has no record, or it cannot be read: the e-mail is unknown', async () => {
      const write = { path: 'roles/r1', before: null, after: { name: 'Nuevo' }, at: AT, authType: 'app_user' };
      expect(await audit.record({ ...write, authId: 'uid-sin-registro' })).toMatchObject({
        actorUid: 'uid-sin-registro',
        actorEmail: null,
      });
      users.failNext('get');
      expect(await audit.record({ ...write, authId: 'uid-ana' })).toMatchObject({
        actorUid: 'uid-ana',
        actorEmail: null,
      });
      expect(log.all()).toHaveLength(2);
    });

    it('reads no record for a server or an unknown writer', async () => {
      const read = vi.spyOn(users, 'get');
      const entry = await audit.record({
        path: 'config/permissions',
        before: { STRATEGY: 'estrategia' },
        after: null,
        at: AT,
        authType: 'unknown',
      });
      expect(entry).toMatchObject({ actorUid: null, actorEmail: null, authType: 'unknown', operation: 'delete' });
      expect(read).not.toHaveBeenCalled();
    });

    it('names the person a server command stamped on a brand, requirement or blueprint it wrote with the Admin SDK', async () => {
      const read = vi.spyOn(users, 'get');
      const stamp = { uid: 'uid-ana', email: 'Ana.Perez@Estudio.example', at: AT };
      for (const [path, authType, authId] of [
        ['brands/b-aurora/requirements/r1', 'service_account', 'svc@estudio.iam.gserviceaccount.com'],
        ['brands/b-aurora/blueprints/b-aurora', 'system', undefined],
        ['brands/b-aurora', 'unknown', 'fake-auth-id@gmail.com'],
      ] as const) {
        const entry = await audit.record({
          path,
          before: { caption: 'Antes', changedBy: { ...stamp, uid: 'uid-luis', at: minute(-5) } },
          after: { caption: 'Después', changedBy: stamp },
          at: AT,
          authType,
          ...(authId === undefined ? {} : { authId }),
        });
        expect(entry).toMatchObject({
          actorUid: 'uid-ana',
          actorEmail: 'ana.perez@estudio.example',
          authType,
          path,
          brandId: 'b-aurora',
          operation: 'update',
          // Who wrote is the entry's actor, not a changed field.
          changes: [{ field: 'caption', before: 'Antes', after: 'Después' }],
        });
      }
      // The stamp names the person: no record is read for it.
      expect(read).not.toHaveBeenCalled();
    });

    it('leaves the stamp out of a created document’s fields, and names nobody by a stamp the write did not change', async () => {
      const stamp = { uid: 'uid-ana', email: 'ana.perez@estudio.example', at: AT };
      const created = await audit.record({
        path: 'brands/b-aurora/requirements/r2',
        before: null,
        after: { title: 'Carrusel', changedBy: stamp },
        at: AT,
        authType: 'service_account',
        authId: 'svc@estudio.iam.gserviceaccount.com',
      });
      expect(created).toMatchObject({
        actorUid: 'uid-ana',
        actorEmail: 'ana.perez@estudio.example',
        operation: 'create',
        changes: [{ field: 'title', after: 'Carrusel' }],
      });
      // A browser's status change carries the last command's stamp over: it names nobody.
      const carried = await audit.record({
        path: 'brands/b-aurora/requirements/r2',
        before: { status: 'Pendiente', changedBy: stamp },
        after: { status: 'En diseño', changedBy: stamp },
        at: minute(1),
        authType: 'unknown',
      });
      expect(carried).toMatchObject({ actorUid: null, actorEmail: null });
      // A signed-in user is who their token says, whatever the document carries.
      const signedIn = await audit.record({
        path: 'brands/b-aurora/requirements/r2',
        before: { caption: 'A' },
        after: { caption: 'B', changedBy: { ...stamp, uid: 'uid-otro', at: minute(2) } },
        at: minute(2),
        authType: 'app_user',
        authId: 'uid-ana',
      });
      expect(signedIn).toMatchObject({ actorUid: 'uid-ana', actorEmail: 'ana.perez@estudio.example' });
    });

    it('writes nothing for a write it does not audit', async () => {
      expect(
        await audit.record({
          path: 'users/uid-ana/linkedin/default',
          before: null,
          after: { accessToken: 't' },
          at: AT,
        }),
      ).toBeNull();
      expect(
        await audit.record({
          path: 'users/uid-ana',
          before: { lastLoginAt: null },
          after: { lastLoginAt: AT },
          at: AT,
        }),
      ).toBeNull();
      expect(log.all()).toEqual([]);
    });

    it('fails, storing nothing, when the log refuses the entry (the trigger reports it)', async () => {
      log.failNext('append');
      await expect(audit.record({ path: 'roles/r1', before: null, after: { name: 'x' }, at: AT })).rejects.toThrow();
      expect(log.all()).toEqual([]);
    });
  });

  describe('list (estudio audit)', () => {
    beforeEach(async () => {
      await log.append(anAuditEntry({ at: minute(1), brandId: 'b-aurora', documentId: 'uno' }));
      await log.append(
        anAuditEntry({
          at: minute(2),
          brandId: 'b-quetzal',
          documentId: 'dos',
          actorUid: 'uid-luis',
          actorEmail: 'luis@x.co',
        }),
      );
      await log.append(anAuditEntry({ at: minute(3), brandId: 'b-borrada', documentId: 'tres' }));
      await log.append(anAuditEntry({ at: minute(4), brandId: null, collection: 'roles', documentId: 'cuatro' }));
    });
    const ids = async (filter: Parameters<AuditUseCases['list']>[1]) =>
      (await audit.list(admin, filter)).map((entry) => entry.documentId);

    it('requires ADMIN_USERS, and reads nothing without it', async () => {
      const read = vi.spyOn(log, 'list');
      const refused = await failureOf(audit.list(rolesOnly, {}));
      expect(refused).toMatchObject({ kind: 'forbidden', message: Messages.access.forbidden });
      expect(read).not.toHaveBeenCalled();
    });

    it('lists the newest first', async () => {
      expect(await ids({})).toEqual(['cuatro', 'tres', 'dos', 'uno']);
      expect(await ids({ limit: 2 })).toEqual(['cuatro', 'tres']);
    });

    it('finds a brand by id or by name (case and blanks ignored), and a deleted brand by its id', async () => {
      expect(await ids({ brand: 'b-quetzal' })).toEqual(['dos']);
      expect(await ids({ brand: '  café aurora ' })).toEqual(['uno']);
      expect(await ids({ brand: 'b-borrada' })).toEqual(['tres']);
      const ambiguous = await failureOf(audit.list(admin, { brand: 'GEMELA' }));
      expect(ambiguous).toMatchObject({ kind: 'validation', message: m.ambiguousBrand });
    });

    it('finds the writer by e-mail (any case) or by uid, and filters from a time on', async () => {
      expect(await ids({ user: ' LUIS@x.co ' })).toEqual(['dos']);
      expect(await ids({ user: 'uid-ana' })).toEqual(['cuatro', 'tres', 'uno']);
      expect(await ids({ user: 'uid-ana', since: minute(3) })).toEqual(['cuatro', 'tres']);
      expect(await ids({ user: '  ', brand: '' })).toEqual(['cuatro', 'tres', 'dos', 'uno']);
    });

    it('refuses bad filters with the catalogue message, before reading', async () => {
      const read = vi.spyOn(log, 'list');
      for (const filter of [
        { limit: 0 },
        { limit: AUDIT_MAX_LIMIT + 1 },
        { limit: 1.5 },
        { since: new Date(Number.NaN) },
        { user: 'a/b' },
        { brand: 'brands/b1' },
      ]) {
        expect(await failureOf(audit.list(admin, filter))).toMatchObject({
          kind: 'validation',
          message: m.invalidFilter,
        });
      }
      expect(read).not.toHaveBeenCalled();
      expect(AUDIT_DEFAULT_LIMIT).toBeLessThanOrEqual(AUDIT_MAX_LIMIT);
    });

    it('reports a failed read with the catalogue message', async () => {
      log.failNext('list');
      expect(await failureOf(audit.list(admin, {}))).toMatchObject({ kind: 'upstream', message: m.load });
      brands.failNext('get');
      expect(await failureOf(audit.list(admin, { brand: 'b-aurora' }))).toMatchObject({
        kind: 'upstream',
        message: m.load,
      });
    });
  });
});
