import { beforeEach, describe, expect, it } from 'vitest';
import {
  BrandDnaUseCases,
  MAX_BRAND_MANUAL_BYTES,
  Messages,
  TEXT_LIMITS,
  type Brand,
  type BrandDnaForm,
} from '@estudio/domain';
import {
  FixedClock,
  InMemoryBrandRepository,
  InMemoryMediaStorage,
  ScriptedAiServices,
  SequentialIdGenerator,
} from '../memory/index.js';
import { actorWith, failureOf, pickedFile, untilHeld } from './test-kit.js';

const NOW = '2026-03-10T15:30:00.000Z';
const CREATED = new Date('2026-01-10T09:00:00.000Z');

/** An estratega who owns her brands. */
const eva = actorWith(['STRATEGY', 'SAVE_BRAND', 'ADMIN_BRANDS_OWNER']);
/** The same, who also administers the metrics fields. */
const admin = actorWith(['STRATEGY', 'SAVE_BRAND', 'ADMIN_BRANDS_OWNER', 'ADMIN_METRICS']);

const AURORA: Brand = {
  id: 'b-aurora',
  brandName: 'Café Aurora',
  owner: 'uid-eva',
  status: 'active',
  idMetrics: '111',
  linkMetrics: 'https://metrics.example/111',
  communicationTone: 'cuidador',
  analysis: 'Análisis anterior.',
  createdAt: CREATED,
};
const ZAFIRO: Brand = { id: 'b-zafiro', brandName: 'Zafiro', owner: 'uid-eva', status: 'active' };
const AJENA: Brand = { id: 'b-ajena', brandName: 'Ajena', owner: 'uid-otro', status: 'active' };

const manual = pickedFile('manual.pdf', 'application/pdf');
const keyVisual = pickedFile('key visual.png', 'image/png', 2048);

