import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { ServerMessages } from '../server-messages.js';
import { TEXT_LIMITS } from '../shared/text.js';
import { type Actor } from '../permissions/actor.js';
import { actorWith, failureOf } from './use-cases.test-kit.js';
import {
  NOW,
  CREATED,
  eva,
  admin,
  stampOf,
  AURORA,
  ZAFIRO,
  AJENA,
  manual,
  keyVisual,
  useBrandDnaWorld,
} from './brand-dna.test-kit.js';

describe('BrandDnaUseCases (brand/save-dna)', () => {
  const world = useBrandDnaWorld();

  describe('save an existing brand', () => {
    it('merges the form, sets updatedAt and changedBy, and keeps owner, status, createdAt and analysis', async () => {
      const body = {
        id: 'b-aurora',
        brandName: 'Café Aurora Origen',
        emotions: 'calma',
        owner: 'intruso',
        status: 'disabled',
        ownerEmail: 'intruso@evil.example',
        analysis: 'Escrito por el navegador.',
        keyVisualDocUrl: 'https://evil.example/kv.png',
        createdAt: '2020-01-01',
      };
      const saved = await world.saveDna(eva, body);
      const stored = await world.brands.get('b-aurora');
      expect(stored).toEqual(saved);
      expect(stored).toMatchObject({
        brandName: 'Café Aurora Origen',
        emotions: 'calma',
        owner: 'uid-eva',
        status: 'active',
        createdAt: CREATED,
        updatedAt: new Date(NOW),
        communicationTone: 'cuidador',
        analysis: 'Análisis anterior.',
        changedBy: stampOf(eva),
      });
      expect(stored?.ownerEmail).toBeUndefined();
      expect(stored?.keyVisualDocUrl).toBeUndefined();
    });

    it("ignores others' metrics values and keeps the stored ones", async () => {
      await world.service.save(eva, { id: 'b-aurora', brandName: 'Café Aurora', idMetrics: '', linkMetrics: 'x' });
      expect(await world.brands.get('b-aurora')).toMatchObject({ idMetrics: '111', linkMetrics: AURORA.linkMetrics });
      await world.service.save(admin, { id: 'b-aurora', brandName: 'Café Aurora', idMetrics: '222' });
      expect(await world.brands.get('b-aurora')).toMatchObject({ idMetrics: '222', linkMetrics: AURORA.linkMetrics });
    });

    it("stores the key visual of the brand's own folder", async () => {
      const keyVisualPath = await world.uploaded('keyVisuals/b-aurora', keyVisual, 'up1-key visual.png');
      const saved = await world.service.save(eva, { id: 'b-aurora', brandName: 'Café Aurora', keyVisualPath });
      expect(saved.keyVisualDocUrl).toBe(await world.urlOf(keyVisualPath));
      expect(saved.keyVisualDocUrl).toMatch(/keyVisuals%2Fb-aurora%2Fup1-key%20visual\.png\?/);
    });

    it('replaces the analysis with the new manual', async () => {
      world.ai.respond('analyzeBrandManual', { analysis: 'Nuevo análisis.' });
      const brandManualPath = await world.uploaded('brandManuals/b-aurora', manual);
      await world.service.save(eva, { id: 'b-aurora', brandName: 'Café Aurora', brandManualPath });
      const manualUrl = await world.urlOf(brandManualPath);
      expect(world.ai.callsTo('analyzeBrandManual')).toEqual([{ brandId: 'b-aurora', manualUrl }]);
      expect(await world.brands.get('b-aurora')).toMatchObject({
        analysis: 'Nuevo análisis.',
        brandManualUrl: manualUrl,
      });
    });

    it('refuses an unknown brand and a brand the actor may not see', async () => {
      expect(await failureOf(world.service.save(eva, { id: 'b-nada', brandName: 'X' }))).toMatchObject({
        kind: 'not-found',
        message: 'Error al guardar la marca. Marca no encontrada.',
      });
      expect((await failureOf(world.service.save(eva, { id: 'b-ajena', brandName: 'X' }))).kind).toBe('forbidden');
      expect(await world.brands.get('b-ajena')).toEqual(AJENA);
    });

    it('leaves the brand as it was when the update fails', async () => {
      world.ai.respond('analyzeBrandManual', { analysis: 'Nuevo análisis.' });
      const brandManualPath = await world.uploaded('brandManuals/b-aurora', manual);
      world.brands.failNext('update', new Error('permiso denegado'));
      const error = await failureOf(
        world.service.save(eva, { id: 'b-aurora', brandName: 'Otro nombre', brandManualPath }),
      );
      expect(error.message).toBe('Error al guardar la marca. permiso denegado');
      expect(await world.brands.get('b-aurora')).toEqual(AURORA);
    });
  });

  describe('refusals of the command, from its raw body', () => {
    const refusalOf = (actor: Actor, body: unknown) => failureOf(world.saveDna(actor, body));

    it('refuses an actor without SAVE_BRAND, and a brand the actor may not see', async () => {
      expect((await refusalOf(actorWith(['STRATEGY']), { id: 'b-aurora', brandName: 'X' })).kind).toBe('forbidden');
      expect((await refusalOf(eva, { id: 'b-ajena', brandName: 'X' })).kind).toBe('forbidden');
      expect(await world.brands.get('b-aurora')).toEqual(AURORA);
      expect(await world.brands.get('b-ajena')).toEqual(AJENA);
    });

    it('refuses a body of the wrong shape, naming the field', async () => {
      for (const [body, message] of [
        [[], Messages.endpoints.bodyNotObject],
        [{ id: 'b-aurora' }, Messages.endpoints.fieldNotText('brandName')],
        [{ id: '../b-aurora', brandName: 'X' }, Messages.endpoints.invalidId('id')],
        [{ id: 'b-aurora', brandName: 'X', kpis: 'alcance' }, Messages.endpoints.fieldNotTextList('kpis')],
        [{ id: 'b-aurora', brandName: 'X', kpis: [3] }, Messages.endpoints.fieldNotTextList('kpis')],
        [{ id: 'b-aurora', brandName: 'X', newBrand: 'sí' }, Messages.endpoints.fieldNotBoolean('newBrand')],
        [{ id: 'b-aurora', brandName: 'X', emotions: { a: 1 } }, Messages.endpoints.fieldNotText('emotions')],
        [{ id: 'b-aurora', brandName: 'X', keyVisualPath: 7 }, Messages.endpoints.fieldNotText('keyVisualPath')],
      ] as const) {
        expect(await refusalOf(eva, body)).toMatchObject({ kind: 'validation', message });
      }
      expect(await world.brands.get('b-aurora')).toEqual(AURORA);
    });

    it('refuses answers and lists past their caps', async () => {
      const tooLong = await refusalOf(eva, {
        id: 'b-aurora',
        brandName: 'X',
        emotions: 'e'.repeat(TEXT_LIMITS.text + 1),
      });
      expect(tooLong).toMatchObject({
        kind: 'validation',
        message: Messages.endpoints.fieldTooLong('emotions', TEXT_LIMITS.text),
      });
      const kpis = Array.from({ length: TEXT_LIMITS.listItems + 1 }, (_, index) => `kpi ${index}`);
      expect(await refusalOf(eva, { id: 'b-aurora', brandName: 'X', kpis })).toMatchObject({
        kind: 'validation',
        message: Messages.endpoints.fieldTooManyItems('kpis', TEXT_LIMITS.listItems),
      });
      expect(await world.brands.get('b-aurora')).toEqual(AURORA);
    });

    it("refuses a file of another brand's folder, a URL or javascript: as a path, before the model runs", async () => {
      world.ai.respond('analyzeBrandManual', { analysis: 'x' });
      const theirs = await world.uploaded('keyVisuals/b-ajena', keyVisual);
      const theirManual = await world.uploaded('brandManuals/b-ajena', manual);
      for (const [field, path] of [
        ['keyVisualPath', theirs],
        ['brandManualPath', theirManual],
        ['keyVisualPath', `keyVisuals/b-aurora/../b-ajena/${theirs.split('/').at(-1) ?? ''}`],
        ['keyVisualPath', await world.urlOf(theirs)],
        ['brandManualPath', 'javascript:alert(1)'],
        ['brandManualPath', 'https://evil.example/manual.pdf'],
        ['keyVisualPath', `brandManuals/b-aurora/${theirManual.split('/').at(-1) ?? ''}`],
      ] as const) {
        expect(await refusalOf(eva, { id: 'b-aurora', brandName: 'Café Aurora', [field]: path })).toMatchObject({
          kind: 'validation',
          message: ServerMessages.aiEndpoint.mediaOutsideBrand(field),
        });
      }
      expect(world.ai.calls).toEqual([]);
      expect(await world.brands.get('b-aurora')).toEqual(AURORA);
    });

    it('refuses an id a brand holds for a new brand', async () => {
      expect(await refusalOf(eva, { id: 'b-zafiro', newBrand: true, brandName: 'Nueva' })).toMatchObject({
        kind: 'conflict',
        message: `${Messages.brand.savePrefix}${Messages.brand.idTaken}`,
      });
      expect(await world.brands.get('b-zafiro')).toEqual(ZAFIRO);
    });

    it('creates a new brand with its files, stamped with who saved it', async () => {
      world.ai.respond('analyzeBrandManual', { analysis: 'Análisis del manual.' });
      const keyVisualPath = await world.uploaded('keyVisuals/brand-r1', keyVisual);
      const brandManualPath = await world.uploaded('brandManuals/brand-r1', manual);
      const saved = await world.saveDna(eva, {
        id: 'brand-r1',
        newBrand: true,
        brandName: 'Marca R1',
        kpis: ['alcance'],
        socialNetworks: ['TikTok', 'Orkut'],
        keyVisualPath,
        brandManualPath,
      });
      expect(saved).toMatchObject({
        id: 'brand-r1',
        owner: 'uid-eva',
        ownerEmail: 'Eva@Estudio.example',
        socialNetworks: ['TikTok'],
        analysis: 'Análisis del manual.',
        keyVisualDocUrl: await world.urlOf(keyVisualPath),
        brandManualUrl: await world.urlOf(brandManualPath),
        changedBy: stampOf(eva),
      });
      expect(await world.brands.get('brand-r1')).toEqual(saved);
    });
  });
});
