// The local stack end to end: the demo seed written with firebase-admin, then each demo
// account signing in through the domain's SessionUseCases on the browser's Firebase
// bindings, with firestore.rules enforced by the emulator
// (firebase-web-bindings-emulator-support.ts). Every content field has one writer, the
// server (the content commands): the writes a browser made of them are refused in
// firebase-web-bindings-brand-writes and -requirement-writes; here, the sign-in, the writes
// the screens still make directly (a requirement's status, a brand's status and allowed
// users) passing, and a refusal answered in Spanish.
import { DEFAULT_PERMISSION_CONFIG, DEMO_ROLES, resolvePermissions } from '@estudio/domain/accounts';
import { Messages } from '@estudio/domain/shared';
import { SessionUseCases } from '@estudio/domain/accounts';
import { BrandRepository } from '@estudio/domain/brands';
import type { Requirement } from '@estudio/domain/requirements';
import { deleteApp, initializeApp } from 'firebase/app';
import type { FirebaseApp } from 'firebase/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/index.js';
import { DEMO_BRAND_PROFILES } from '../seed/demo-brands.js';
import { DataStoreTexts } from '../texts.js';
import {
  projectId,
  consoleOn,
  withBrowsers,
  cumbreRequirement,
  refusedInSpanish,
  useSeededDemoData,
} from './firebase-web-bindings-emulator-support.js';

useSeededDemoData();

let web: FirebaseApp;
let sessions: SessionUseCases;
let brandStore: BrandRepository;

beforeAll(() => {
  web = initializeApp({ projectId, apiKey: 'demo-api-key' }, 'bindings-web');
  const container = consoleOn(web);
  sessions = container.get(SessionUseCases);
  brandStore = container.get(BrandRepository);
});

afterAll(async () => {
  await deleteApp(web);
});

const roleCodes = (roleName: string): readonly string[] =>
  DEMO_ROLES.find((role) => role.name === roleName)?.permissions ?? [];

