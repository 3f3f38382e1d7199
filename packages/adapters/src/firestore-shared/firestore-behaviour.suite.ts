import { beforeEach, describe, expect, it } from 'vitest';
import { type RoleRepository, type UserRepository } from '@estudio/domain/accounts';
import { type BlueprintRepository } from '@estudio/domain/blueprint';
import { type BrandRepository } from '@estudio/domain/brands';
import { createRequirement, type RequirementRepository } from '@estudio/domain/requirements';
import { aBlueprint, aBrand, aNewRequirement, aUser, present } from '../contracts/fixtures.js';
import { clearFirestoreEmulator } from './firestore-emulator-support.js';
import { FIRESTORE_PATHS } from './firestore-paths.js';
import { isTimestampLike } from './stored-values.js';
import type { FirestoreWriteOptions } from './updated-at.js';

/*
 * What the contract suites cannot say because it is Firestore's alone: updatedAt is the
 * server's time, updates merge instead of rewriting, documents hold the spec's fields and
 * nothing else, and sparse documents read with their defaults. Run for both flavours.
 */

export interface FirestoreFlavour {
  readonly name: string;
  readonly users: () => UserRepository;
  readonly roles: () => RoleRepository;
  readonly brands: (options?: FirestoreWriteOptions) => BrandRepository;
  readonly requirements: (options?: FirestoreWriteOptions) => RequirementRepository;
  readonly blueprints: (options?: FirestoreWriteOptions) => BlueprintRepository;
  /** A document's stored fields, read around the adapter; undefined when absent. */
  readonly readRaw: (path: string) => Promise<Readonly<Record<string, unknown>> | undefined>;
  readonly writeRaw: (path: string, data: Readonly<Record<string, unknown>>) => Promise<void>;
}

const BRAND = 'brand-aurora';
/** A caller's clock far from now, so a server time can never be mistaken for it. */
const CALLER_TIME = new Date('2001-02-03T04:05:06.000Z');
/** The emulator runs on this machine; the window only absorbs the round trips. */
const TOLERANCE_MS = 10_000;

