// The browser's own writes of a brand's content on the local stack, each refused by
// firestore.rules in Spanish with nothing stored (firebase-web-bindings-emulator-support.ts):
// the content grid, the brand and its DNA, the guide and the LinkedIn organization id are
// the server commands' to write.
import { CONTENT_GRID_SIZE, planContentGrid } from '@estudio/domain/requirements';
import { describe, expect, it } from 'vitest';
import {
  withBrowsers,
  refusedInSpanish,
  ESTRATEGA_BRAND,
  storedExists,
  storedCounter,
  useSeededDemoData,
  type Browser,
} from './firebase-web-bindings-emulator-support.js';

useSeededDemoData();

describe('the demo accounts on the local stack', () => {
  // The grid command generates the 14 requirements now (docs/product.md, "Content grid"):
  // the browser's own numbered write, which the Estratega's button once made, is refused.
  it("refuses the browser's own content grid (14 requirements and the counter in one transaction): nothing stored", async () => {
    await withBrowsers(['estratega@estudio.test'], async (estratega) => {
      const before = await estratega.requirements.list(ESTRATEGA_BRAND);
      const counter = await storedCounter(ESTRATEGA_BRAND);
      expect(counter).toEqual(expect.any(Number));
      const brand = await estratega.brands.get(ESTRATEGA_BRAND);
      await refusedInSpanish(
        estratega.requirements.createNumbered(ESTRATEGA_BRAND, CONTENT_GRID_SIZE, (first) =>
          planContentGrid({
            brandId: ESTRATEGA_BRAND,
            brandName: brand?.brandName ?? '',
            existingCount: first - 1,
            createdBy: estratega.actor.email,
            createdAt: new Date(),
          }),
        ),
      );
      expect(await estratega.requirements.list(ESTRATEGA_BRAND)).toEqual(before);
      expect(await storedCounter(ESTRATEGA_BRAND)).toBe(counter);
    });
  });

  it('refuses two browsers generating a grid at the same moment, the Estratega and the Superadministrador: no number handed out', async () => {
    await withBrowsers(['estratega@estudio.test', 'admin@estudio.test'], async (estratega, admin) => {
      const before = await estratega.requirements.list(ESTRATEGA_BRAND);
      const counter = await storedCounter(ESTRATEGA_BRAND);
      const grid = (browser: Browser) =>
        browser.requirements.createNumbered(ESTRATEGA_BRAND, CONTENT_GRID_SIZE, (first) =>
          planContentGrid({
            brandId: ESTRATEGA_BRAND,
            brandName: before[0]?.brand ?? '',
            existingCount: first - 1,
            createdBy: browser.actor.email,
            createdAt: new Date(),
          }),
        );
      await Promise.all([refusedInSpanish(grid(estratega)), refusedInSpanish(grid(admin))]);
      const after = await admin.requirements.list(ESTRATEGA_BRAND);
      expect(after.map((requirement) => requirement.number).sort((a, b) => a - b)).toEqual(
        before.map((requirement) => requirement.number).sort((a, b) => a - b),
      );
      expect(await storedCounter(ESTRATEGA_BRAND)).toBe(counter);
    });
  });

  // The save-dna command creates and saves a brand now (docs/product.md, "Brand DNA").
  it("refuses the browser's own brand from the questionnaire and its DNA saved again: nothing stored", async () => {
    await withBrowsers(['estratega@estudio.test'], async (estratega) => {
      const id = estratega.brands.newId();
      await refusedInSpanish(
        estratega.brands.create(
          {
            brandName: 'Marca del cuestionario',
            owner: estratega.actor.uid,
            status: 'active',
            missionPurpose: 'Probar la escritura real.',
            campaignGoal: 'conexion',
            kpis: ['alcance'],
            socialNetworks: ['Instagram', 'LinkedIn'],
            createdAt: new Date(),
            updatedAt: new Date(),
          },
          id,
        ),
      );
      // A browser may not even read a brand that does not exist: the server's view says it was not stored.
      expect(await storedExists(`brands/${id}`)).toBe(false);

      const before = await estratega.brands.get(ESTRATEGA_BRAND);
      await refusedInSpanish(
        estratega.brands.update(ESTRATEGA_BRAND, { missionPurpose: 'Segunda versión.', updatedAt: new Date() }),
      );
      // Nor the fields the server derives or its other commands write.
      await refusedInSpanish(
        estratega.brands.update(ESTRATEGA_BRAND, { ownerEmail: 'otro@estudio.test', updatedAt: new Date() }),
      );
      await refusedInSpanish(
        estratega.brands.update(ESTRATEGA_BRAND, {
          keyVisualDocUrl: 'https://example.com/otra-marca.png',
          updatedAt: new Date(),
        }),
      );
      expect(await estratega.brands.get(ESTRATEGA_BRAND)).toEqual(before);
    });
  });

  // The blueprint commands generate and edit the guide, the LinkedIn command saves the
  // organization id (docs/product.md, "Communication guide (blueprint)", "LinkedIn").
  it("refuses the browser's own guide block, whole guide and brand's LinkedIn organization id: nothing stored", async () => {
    await withBrowsers(['estratega@estudio.test'], async (estratega) => {
      const before = await estratega.blueprints.get(ESTRATEGA_BRAND);
      expect(before).not.toBeNull();
      const edited = { mensaje_clave: 'Escrito por la prueba de cableado.', copy_referencia: 'Copia.' };
      await refusedInSpanish(estratega.blueprints.saveBlock(ESTRATEGA_BRAND, 'tercer_bloque', edited, new Date()));
      await refusedInSpanish(
        estratega.blueprints.save({
          ...before!,
          bloques: { ...before!.bloques, tercer_bloque: edited },
          updatedAt: new Date(),
        }),
      );
      // The regenerated guide's proposal and the blocks an accept replaced are the blueprint commands' alone:
      // a browser can neither store a proposal of its own nor accept, discard or undo one by writing the guide.
      await refusedInSpanish(
        estratega.blueprints.updateFrom(ESTRATEGA_BRAND, (stored) => ({
          proposal: { bloques: { ...stored.bloques, tercer_bloque: edited }, at: new Date() },
          updatedAt: new Date(),
        })),
      );
      await refusedInSpanish(
        estratega.blueprints.updateFrom(ESTRATEGA_BRAND, (stored) => ({
          bloques: { ...stored.bloques, tercer_bloque: edited },
          proposal: null,
          replaced: { bloques: stored.bloques, at: new Date() },
          updatedAt: new Date(),
        })),
      );
      await refusedInSpanish(
        estratega.blueprints.updateFrom(ESTRATEGA_BRAND, () => ({ proposal: null, replaced: null })),
      );
      expect(await estratega.blueprints.get(ESTRATEGA_BRAND)).toEqual(before);

      const brand = await estratega.brands.get(ESTRATEGA_BRAND);
      await refusedInSpanish(
        estratega.brands.update(ESTRATEGA_BRAND, { linkedinOrganizationId: '90210417', updatedAt: new Date() }),
      );
      expect((await estratega.brands.get(ESTRATEGA_BRAND))?.linkedinOrganizationId).toBe(brand?.linkedinOrganizationId);
    });
  });
});