describe('the demo accounts on the local stack', () => {
  it.each(DEMO_ACCOUNTS.map((account) => [account.email, account.roleName] as const))(
    '%s signs in as %s and gets the keys its role resolves to',
    async (email, roleName) => {
      const session = await sessions.signIn(email, DEMO_PASSWORD, true);
      try {
        const expected = resolvePermissions(DEFAULT_PERMISSION_CONFIG, roleCodes(roleName)).keys;
        expect(session.profile.email).toBe(email);
        expect([...session.actor.keys].sort()).toEqual([...expected].sort());
        expect(session.profile.lastLoginAt).not.toBeNull();
      } finally {
        await sessions.signOut();
      }
    },
  );

  // What the list screens still write directly (docs/product.md, "Status").
  it("changes a requirement's status from the list, through firestore.rules: status, updatedAt and, for En diseño, inDesignAt", async () => {
    await withBrowsers(['disenador@estudio.test'], async (designer) => {
      const before = await cumbreRequirement(
        designer.requirements,
        (requirement) => requirement.status !== 'En diseño' && requirement.status !== 'Finalizado',
      );
      const inDesign = await designer.lists.changeStatus(designer.actor, before, 'En diseño');
      const stored = await designer.requirements.get(before.brandId, before.id);
      expect(stored?.status).toBe('En diseño');
      expect(stored?.inDesignAt).toBeInstanceOf(Date);
      expect(stored?.updatedAt?.getTime()).toBeGreaterThan(before.updatedAt?.getTime() ?? 0);
      expect({ ...stored, status: before.status, inDesignAt: null, updatedAt: null }).toEqual({
        ...before,
        inDesignAt: null,
        updatedAt: null,
      });

      await designer.lists.changeStatus(designer.actor, inDesign, 'Solicitar diseño');
      expect((await designer.requirements.get(before.brandId, before.id))?.status).toBe('Solicitar diseño');
    });
  });

  // The Requerimientos list over many brands (docs/product.md, "Requirements"): one
  // collection-group read per group of brands, which the rules allow brand by brand.
  it('reads the active requirements of several visible brands at once through firestore.rules, and refuses a hidden one in Spanish', async () => {
    await withBrowsers(['disenador@estudio.test'], async (designer) => {
      const mine = DEMO_BRAND_PROFILES.filter((brand) => brand.allowedUsers.includes('disenador')).map((b) => b.id);
      const hidden = DEMO_BRAND_PROFILES.find(
        (brand) => !brand.allowedUsers.includes('disenador') && brand.owner !== 'disenador',
      );
      expect(mine.length).toBeGreaterThan(1);
      const keyOf = (r: Requirement) => `${r.brandId}/${r.id}`;
      const oneByOne = (await Promise.all(mine.map((id) => designer.requirements.listActive(id)))).flat();
      expect(oneByOne.length).toBeGreaterThan(0);
      const atOnce = await designer.requirements.listActiveIn(mine);
      expect(atOnce.map(keyOf).sort()).toEqual(oneByOne.map(keyOf).sort());
      expect((await designer.lists.loadActive(designer.actor, null)).map(keyOf).sort()).toEqual(
        oneByOne.map(keyOf).sort(),
      );
      await refusedInSpanish(designer.requirements.listActiveIn([...mine, hidden?.id ?? '']));
    });
  });

  // What the brand settings screen still writes directly (docs/product.md, "Brand settings (`/adminbrands`)").
  it('disables and enables a brand and grants and revokes its access from the brand settings, through firestore.rules', async () => {
    await withBrowsers(['marcas@estudio.test'], async (marcas) => {
      const brandId = DEMO_BRAND_PROFILES.find((brand) => brand.owner === 'marcas')?.id ?? '';
      const before = await marcas.brands.get(brandId);
      expect(before).not.toBeNull();
      await marcas.brandSettings.disable(marcas.actor, brandId);
      expect((await marcas.brands.get(brandId))?.status).toBe('disabled');
      await marcas.brandSettings.enable(marcas.actor, brandId);
      expect((await marcas.brands.get(brandId))?.status).toBe('active');

      const granted = await marcas.brandSettings.grantAccess(marcas.actor, brandId, 'contenido@estudio.test');
      expect(granted.allowedUsers).toContain('contenido@estudio.test');
      expect((await marcas.brands.get(brandId))?.allowedUsers).toContain('contenido@estudio.test');
      await marcas.brandSettings.revokeAccess(marcas.actor, brandId, 'contenido@estudio.test');
      const after = await marcas.brands.get(brandId);
      expect(after?.allowedUsers).toEqual(before?.allowedUsers);
      // Nothing else of the brand moved.
      expect({ ...after, updatedAt: null }).toEqual({ ...before, status: 'active', updatedAt: null });
    });
  });

  it("answers a write the rules refuse with the Spanish reason, the SDK's error kept as its cause", async () => {
    await sessions.signIn('disenador@estudio.test', DEMO_PASSWORD, true);
    try {
      const brandId = DEMO_BRAND_PROFILES.find((brand) => brand.allowedUsers.includes('disenador'))?.id ?? '';
      const refusal = await brandStore
        .update(brandId, { missionPurpose: 'No debería.', updatedAt: new Date() })
        .catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(Error);
      expect((refusal as Error).message).toBe(DataStoreTexts.permissionDenied);
      expect((refusal as Error).cause).toMatchObject({ code: 'permission-denied' });
    } finally {
      await sessions.signOut();
    }
  });

  it('refuses the disabled user with the login message', async () => {
    await expect(sessions.signIn('inactivo@estudio.test', DEMO_PASSWORD, true)).rejects.toThrow(
      Messages.auth.wrongCredentials,
    );
  });

  it('refuses a wrong password with the login message', async () => {
    await expect(sessions.signIn('admin@estudio.test', 'otra-clave', true)).rejects.toThrow(
      Messages.auth.wrongCredentials,
    );
  });
});