describe('BrandDnaUseCases', () => {
  let brands: InMemoryBrandRepository;
  let storage: InMemoryMediaStorage;
  let ai: ScriptedAiServices;
  let service: BrandDnaUseCases;

  beforeEach(() => {
    brands = new InMemoryBrandRepository([ZAFIRO, AURORA, AJENA], new SequentialIdGenerator('brand-'));
    storage = new InMemoryMediaStorage();
    ai = new ScriptedAiServices();
    service = new BrandDnaUseCases(brands, storage, ai, new FixedClock(NOW));
  });

  describe('listBrands', () => {
    it('lists the brands the actor may see, by name', async () => {
      expect((await service.listBrands(eva)).map((brand) => brand.id)).toEqual(['b-aurora', 'b-zafiro']);
    });

    it('needs STRATEGY', async () => {
      const error = await failureOf(service.listBrands(actorWith(['ADMIN_BRANDS_ALL'])));
      expect(error).toMatchObject({ kind: 'forbidden', message: Messages.access.forbidden });
    });

    it('reports a failed read as Error al cargar marcas.', async () => {
      brands.failNext('listVisible');
      expect(await failureOf(service.listBrands(eva))).toMatchObject({
        kind: 'upstream',
        message: 'Error al cargar marcas.',
      });
    });
  });

  describe('load', () => {
    it('answers the brand', async () => {
      expect(await service.load(eva, 'b-aurora')).toEqual(AURORA);
    });

    it('refuses a missing id, an unknown brand and a failed read with the load message', async () => {
      expect(await failureOf(service.load(eva, ' '))).toMatchObject({
        kind: 'validation',
        message: 'Error al cargar los datos de la marca.',
      });
      expect(await failureOf(service.load(eva, 'b-nada'))).toMatchObject({
        kind: 'not-found',
        message: Messages.brand.load,
      });
      brands.failNext('get');
      expect(await failureOf(service.load(eva, 'b-aurora'))).toMatchObject({
        kind: 'upstream',
        message: Messages.brand.load,
      });
    });

    it('refuses a brand the actor may not see, and an actor without STRATEGY', async () => {
      expect((await failureOf(service.load(eva, 'b-ajena'))).kind).toBe('forbidden');
      expect((await failureOf(service.load(actorWith(['ADMIN_BRANDS_ALL']), 'b-aurora'))).kind).toBe('forbidden');
    });
  });

  describe('save a new brand', () => {
    const form: BrandDnaForm = {
      brandName: '  Luna Verde ',
      missionPurpose: 'Cuidar el bosque.',
      socialNetworks: ['Instagram', 'LinkedIn', 'Instagram'],
      kpis: ['alcance'],
      idMetrics: '999',
      linkMetrics: 'https://metrics.example/999',
    };

    it('creates it active, owned by the actor, with createdAt and updatedAt, and answers it with its id', async () => {
      const saved = await service.save(eva, form);
      expect(saved).toMatchObject({
        id: 'brand-1',
        brandName: 'Luna Verde',
        owner: 'uid-eva',
        status: 'active',
        createdAt: new Date(NOW),
        // firestore.rules take a new brand only with updatedAt (written as the server's time).
        updatedAt: new Date(NOW),
        missionPurpose: 'Cuidar el bosque.',
        socialNetworks: ['Instagram', 'LinkedIn'],
      });
      expect(await brands.get('brand-1')).toEqual(saved);
      expect(storage.list()).toEqual([]);
      expect(ai.calls).toEqual([]);
    });

    it('keeps the metrics fields only from an actor with ADMIN_METRICS', async () => {
      const plain = await service.save(eva, form);
      expect(plain.idMetrics).toBeUndefined();
      expect(plain.linkMetrics).toBeUndefined();
      const withMetrics = await service.save(admin, form);
      expect(withMetrics).toMatchObject({ idMetrics: '999', linkMetrics: 'https://metrics.example/999' });
    });

    it('uploads the key visual to keyVisuals/{brand id}/{upload id}-{file name} and analyses the manual', async () => {
      ai.respond('analyzeBrandManual', { analysis: '  Marca cálida y cercana.  ' });
      const saved = await service.save(eva, form, { keyVisual, brandManual: manual });
      const stored = storage.list().find((object) => object.path.startsWith('keyVisuals/'));
      const storedManual = storage.list().find((object) => object.path.startsWith('brandManuals/'));
      expect(storage.list()).toHaveLength(2);
      expect(stored).toMatchObject({ contentType: 'image/png', size: 2048 });
      // The new brand's id is reserved before the upload, so the file sits in the folder of the brand it belongs to.
      expect(stored?.path).toMatch(new RegExp(`^keyVisuals/${saved.id}/[A-Za-z0-9_-]+-key visual\\.png$`));
      expect(saved.keyVisualDocUrl).toBe(stored?.url);
      expect(await brands.get(saved.id)).toMatchObject({ keyVisualDocUrl: stored?.url });
      expect(saved.analysis).toBe('Marca cálida y cercana.');
      // The manual goes to Storage first, in the new brand's folder; learning-brand reads it from there.
      expect(storedManual?.path).toMatch(new RegExp(`^brandManuals/${saved.id}/[A-Za-z0-9_-]+-manual\\.pdf$`));
      expect(storedManual).toMatchObject({ contentType: 'application/pdf' });
      expect(ai.callsTo('analyzeBrandManual')).toEqual([{ brandId: saved.id, manualUrl: storedManual?.url }]);
      expect(saved.brandManualUrl).toBe(storedManual?.url);
      expect(await brands.get(saved.id)).toMatchObject({ brandManualUrl: storedManual?.url });
    });

    it("reports each upload's progress by file, the manual first, up to its whole size", async () => {
      ai.respond('analyzeBrandManual', { analysis: 'Marca cálida.' });
      const seen: string[] = [];
      await service.save(eva, form, {
        keyVisual,
        brandManual: manual,
        onProgress: (file, progress) => seen.push(`${file} ${progress.bytesTransferred}/${progress.totalBytes}`),
      });
      expect(seen).toEqual([
        'brandManual 256/1024',
        'brandManual 512/1024',
        'brandManual 768/1024',
        'brandManual 1024/1024',
        'keyVisual 512/2048',
        'keyVisual 1024/2048',
        'keyVisual 1536/2048',
        'keyVisual 2048/2048',
      ]);
    });

    it('refuses a manual of a type or size the model does not read, before anything is sent or stored', async () => {
      ai.respond('analyzeBrandManual', { analysis: 'x' });
      for (const [file, message] of [
        [pickedFile('manual.svg', 'image/svg+xml'), Messages.brand.brandManualType],
        [
          pickedFile('manual.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
          Messages.brand.brandManualType,
        ],
        [pickedFile('manual.pdf', 'application/pdf', MAX_BRAND_MANUAL_BYTES + 1), Messages.brand.brandManualTooLarge],
      ] as const) {
        expect(await failureOf(service.save(eva, form, { brandManual: file }))).toMatchObject({
          kind: 'validation',
          message,
        });
      }
      expect(ai.calls).toEqual([]);
      expect(storage.list()).toEqual([]);
      expect(await brands.list()).toHaveLength(3);
    });

    it('changes no brand when the manual upload fails', async () => {
      storage.failNext('upload', new Error('cuota excedida'));
      expect(await failureOf(service.save(eva, form, { brandManual: manual, keyVisual }))).toMatchObject({
        kind: 'upstream',
        message: 'Error al guardar la marca. cuota excedida',
      });
      expect(ai.calls).toEqual([]);
      expect(await brands.list()).toHaveLength(3);
    });

    it('never lets two uploads of the same file name share a path, within a brand or across brands', async () => {
      const first = await service.save(eva, form, { keyVisual });
      const second = await service.save(eva, { ...form, brandName: 'Otra' }, { keyVisual });
      await service.save(eva, { id: first.id, brandName: first.brandName }, { keyVisual });
      const paths = storage.list().map((object) => object.path);
      expect(new Set(paths).size).toBe(3);
      expect(paths.filter((path) => path.startsWith(`keyVisuals/${first.id}/`))).toHaveLength(2);
      expect(paths.filter((path) => path.startsWith(`keyVisuals/${second.id}/`))).toHaveLength(1);
      expect(first.id).not.toBe(second.id);
    });

    it('refuses a manual or metrics URL that is not https before anything is sent or stored', async () => {
      ai.respond('analyzeBrandManual', { analysis: 'x' });
      const refusals = [
        service.save(eva, { ...form, brandManualUrl: 'http://manual.example/marca.pdf' }, { keyVisual }),
        service.save(eva, { ...form, brandManualUrl: 'javascript:alert(1)' }, { brandManual: manual }),
        service.save(admin, { ...form, linkMetrics: 'https://app.metricool.com@evil.example/x' }),
        service.save(admin, { id: 'b-aurora', brandName: 'Café Aurora', linkMetrics: 'data:text/html,hola' }),
      ];
      for (const refusal of refusals) {
        expect(await failureOf(refusal)).toMatchObject({ kind: 'validation', message: Messages.urls.httpsOnly });
      }
      expect(ai.calls).toEqual([]);
      expect(storage.list()).toEqual([]);
      expect(await brands.list()).toHaveLength(3);
      expect(await brands.get('b-aurora')).toEqual(AURORA);
    });

    it('refuses an oversized answer or a name with control characters before anything is sent or stored', async () => {
      ai.respond('analyzeBrandManual', { analysis: 'x' });
      expect(
        await failureOf(service.save(eva, { ...form, missionPurpose: 'a'.repeat(900_000) }, { brandManual: manual })),
      ).toMatchObject({ kind: 'validation', message: Messages.validation.textTooLong(TEXT_LIMITS.text) });
      expect(await failureOf(service.save(eva, { ...form, brandName: 'Luna\u001b[2J' }))).toMatchObject({
        kind: 'validation',
        message: Messages.validation.controlCharacters,
      });
      expect(
        await failureOf(service.save(eva, { ...form, brandName: 'L'.repeat(TEXT_LIMITS.name + 1) })),
      ).toMatchObject({
        kind: 'validation',
        message: Messages.validation.textTooLong(TEXT_LIMITS.name),
      });
      expect(ai.calls).toEqual([]);
      expect(await brands.list()).toHaveLength(3);
    });

    it('refuses an SVG or a text file as key visual before anything is sent or stored', async () => {
      for (const file of [pickedFile('logo.svg', 'image/svg+xml'), pickedFile('nota.txt', 'text/plain')]) {
        expect(await failureOf(service.save(eva, form, { keyVisual: file }))).toMatchObject({
          kind: 'validation',
          message: Messages.brand.keyVisualType,
        });
      }
      expect(storage.list()).toEqual([]);
      expect(await brands.list()).toHaveLength(3);
    });

    it('refuses a blank brand name before any call', async () => {
      ai.respond('analyzeBrandManual', { analysis: 'x' });
      const error = await failureOf(service.save(eva, { brandName: '  ' }, { brandManual: manual, keyVisual }));
      expect(error).toMatchObject({ kind: 'validation', message: "El campo 'Nombre de la marca' es obligatorio." });
      expect(ai.calls).toEqual([]);
      expect(storage.list()).toEqual([]);
      expect(await brands.list()).toHaveLength(3);
    });

    it('refuses an actor without SAVE_BRAND', async () => {
      const error = await failureOf(service.save(actorWith(['STRATEGY', 'ADMIN_BRANDS_ALL']), form));
      expect(error.kind).toBe('forbidden');
      expect(await brands.list()).toHaveLength(3);
    });

    it('stores no brand (only the unreferenced manual) when the manual analysis fails or answers malformed', async () => {
      ai.respondOnce('analyzeBrandManual', new Error('timeout'));
      expect(await failureOf(service.save(eva, form, { brandManual: manual, keyVisual }))).toMatchObject({
        kind: 'upstream',
        message: 'Error al analizar el manual de marca.',
      });
      ai.respondOnce('analyzeBrandManual', { analisis: 'otra clave' });
      expect(await failureOf(service.save(eva, form, { brandManual: manual, keyVisual }))).toMatchObject({
        kind: 'invalid-ai-answer',
        message: Messages.brand.analyzeManual,
      });
      // The key visual is not uploaded; each attempt's manual stays under its own upload id, referenced by no brand.
      expect(storage.list().map((object) => object.path.split('/')[0])).toEqual(['brandManuals', 'brandManuals']);
      expect(await brands.list()).toHaveLength(3);
    });

    it('reports a failed upload or create with the reason, and creates nothing', async () => {
      storage.failNext('upload', new Error('cuota excedida'));
      expect(await failureOf(service.save(eva, form, { keyVisual }))).toMatchObject({
        kind: 'upstream',
        message: 'Error al guardar la marca. cuota excedida',
      });
      brands.failNext('create', new Error('sin conexión'));
      expect((await failureOf(service.save(eva, form))).message).toBe('Error al guardar la marca. sin conexión');
      expect(await brands.list()).toHaveLength(3);
    });
  });

  describe('save, cancelled', () => {
    it('stops when its signal aborts during the manual upload: the cancel message, no analysis, no brand written', async () => {
      storage.holdUploads();
      const before = await brands.get('b-aurora');
      const controller = new AbortController();
      const saving = service.save(
        eva,
        { id: 'b-aurora', brandName: 'Café Aurora Nuevo' },
        { brandManual: manual, keyVisual, signal: controller.signal },
      );
      await untilHeld(storage);
      controller.abort();
      expect(await failureOf(saving)).toMatchObject({
        kind: 'cancelled',
        message: Messages.dataStore.uploadCancelled,
      });
      storage.releaseUploads();
      expect(storage.list()).toEqual([]);
      expect(ai.callsTo('analyzeBrandManual')).toEqual([]);
      expect(await brands.get('b-aurora')).toEqual(before);
    });

    it('stops before the key visual when the signal aborts during the analysis, and writes no brand', async () => {
      const before = await brands.get('b-aurora');
      const controller = new AbortController();
      ai.respondOnce('analyzeBrandManual', () => {
        controller.abort();
        return { analysis: 'Identidad cálida.' };
      });
      const saving = service.save(
        eva,
        { id: 'b-aurora', brandName: 'Café Aurora Nuevo' },
        { brandManual: manual, keyVisual, signal: controller.signal },
      );
      expect(await failureOf(saving)).toMatchObject({ kind: 'cancelled' });
      expect(storage.list().some((object) => object.path.startsWith('keyVisuals/'))).toBe(false);
      expect(await brands.get('b-aurora')).toEqual(before);
    });
  });

  describe('save an existing brand', () => {
    it('merges the form, sets updatedAt and keeps owner, status, createdAt and analysis', async () => {
      const body = {
        id: 'b-aurora',
        brandName: 'Café Aurora Origen',
        emotions: 'calma',
        owner: 'intruso',
        status: 'disabled',
      };
      const saved = await service.save(eva, body as BrandDnaForm);
      const stored = await brands.get('b-aurora');
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
      });
    });

    it("ignores others' metrics values and keeps the stored ones", async () => {
      await service.save(eva, { id: 'b-aurora', brandName: 'Café Aurora', idMetrics: '', linkMetrics: 'x' });
      expect(await brands.get('b-aurora')).toMatchObject({ idMetrics: '111', linkMetrics: AURORA.linkMetrics });
      await service.save(admin, { id: 'b-aurora', brandName: 'Café Aurora', idMetrics: '222' });
      expect(await brands.get('b-aurora')).toMatchObject({ idMetrics: '222', linkMetrics: AURORA.linkMetrics });
    });

    it("stores the key visual in the brand's own folder", async () => {
      const saved = await service.save(eva, { id: 'b-aurora', brandName: 'Café Aurora' }, { keyVisual });
      const [stored] = storage.list();
      expect(stored?.path).toMatch(/^keyVisuals\/b-aurora\/[A-Za-z0-9_-]+-key visual\.png$/);
      expect(saved.keyVisualDocUrl).toBe(stored?.url);
    });

    it('replaces the analysis with the new manual', async () => {
      ai.respond('analyzeBrandManual', { analysis: 'Nuevo análisis.' });
      await service.save(eva, { id: 'b-aurora', brandName: 'Café Aurora' }, { brandManual: manual, keyVisual: null });
      const [storedManual] = storage.list();
      expect(storedManual?.path).toMatch(/^brandManuals\/b-aurora\/[A-Za-z0-9_-]+-manual\.pdf$/);
      expect(ai.callsTo('analyzeBrandManual')).toEqual([{ brandId: 'b-aurora', manualUrl: storedManual?.url }]);
      expect(await brands.get('b-aurora')).toMatchObject({
        analysis: 'Nuevo análisis.',
        brandManualUrl: storedManual?.url,
      });
    });

    it('refuses an unknown brand and a brand the actor may not see', async () => {
      expect(await failureOf(service.save(eva, { id: 'b-nada', brandName: 'X' }))).toMatchObject({
        kind: 'not-found',
        message: 'Error al guardar la marca. Marca no encontrada.',
      });
      expect((await failureOf(service.save(eva, { id: 'b-ajena', brandName: 'X' }))).kind).toBe('forbidden');
      expect(await brands.get('b-ajena')).toEqual(AJENA);
    });

    it('leaves the brand as it was when the update fails', async () => {
      ai.respond('analyzeBrandManual', { analysis: 'Nuevo análisis.' });
      brands.failNext('update', new Error('permiso denegado'));
      const error = await failureOf(
        service.save(eva, { id: 'b-aurora', brandName: 'Otro nombre' }, { brandManual: manual }),
      );
      expect(error.message).toBe('Error al guardar la marca. permiso denegado');
      expect(await brands.get('b-aurora')).toEqual(AURORA);
    });
  });
});
