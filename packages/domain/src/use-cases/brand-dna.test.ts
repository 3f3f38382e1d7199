import { describe, expect, it } from 'vitest';
import { type BrandDnaSave } from './brand-dna.js';
import { MAX_BRAND_MANUAL_BYTES } from '../media/upload-rules.js';
import { MediaUploads } from './media-uploads.js';
import { Messages } from '../messages.js';
import { ServerMessages } from '../server-messages.js';
import { TEXT_LIMITS } from '../shared/text.js';
import { FixedClock } from '../testing/index.js';
import { actorWith, failureOf, pickedFile, untilHeld } from './use-cases.test-kit.js';
import { NOW, eva, admin, stampOf, AURORA, AJENA, manual, keyVisual, useBrandDnaWorld } from './brand-dna.test-kit.js';

describe('BrandDnaUseCases (brand/save-dna)', () => {
  const world = useBrandDnaWorld();

  describe('save a new brand', () => {
    const form: BrandDnaSave = {
      brandName: '  Luna Verde ',
      missionPurpose: 'Cuidar el bosque.',
      socialNetworks: ['Instagram', 'LinkedIn', 'Instagram'],
      kpis: ['alcance'],
      idMetrics: '999',
      linkMetrics: 'https://metrics.example/999',
    };

    it('creates it active, owned by the actor, with createdAt and updatedAt, and answers it with its id', async () => {
      const saved = await world.service.save(eva, form);
      expect(saved).toMatchObject({
        id: 'brand-1',
        brandName: 'Luna Verde',
        owner: 'uid-eva',
        // The owner's e-mail as their record spells it, derived here.
        ownerEmail: 'Eva@Estudio.example',
        status: 'active',
        createdAt: new Date(NOW),
        // firestore.rules take a new brand only with updatedAt (written as the server's time).
        updatedAt: new Date(NOW),
        missionPurpose: 'Cuidar el bosque.',
        socialNetworks: ['Instagram', 'LinkedIn'],
        changedBy: stampOf(eva),
      });
      expect(await world.brands.get('brand-1')).toEqual(saved);
      expect(world.storage.list()).toEqual([]);
      expect(world.ai.calls).toEqual([]);
    });

    it('creates it under the id the browser reserved for its files', async () => {
      const saved = await world.service.save(eva, { ...form, id: 'brand-reservada', newBrand: true });
      expect(saved.id).toBe('brand-reservada');
      expect(await world.brands.get('brand-reservada')).toEqual(saved);
    });

    it('keeps the metrics fields only from an actor with ADMIN_METRICS', async () => {
      const plain = await world.service.save(eva, form);
      expect(plain.idMetrics).toBeUndefined();
      expect(plain.linkMetrics).toBeUndefined();
      const withMetrics = await world.service.save(admin, form);
      expect(withMetrics).toMatchObject({ idMetrics: '999', linkMetrics: 'https://metrics.example/999' });
    });

    it("stores the key visual's and the manual's URLs as the server derives them, and the manual's analysis", async () => {
      world.ai.respond('analyzeBrandManual', { analysis: '  Marca cálida y cercana.  ' });
      const id = world.brands.newId();
      const keyVisualPath = await world.uploaded(`keyVisuals/${id}`, keyVisual, 'up1-key visual.png');
      const brandManualPath = await world.uploaded(`brandManuals/${id}`, manual, 'up2-manual.pdf');
      const saved = await world.service.save(eva, { ...form, id, newBrand: true, keyVisualPath, brandManualPath });
      expect(saved.id).toBe(id);
      const keyVisualUrl = await world.urlOf(keyVisualPath);
      const manualUrl = await world.urlOf(brandManualPath);
      expect(saved.keyVisualDocUrl).toBe(keyVisualUrl);
      expect(await world.brands.get(saved.id)).toMatchObject({ keyVisualDocUrl: keyVisualUrl });
      expect(saved.analysis).toBe('Marca cálida y cercana.');
      // learning-brand reads the manual where the browser stored it, in the new brand's folder.
      expect(world.ai.callsTo('analyzeBrandManual')).toEqual([{ brandId: saved.id, manualUrl }]);
      expect(saved.brandManualUrl).toBe(manualUrl);
      expect(await world.brands.get(saved.id)).toMatchObject({ brandManualUrl: manualUrl, analysis: saved.analysis });
    });

    it('refuses a manual of a type or size the model does not read, before the model runs or anything is stored', async () => {
      world.ai.respond('analyzeBrandManual', { analysis: 'x' });
      const id = world.brands.newId();
      for (const [file, message] of [
        [pickedFile('manual.svg', 'image/svg+xml'), Messages.brand.brandManualType],
        [
          pickedFile('manual.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
          Messages.brand.brandManualType,
        ],
        [pickedFile('manual.pdf', 'application/pdf', MAX_BRAND_MANUAL_BYTES + 1), Messages.brand.brandManualTooLarge],
      ] as const) {
        const brandManualPath = await world.uploaded(`brandManuals/${id}`, file, `${file.size}-${file.name}`);
        expect(
          await failureOf(world.service.save(eva, { ...form, id, newBrand: true, brandManualPath })),
        ).toMatchObject({
          kind: 'validation',
          message,
        });
      }
      expect(world.ai.calls).toEqual([]);
      expect(await world.brands.list()).toHaveLength(3);
    });

    it('refuses a manual that was never uploaded, before the model runs', async () => {
      const id = world.brands.newId();
      const error = await failureOf(
        world.service.save(eva, { ...form, id, newBrand: true, brandManualPath: `brandManuals/${id}/up9-nada.pdf` }),
      );
      expect(error).toMatchObject({ kind: 'validation', message: ServerMessages.storedMedia.mediaNotFound });
      expect(world.ai.calls).toEqual([]);
      expect(await world.brands.list()).toHaveLength(3);
    });

    it('never lets two uploads of the same file name share a path, within a brand or across brands', async () => {
      const uploads = new MediaUploads(world.storage, new FixedClock(NOW));
      const first = await world.service.save(eva, { ...form, id: 'b-uno', newBrand: true });
      const second = await world.service.save(eva, { ...form, brandName: 'Otra', id: 'b-dos', newBrand: true });
      const paths = [
        await uploads.keyVisual(eva, first.id, keyVisual),
        await uploads.keyVisual(eva, second.id, keyVisual),
        await uploads.keyVisual(eva, first.id, keyVisual),
      ];
      await world.service.save(eva, { id: first.id, brandName: first.brandName, keyVisualPath: paths[2] });
      expect(new Set(paths).size).toBe(3);
      expect(paths.filter((path) => path.startsWith(`keyVisuals/${first.id}/`))).toHaveLength(2);
      expect(paths.filter((path) => path.startsWith(`keyVisuals/${second.id}/`))).toHaveLength(1);
      expect((await world.brands.get(first.id))?.keyVisualDocUrl).toBe(await world.urlOf(paths[2]!));
    });

    it('refuses a metrics URL that is not https, and never takes a manual URL from the form', async () => {
      world.ai.respond('analyzeBrandManual', { analysis: 'x' });
      const refusals = [
        world.service.save(admin, { ...form, linkMetrics: 'https://app.metricool.com@evil.example/x' }),
        world.service.save(admin, { id: 'b-aurora', brandName: 'Café Aurora', linkMetrics: 'data:text/html,hola' }),
      ];
      for (const refusal of refusals) {
        expect(await failureOf(refusal)).toMatchObject({ kind: 'validation', message: Messages.urls.httpsOnly });
      }
      expect(world.ai.calls).toEqual([]);
      expect(await world.brands.list()).toHaveLength(3);
      expect(await world.brands.get('b-aurora')).toEqual(AURORA);
      // A URL in the body is not read: only a manual the server found may set brandManualUrl.
      for (const brandManualUrl of ['http://manual.example/marca.pdf', 'javascript:alert(1)']) {
        const saved = await world.saveDna(eva, { ...form, brandManualUrl, keyVisualDocUrl: brandManualUrl });
        expect(saved.brandManualUrl).toBeUndefined();
        expect(saved.keyVisualDocUrl).toBeUndefined();
        expect((await world.brands.get(saved.id))?.brandManualUrl).toBeUndefined();
      }
    });

    it('refuses an oversized answer or a name with control characters before anything is sent or stored', async () => {
      world.ai.respond('analyzeBrandManual', { analysis: 'x' });
      const brandManualPath = await world.uploaded('brandManuals/brand-nueva', manual);
      expect(
        await failureOf(
          world.service.save(eva, {
            ...form,
            id: 'brand-nueva',
            newBrand: true,
            missionPurpose: 'a'.repeat(900_000),
            brandManualPath,
          }),
        ),
      ).toMatchObject({ kind: 'validation', message: Messages.validation.textTooLong(TEXT_LIMITS.text) });
      expect(await failureOf(world.service.save(eva, { ...form, brandName: 'Luna\u001b[2J' }))).toMatchObject({
        kind: 'validation',
        message: Messages.validation.controlCharacters,
      });
      expect(
        await failureOf(world.service.save(eva, { ...form, brandName: 'L'.repeat(TEXT_LIMITS.name + 1) })),
      ).toMatchObject({
        kind: 'validation',
        message: Messages.validation.textTooLong(TEXT_LIMITS.name),
      });
      expect(world.ai.calls).toEqual([]);
      expect(await world.brands.list()).toHaveLength(3);
    });

    it('refuses an SVG or a text file as key visual before anything is stored', async () => {
      for (const file of [pickedFile('logo.svg', 'image/svg+xml'), pickedFile('nota.txt', 'text/plain')]) {
        const keyVisualPath = await world.uploaded('keyVisuals/brand-nueva', file);
        expect(
          await failureOf(world.service.save(eva, { ...form, id: 'brand-nueva', newBrand: true, keyVisualPath })),
        ).toMatchObject({
          kind: 'validation',
          message: Messages.brand.keyVisualType,
        });
      }
      expect(await world.brands.list()).toHaveLength(3);
    });

    it('refuses a blank brand name before any call', async () => {
      world.ai.respond('analyzeBrandManual', { analysis: 'x' });
      const brandManualPath = await world.uploaded('brandManuals/brand-nueva', manual);
      const keyVisualPath = await world.uploaded('keyVisuals/brand-nueva', keyVisual);
      const error = await failureOf(
        world.service.save(eva, { id: 'brand-nueva', newBrand: true, brandName: '  ', brandManualPath, keyVisualPath }),
      );
      expect(error).toMatchObject({ kind: 'validation', message: "El campo 'Nombre de la marca' es obligatorio." });
      expect(world.ai.calls).toEqual([]);
      expect(await world.brands.list()).toHaveLength(3);
    });

    it('refuses an actor without SAVE_BRAND', async () => {
      const error = await failureOf(world.service.save(actorWith(['STRATEGY', 'ADMIN_BRANDS_ALL']), form));
      expect(error.kind).toBe('forbidden');
      expect(await world.brands.list()).toHaveLength(3);
    });

    it('stores no brand (the uploaded files stay unreferenced) when the manual analysis fails or answers malformed', async () => {
      const brandManualPath = await world.uploaded('brandManuals/brand-nueva', manual);
      const keyVisualPath = await world.uploaded('keyVisuals/brand-nueva', keyVisual);
      const input: BrandDnaSave = { ...form, id: 'brand-nueva', newBrand: true, brandManualPath, keyVisualPath };
      world.ai.respondOnce('analyzeBrandManual', new Error('timeout'));
      expect(await failureOf(world.service.save(eva, input))).toMatchObject({
        kind: 'upstream',
        message: 'Error al analizar el manual de marca.',
      });
      world.ai.respondOnce('analyzeBrandManual', { analisis: 'otra clave' });
      expect(await failureOf(world.saveDna(eva, input))).toMatchObject({
        kind: 'invalid-ai-answer',
        message: Messages.brand.analyzeManual,
      });
      expect(await world.brands.list()).toHaveLength(3);
      expect(await world.brands.get('brand-nueva')).toBeNull();
    });

    it('reports a failed object lookup or create, and creates nothing', async () => {
      const keyVisualPath = await world.uploaded('keyVisuals/brand-nueva', keyVisual);
      const resolve = world.objects.resolve.bind(world.objects);
      world.objects.resolve = () => Promise.reject(new Error('cuota excedida'));
      expect(
        await failureOf(world.service.save(eva, { ...form, id: 'brand-nueva', newBrand: true, keyVisualPath })),
      ).toMatchObject({ kind: 'upstream', message: Messages.endpoints.internal });
      world.objects.resolve = resolve;
      world.brands.failNext('create', new Error('sin conexión'));
      expect((await failureOf(world.service.save(eva, form))).message).toBe('Error al guardar la marca. sin conexión');
      expect(await world.brands.list()).toHaveLength(3);
    });

    it('refuses, atomically, an id a brand already holds, and writes nothing over it', async () => {
      expect(await failureOf(world.service.save(eva, { ...form, id: 'b-ajena', newBrand: true }))).toMatchObject({
        kind: 'conflict',
        message: `${Messages.brand.savePrefix}${Messages.brand.idTaken}`,
      });
      expect(await world.brands.get('b-ajena')).toEqual(AJENA);
      // Taken between the check and the write: create() refuses it, and nothing is overwritten.
      const get = world.brands.get.bind(world.brands);
      world.brands.get = async (id) => (id === 'brand-carrera' ? null : get(id));
      await world.brands.create({ brandName: 'Primera', owner: 'uid-otro' }, 'brand-carrera');
      const raced = await failureOf(world.service.save(eva, { ...form, id: 'brand-carrera', newBrand: true }));
      expect(raced.message).toMatch(/^Error al guardar la marca\. /);
      world.brands.get = get;
      expect(await world.brands.get('brand-carrera')).toMatchObject({ brandName: 'Primera', owner: 'uid-otro' });
    });
  });

  describe('save, cancelled (the browser uploads)', () => {
    it("stops when its signal aborts during the manual's upload: the cancel message, nothing stored", async () => {
      world.storage.holdUploads();
      const uploads = new MediaUploads(world.storage, new FixedClock(NOW));
      const controller = new AbortController();
      const sending = uploads.brandManual(eva, 'b-aurora', manual, { signal: controller.signal });
      await untilHeld(world.storage);
      controller.abort();
      expect(await failureOf(sending)).toMatchObject({
        kind: 'cancelled',
        message: Messages.media.uploadCancelled,
      });
      world.storage.releaseUploads();
      expect(world.storage.list()).toEqual([]);
      expect(world.ai.callsTo('analyzeBrandManual')).toEqual([]);
      expect(await world.brands.get('b-aurora')).toEqual(AURORA);
    });
  });
});