export const describeFirestoreBehaviour = (flavour: FirestoreFlavour): void => {
  describe(`Firestore behaviour: ${flavour.name}`, () => {
    let startedAt: number;

    beforeEach(async () => {
      await clearFirestoreEmulator();
      startedAt = Date.now();
    });

    /** The stored field is a Timestamp of the server's now, not what the caller sent. */
    const expectServerTime = async (path: string, field = 'updatedAt'): Promise<void> => {
      const stored = present(await flavour.readRaw(path), path)[field];
      expect(isTimestampLike(stored)).toBe(true);
      const at = (stored as { toDate(): Date }).toDate().getTime();
      expect(at).toBeGreaterThanOrEqual(startedAt - TOLERANCE_MS);
      expect(at).toBeLessThanOrEqual(Date.now() + TOLERANCE_MS);
    };

    describe('updatedAt is the server time by default', () => {
      it('on every brand write, leaving createdAt as given', async () => {
        const repo = flavour.brands();
        const brand = await repo.create(aBrand({ createdAt: CALLER_TIME, updatedAt: CALLER_TIME }));
        const path = FIRESTORE_PATHS.brand(brand.id);
        await expectServerTime(path);
        expect((await repo.get(brand.id))?.createdAt).toEqual(CALLER_TIME);
        for (const write of [
          () => repo.update(brand.id, { brandName: 'Brisa', updatedAt: CALLER_TIME }),
          () => repo.setStatus(brand.id, 'disabled', CALLER_TIME),
          () => repo.setAllowedUsers(brand.id, ['eva@estudio.example'], CALLER_TIME),
        ]) {
          await flavour.writeRaw(path, { ...present(await flavour.readRaw(path)), updatedAt: CALLER_TIME });
          await write();
          await expectServerTime(path);
        }
      });

      it('on requirements created or updated with a time; a requirement never updated keeps none', async () => {
        const repo = flavour.requirements();
        const [dated, fresh] = await repo.createMany(BRAND, [
          aNewRequirement(BRAND, 1, { updatedAt: CALLER_TIME }),
          aNewRequirement(BRAND, 2, { updatedAt: null }),
        ]);
        await expectServerTime(FIRESTORE_PATHS.requirement(BRAND, present(dated).id));
        expect((await repo.get(BRAND, present(fresh).id))?.updatedAt).toBeNull();

        await repo.update(BRAND, present(fresh).id, { caption: 'Sin fecha' });
        expect((await repo.get(BRAND, present(fresh).id))?.updatedAt).toBeNull();
        await repo.update(BRAND, present(fresh).id, {
          status: 'En diseño',
          inDesignAt: CALLER_TIME,
          updatedAt: CALLER_TIME,
        });
        await expectServerTime(FIRESTORE_PATHS.requirement(BRAND, present(fresh).id));
        expect((await repo.get(BRAND, present(fresh).id))?.inDesignAt).toEqual(CALLER_TIME);
      });

      it("on a numbered requirement's createdAt, and its counter moved in the same write", async () => {
        const repo = flavour.requirements();
        const [created] = await repo.createNumbered(BRAND, 1, (first) => [
          aNewRequirement(BRAND, first, { createdAt: CALLER_TIME, updatedAt: null }),
        ]);
        const path = FIRESTORE_PATHS.requirement(BRAND, present(created).id);
        expect(path).toBe(`brands/${BRAND}/requirements/r1`);
        await expectServerTime(path, 'createdAt');
        expect(await flavour.readRaw(FIRESTORE_PATHS.requirementCounter(BRAND))).toEqual({ last: 1 });
      });

      it('on a saved blueprint with a time; one without keeps none', async () => {
        const repo = flavour.blueprints();
        await repo.save(aBlueprint(BRAND, { updatedAt: CALLER_TIME }));
        await expectServerTime(FIRESTORE_PATHS.blueprint(BRAND));
        await repo.save(aBlueprint('brand-brisa', { updatedAt: null }));
        expect((await repo.get('brand-brisa'))?.updatedAt).toBeNull();
      });

      it("keeps the caller's time when told to", async () => {
        const brand = await flavour.brands({ updatedAt: 'caller' }).create(aBrand({ updatedAt: CALLER_TIME }));
        expect((await flavour.brands().get(brand.id))?.updatedAt).toEqual(CALLER_TIME);
      });
    });

    describe('requirement documents', () => {
      it('merge an update into the stored document, leaving fields this version does not know', async () => {
        const path = FIRESTORE_PATHS.requirement(BRAND, 'req-legacy');
        await flavour.writeRaw(path, {
          title: 'Blog 1 - T1',
          number: 1,
          caption: 'Antes',
          legacyNote: 'de la versión anterior',
        });
        await flavour.requirements().update(BRAND, 'req-legacy', { caption: 'Después' });
        expect(await flavour.readRaw(path)).toEqual({
          title: 'Blog 1 - T1',
          number: 1,
          caption: 'Después',
          legacyNote: 'de la versión anterior',
        });
      });

      it('store the brand id the path names (for reads across brands), never the id', async () => {
        const repo = flavour.requirements();
        const [listed] = await repo.createMany(BRAND, [aNewRequirement(BRAND, 1)]);
        const [numbered] = await repo.createNumbered(BRAND, 1, (first) => [aNewRequirement(BRAND, first)]);
        for (const created of [listed, numbered]) {
          const stored = present(await flavour.readRaw(FIRESTORE_PATHS.requirement(BRAND, present(created).id)));
          expect(stored).not.toHaveProperty('id');
          expect(stored['brandId']).toBe(BRAND);
          expect(stored).toMatchObject({ title: expect.any(String), status: 'Pendiente', assignedTo: 'Por asignar' });
        }
      });

      it('are listed across brands by the stored brandId, each under its path: without the field, or naming another brand, a document is left out', async () => {
        const repo = flavour.requirements({ updatedAt: 'caller' });
        await repo.createMany(BRAND, [aNewRequirement(BRAND, 1), aNewRequirement(BRAND, 2, { status: 'Finalizado' })]);
        await repo.createMany('brand-brisa', [aNewRequirement('brand-brisa', 1, { status: 'En diseño' })]);
        await repo.createMany('brand-cima', [aNewRequirement('brand-cima', 1)]);
        // Stored before the field existed, and one naming a brand its path is not.
        await flavour.writeRaw(FIRESTORE_PATHS.requirement(BRAND, 'req-antiguo'), {
          title: 'Blog 7 - T1',
          number: 7,
          status: 'Pendiente',
        });
        await flavour.writeRaw(FIRESTORE_PATHS.requirement('brand-cima', 'req-cruzado'), {
          title: 'Blog 8 - T1',
          number: 8,
          status: 'Pendiente',
          brandId: 'brand-brisa',
        });
        // Every brand's at once goes by the path alone: the legacy and the crossed ones too.
        expect((await repo.listEveryActive()).map((r) => [r.brandId, r.number]).sort()).toEqual([
          [BRAND, 1],
          [BRAND, 7],
          ['brand-brisa', 1],
          ['brand-cima', 1],
          ['brand-cima', 8],
        ]);
        const rows = await repo.listActiveIn([BRAND, 'brand-brisa']);
        expect(rows.map((r) => [r.brandId, r.number]).sort()).toEqual([
          [BRAND, 1],
          ['brand-brisa', 1],
        ]);
        expect((await repo.listActive(BRAND)).map((r) => r.number).sort()).toEqual([1, 7]);
        expect((await repo.listActiveIn(['brand-cima', 'brand-nada'])).map((r) => r.id)).toEqual([
          present((await repo.listActive('brand-cima')).find((r) => r.number === 1)).id,
        ]);
      });

      it('read a sparse document with every default applied', async () => {
        await flavour.writeRaw(FIRESTORE_PATHS.requirement(BRAND, 'req-sparse'), {
          title: 'Video 3 - T1',
          number: 3,
          status: 'En diseño',
        });
        expect(await flavour.requirements().get(BRAND, 'req-sparse')).toEqual(
          createRequirement('req-sparse', {
            brandId: BRAND,
            title: 'Video 3 - T1',
            brand: '',
            number: 3,
            createdBy: '',
            status: 'En diseño',
          }),
        );
      });

      it('are created all or none', async () => {
        const repo = flavour.requirements();
        const unstorable = aNewRequirement(BRAND, 2, { youtubeTags: [['lista en lista']] as never });
        await expect(repo.createMany(BRAND, [aNewRequirement(BRAND, 1), unstorable])).rejects.toThrow();
        expect(await repo.count(BRAND)).toBe(0);
      });
    });

    describe('other documents', () => {
      it('store a role as exactly {name, permissions, timestamp}', async () => {
        const role = await flavour
          .roles()
          .create({ name: 'Estratega', permissions: ['estrategia'], timestamp: CALLER_TIME });
        const stored = present(await flavour.readRaw(FIRESTORE_PATHS.role(role.id)));
        expect(Object.keys(stored).sort()).toEqual(['name', 'permissions', 'timestamp']);
      });

      it('refuse to record a login for a user with no record, creating nothing', async () => {
        const users = flavour.users();
        await expect(users.recordLogin('uid-nobody', CALLER_TIME)).rejects.toThrow();
        expect(await users.get('uid-nobody')).toBeNull();
      });

      it('refuse an empty update of a missing user or requirement', async () => {
        await expect(flavour.users().update('uid-nobody', {})).rejects.toThrow();
        await expect(flavour.requirements().update(BRAND, 'req-nobody', {})).rejects.toThrow();
        await flavour.users().save(aUser());
        await expect(flavour.users().update('uid-ana', {})).resolves.toBeUndefined();
      });

      it('store the normalised e-mail with the e-mail on every user write', async () => {
        const users = flavour.users();
        await users.save(aUser({ email: 'Ana.Perez@Estudio.example' }));
        expect(await flavour.readRaw(FIRESTORE_PATHS.user('uid-ana'))).toMatchObject({
          email: 'Ana.Perez@Estudio.example',
          emailNormalized: 'ana.perez@estudio.example',
        });
        await users.update('uid-ana', { email: 'ANA@Estudio.example' });
        expect(await flavour.readRaw(FIRESTORE_PATHS.user('uid-ana'))).toMatchObject({
          email: 'ANA@Estudio.example',
          emailNormalized: 'ana@estudio.example',
        });
      });

      it('find users by the stored normalised e-mail alone: a record without it needs the backfill', async () => {
        await flavour.writeRaw(FIRESTORE_PATHS.user('uid-antiguo'), {
          email: 'antiguo@estudio.example',
          status: 'active',
        });
        expect(await flavour.users().findByEmail('antiguo@estudio.example')).toBeNull();
        await flavour.writeRaw(FIRESTORE_PATHS.user('uid-antiguo'), {
          email: 'Antiguo@estudio.example',
          emailNormalized: 'antiguo@estudio.example',
          status: 'active',
        });
        expect((await flavour.users().findByEmail(' ANTIGUO@estudio.example'))?.uid).toBe('uid-antiguo');
      });

      it('read a collection-group page with each brand taken from the document path', async () => {
        const repo = flavour.requirements({ updatedAt: 'caller' });
        await repo.createMany(BRAND, [aNewRequirement(BRAND, 1, { status: 'Finalizado' })]);
        await repo.createMany('brand-brisa', [aNewRequirement('brand-brisa', 2, { status: 'Finalizado' })]);
        // A requirements collection outside brands/{id} is not this data: never a row.
        await flavour.writeRaw('users/uid-ana/requirements/r-ajeno', {
          title: 'Ajeno',
          number: 3,
          status: 'Finalizado',
        });
        const page = await repo.pageFinished({ kind: 'all' }, { column: 'number', direction: 'asc' }, null, 10);
        expect(page.rows.map((r) => [r.brandId, r.number])).toEqual([
          [BRAND, 1],
          ['brand-brisa', 2],
        ]);
      });

      it('drop fields given as undefined instead of failing the write', async () => {
        const brand = await flavour.brands().create(aBrand({ analysis: undefined, ownerEmail: undefined }));
        const stored = present(await flavour.readRaw(FIRESTORE_PATHS.brand(brand.id)));
        expect(stored).not.toHaveProperty('analysis');
        expect(stored).not.toHaveProperty('ownerEmail');
      });
    });
  });
};
