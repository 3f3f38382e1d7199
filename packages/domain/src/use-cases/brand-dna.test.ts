import { beforeEach, describe, expect, it } from 'vitest';
import {
  BrandDnaUseCases,
  BrandDnaViews,
  MAX_BRAND_MANUAL_BYTES,
  MediaUploads,
  Messages,
  ServerMessages,
  TEXT_LIMITS,
  dispatchCommand,
  type Actor,
  type Brand,
  type BrandDnaSave,
  type MediaFile,
  type User,
} from '../index.js';
import {
  FixedClock,
  InMemoryBrandRepository,
  InMemoryMediaObjects,
  InMemoryMediaStorage,
  InMemoryStoredMediaReader,
  InMemoryUserRepository,
  ScriptedAiServices,
  SequentialIdGenerator,
} from '../testing/index.js';
import { actorWith, failureOf, pickedFile, untilHeld } from './use-cases.test-kit.js';

const NOW = '2026-03-10T15:30:00.000Z';
const CREATED = new Date('2026-01-10T09:00:00.000Z');

/** An estratega who owns her brands. */
const eva = actorWith(['STRATEGY', 'SAVE_BRAND', 'ADMIN_BRANDS_OWNER']);
/** The same, who also administers the metrics fields. */
const admin = actorWith(['STRATEGY', 'SAVE_BRAND', 'ADMIN_BRANDS_OWNER', 'ADMIN_METRICS']);
/** Eva's record spells her e-mail as she registered it. */
const EVA_RECORD: User = {
  uid: 'uid-eva',
  email: 'Eva@Estudio.example',
  firstName: 'Eva',
  lastName: 'Ríos',
  role: 'estratega',
  status: 'active',
  createdAt: CREATED,
  lastLoginAt: null,
};
const stampOf = (actor: Actor) => ({ uid: actor.uid, email: actor.email, at: new Date(NOW) });

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

describe('BrandDnaViews', () => {
  let brands: InMemoryBrandRepository;
  let views: BrandDnaViews;

  beforeEach(() => {
    brands = new InMemoryBrandRepository([ZAFIRO, AURORA, AJENA], new SequentialIdGenerator('brand-'));
    views = new BrandDnaViews(brands);
  });

  describe('listBrands', () => {
    it('lists the brands the actor may see, by name', async () => {
      expect((await views.listBrands(eva)).map((brand) => brand.id)).toEqual(['b-aurora', 'b-zafiro']);
    });

    it('needs STRATEGY', async () => {
      const error = await failureOf(views.listBrands(actorWith(['ADMIN_BRANDS_ALL'])));
      expect(error).toMatchObject({ kind: 'forbidden', message: Messages.access.forbidden });
    });

    it('reports a failed read as Error al cargar marcas.', async () => {
      brands.failNext('listVisible');
      expect(await failureOf(views.listBrands(eva))).toMatchObject({
        kind: 'upstream',
        message: 'Error al cargar marcas.',
      });
    });
  });

  describe('load', () => {
    it('answers the brand', async () => {
      expect(await views.load(eva, 'b-aurora')).toEqual(AURORA);
    });

    it('refuses a missing id, an unknown brand and a failed read with the load message', async () => {
      expect(await failureOf(views.load(eva, ' '))).toMatchObject({
        kind: 'validation',
        message: 'Error al cargar los datos de la marca.',
      });
      expect(await failureOf(views.load(eva, 'b-nada'))).toMatchObject({
        kind: 'not-found',
        message: Messages.brand.load,
      });
      brands.failNext('get');
      expect(await failureOf(views.load(eva, 'b-aurora'))).toMatchObject({
        kind: 'upstream',
        message: Messages.brand.load,
      });
    });

    it('refuses a brand the actor may not see, and an actor without STRATEGY', async () => {
      expect((await failureOf(views.load(eva, 'b-ajena'))).kind).toBe('forbidden');
      expect((await failureOf(views.load(actorWith(['ADMIN_BRANDS_ALL']), 'b-aurora'))).kind).toBe('forbidden');
    });
  });

  describe('newBrandId', () => {
    it('reserves a fresh id for a new brand, writing nothing, for SAVE_BRAND only', () => {
      expect(views.newBrandId(eva)).toBe('brand-1');
      expect(views.newBrandId(eva)).toBe('brand-2');
      expect(() => views.newBrandId(actorWith(['STRATEGY']))).toThrow(Messages.access.forbidden);
    });
  });
});

describe('BrandDnaUseCases (brand/save-dna)', () => {
  let brands: InMemoryBrandRepository;
  let users: InMemoryUserRepository;
  let storage: InMemoryMediaStorage;
  let objects: InMemoryMediaObjects;
  let ai: ScriptedAiServices;
  let service: BrandDnaUseCases;

  beforeEach(() => {
    brands = new InMemoryBrandRepository([ZAFIRO, AURORA, AJENA], new SequentialIdGenerator('brand-'));
    users = new InMemoryUserRepository([EVA_RECORD]);
    storage = new InMemoryMediaStorage();
    objects = new InMemoryMediaObjects(storage, new InMemoryStoredMediaReader());
    ai = new ScriptedAiServices();
    service = new BrandDnaUseCases(brands, users, objects, ai, new FixedClock(NOW));
  });

  /** A file the browser uploaded to `folder` (as MediaUploads does): its object path. */
  const uploaded = async (folder: string, file: MediaFile, name = `up-${file.name}`): Promise<string> =>
    (await storage.upload(`${folder}/${name}`, file)).path;
  /** The URL the server derives for the object at `path`. */
  const urlOf = async (path: string): Promise<string> => (await objects.resolve(path)).url;
  /** The command as the functions' router runs it: a raw JSON body, parsed, then the use case. */
  const saveDna = (actor: Actor, body: unknown) =>
    dispatchCommand(
      <UC extends object>() => service as unknown as UC,
      actor,
      'brand',
      'save-dna',
      JSON.parse(JSON.stringify(body)) as unknown,
    ) as Promise<Brand>;

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
      const saved = await service.save(eva, form);
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
      expect(await brands.get('brand-1')).toEqual(saved);
      expect(storage.list()).toEqual([]);
      expect(ai.calls).toEqual([]);
    });

    it('creates it under the id the browser reserved for its files', async () => {
      const saved = await service.save(eva, { ...form, id: 'brand-reservada', newBrand: true });
      expect(saved.id).toBe('brand-reservada');
      expect(await brands.get('brand-reservada')).toEqual(saved);
    });

    it('keeps the metrics fields only from an actor with ADMIN_METRICS', async () => {
      const plain = await service.save(eva, form);
      expect(plain.idMetrics).toBeUndefined();
      expect(plain.linkMetrics).toBeUndefined();
      const withMetrics = await service.save(admin, form);
      expect(withMetrics).toMatchObject({ idMetrics: '999', linkMetrics: 'https://metrics.example/999' });
    });

    it("stores the key visual's and the manual's URLs as the server derives them, and the manual's analysis", async () => {
      ai.respond('analyzeBrandManual', { analysis: '  Marca cálida y cercana.  ' });
      const id = brands.newId();
      const keyVisualPath = await uploaded(`keyVisuals/${id}`, keyVisual, 'up1-key visual.png');
      const brandManualPath = await uploaded(`brandManuals/${id}`, manual, 'up2-manual.pdf');
      const saved = await service.save(eva, { ...form, id, newBrand: true, keyVisualPath, brandManualPath });
      expect(saved.id).toBe(id);
      const keyVisualUrl = await urlOf(keyVisualPath);
      const manualUrl = await urlOf(brandManualPath);
      expect(saved.keyVisualDocUrl).toBe(keyVisualUrl);
      expect(await brands.get(saved.id)).toMatchObject({ keyVisualDocUrl: keyVisualUrl });
      expect(saved.analysis).toBe('Marca cálida y cercana.');
      // learning-brand reads the manual where the browser stored it, in the new brand's folder.
      expect(ai.callsTo('analyzeBrandManual')).toEqual([{ brandId: saved.id, manualUrl }]);
      expect(saved.brandManualUrl).toBe(manualUrl);
      expect(await brands.get(saved.id)).toMatchObject({ brandManualUrl: manualUrl, analysis: saved.analysis });
    });

    it('refuses a manual of a type or size the model does not read, before the model runs or anything is stored', async () => {
      ai.respond('analyzeBrandManual', { analysis: 'x' });
      const id = brands.newId();
      for (const [file, message] of [
        [pickedFile('manual.svg', 'image/svg+xml'), Messages.brand.brandManualType],
        [
          pickedFile('manual.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
          Messages.brand.brandManualType,
        ],
        [pickedFile('manual.pdf', 'application/pdf', MAX_BRAND_MANUAL_BYTES + 1), Messages.brand.brandManualTooLarge],
      ] as const) {
        const brandManualPath = await uploaded(`brandManuals/${id}`, file, `${file.size}-${file.name}`);
        expect(await failureOf(service.save(eva, { ...form, id, newBrand: true, brandManualPath }))).toMatchObject({
          kind: 'validation',
          message,
        });
      }
      expect(ai.calls).toEqual([]);
      expect(await brands.list()).toHaveLength(3);
    });

    it('refuses a manual that was never uploaded, before the model runs', async () => {
      const id = brands.newId();
      const error = await failureOf(
        service.save(eva, { ...form, id, newBrand: true, brandManualPath: `brandManuals/${id}/up9-nada.pdf` }),
      );
      expect(error).toMatchObject({ kind: 'validation', message: ServerMessages.storedMedia.mediaNotFound });
      expect(ai.calls).toEqual([]);
      expect(await brands.list()).toHaveLength(3);
    });

    it('never lets two uploads of the same file name share a path, within a brand or across brands', async () => {
      const uploads = new MediaUploads(storage, new FixedClock(NOW));
      const first = await service.save(eva, { ...form, id: 'b-uno', newBrand: true });
      const second = await service.save(eva, { ...form, brandName: 'Otra', id: 'b-dos', newBrand: true });
      const paths = [
        await uploads.keyVisual(eva, first.id, keyVisual),
        await uploads.keyVisual(eva, second.id, keyVisual),
        await uploads.keyVisual(eva, first.id, keyVisual),
      ];
      await service.save(eva, { id: first.id, brandName: first.brandName, keyVisualPath: paths[2] });
      expect(new Set(paths).size).toBe(3);
      expect(paths.filter((path) => path.startsWith(`keyVisuals/${first.id}/`))).toHaveLength(2);
      expect(paths.filter((path) => path.startsWith(`keyVisuals/${second.id}/`))).toHaveLength(1);
      expect((await brands.get(first.id))?.keyVisualDocUrl).toBe(await urlOf(paths[2]!));
    });

    it('refuses a metrics URL that is not https, and never takes a manual URL from the form', async () => {
      ai.respond('analyzeBrandManual', { analysis: 'x' });
      const refusals = [
        service.save(admin, { ...form, linkMetrics: 'https://app.metricool.com@evil.example/x' }),
        service.save(admin, { id: 'b-aurora', brandName: 'Café Aurora', linkMetrics: 'data:text/html,hola' }),
      ];
      for (const refusal of refusals) {
        expect(await failureOf(refusal)).toMatchObject({ kind: 'validation', message: Messages.urls.httpsOnly });
      }
      expect(ai.calls).toEqual([]);
      expect(await brands.list()).toHaveLength(3);
      expect(await brands.get('b-aurora')).toEqual(AURORA);
      // A URL in the body is not read: only a manual the server found may set brandManualUrl.
      for (const brandManualUrl of ['http://manual.example/marca.pdf', 'javascript:alert(1)']) {
        const saved = await saveDna(eva, { ...form, brandManualUrl, keyVisualDocUrl: brandManualUrl });
        expect(saved.brandManualUrl).toBeUndefined();
        expect(saved.keyVisualDocUrl).toBeUndefined();
        expect((await brands.get(saved.id))?.brandManualUrl).toBeUndefined();
      }
    });

    it('refuses an oversized answer or a name with control characters before anything is sent or stored', async () => {
      ai.respond('analyzeBrandManual', { analysis: 'x' });
      const brandManualPath = await uploaded('brandManuals/brand-nueva', manual);
      expect(
        await failureOf(
          service.save(eva, {
            ...form,
            id: 'brand-nueva',
            newBrand: true,
            missionPurpose: 'a'.repeat(900_000),
            brandManualPath,
          }),
        ),
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

    it('refuses an SVG or a text file as key visual before anything is stored', async () => {
      for (const file of [pickedFile('logo.svg', 'image/svg+xml'), pickedFile('nota.txt', 'text/plain')]) {
        const keyVisualPath = await uploaded('keyVisuals/brand-nueva', file);
        expect(
          await failureOf(service.save(eva, { ...form, id: 'brand-nueva', newBrand: true, keyVisualPath })),
        ).toMatchObject({
          kind: 'validation',
          message: Messages.brand.keyVisualType,
        });
      }
      expect(await brands.list()).toHaveLength(3);
    });

    it('refuses a blank brand name before any call', async () => {
      ai.respond('analyzeBrandManual', { analysis: 'x' });
      const brandManualPath = await uploaded('brandManuals/brand-nueva', manual);
      const keyVisualPath = await uploaded('keyVisuals/brand-nueva', keyVisual);
      const error = await failureOf(
        service.save(eva, { id: 'brand-nueva', newBrand: true, brandName: '  ', brandManualPath, keyVisualPath }),
      );
      expect(error).toMatchObject({ kind: 'validation', message: "El campo 'Nombre de la marca' es obligatorio." });
      expect(ai.calls).toEqual([]);
      expect(await brands.list()).toHaveLength(3);
    });

    it('refuses an actor without SAVE_BRAND', async () => {
      const error = await failureOf(service.save(actorWith(['STRATEGY', 'ADMIN_BRANDS_ALL']), form));
      expect(error.kind).toBe('forbidden');
      expect(await brands.list()).toHaveLength(3);
    });

    it('stores no brand (the uploaded files stay unreferenced) when the manual analysis fails or answers malformed', async () => {
      const brandManualPath = await uploaded('brandManuals/brand-nueva', manual);
      const keyVisualPath = await uploaded('keyVisuals/brand-nueva', keyVisual);
      const input: BrandDnaSave = { ...form, id: 'brand-nueva', newBrand: true, brandManualPath, keyVisualPath };
      ai.respondOnce('analyzeBrandManual', new Error('timeout'));
      expect(await failureOf(service.save(eva, input))).toMatchObject({
        kind: 'upstream',
        message: 'Error al analizar el manual de marca.',
      });
      ai.respondOnce('analyzeBrandManual', { analisis: 'otra clave' });
      expect(await failureOf(saveDna(eva, input))).toMatchObject({
        kind: 'invalid-ai-answer',
        message: Messages.brand.analyzeManual,
      });
      expect(await brands.list()).toHaveLength(3);
      expect(await brands.get('brand-nueva')).toBeNull();
    });

    it('reports a failed object lookup or create, and creates nothing', async () => {
      const keyVisualPath = await uploaded('keyVisuals/brand-nueva', keyVisual);
      const resolve = objects.resolve.bind(objects);
      objects.resolve = () => Promise.reject(new Error('cuota excedida'));
      expect(
        await failureOf(service.save(eva, { ...form, id: 'brand-nueva', newBrand: true, keyVisualPath })),
      ).toMatchObject({ kind: 'upstream', message: Messages.endpoints.internal });
      objects.resolve = resolve;
      brands.failNext('create', new Error('sin conexión'));
      expect((await failureOf(service.save(eva, form))).message).toBe('Error al guardar la marca. sin conexión');
      expect(await brands.list()).toHaveLength(3);
    });

    it('refuses, atomically, an id a brand already holds, and writes nothing over it', async () => {
      expect(await failureOf(service.save(eva, { ...form, id: 'b-ajena', newBrand: true }))).toMatchObject({
        kind: 'conflict',
        message: `${Messages.brand.savePrefix}${Messages.brand.idTaken}`,
      });
      expect(await brands.get('b-ajena')).toEqual(AJENA);
      // Taken between the check and the write: create() refuses it, and nothing is overwritten.
      const get = brands.get.bind(brands);
      brands.get = async (id) => (id === 'brand-carrera' ? null : get(id));
      await brands.create({ brandName: 'Primera', owner: 'uid-otro' }, 'brand-carrera');
      const raced = await failureOf(service.save(eva, { ...form, id: 'brand-carrera', newBrand: true }));
      expect(raced.message).toMatch(/^Error al guardar la marca\. /);
      brands.get = get;
      expect(await brands.get('brand-carrera')).toMatchObject({ brandName: 'Primera', owner: 'uid-otro' });
    });
  });

  describe('save, cancelled (the browser uploads)', () => {
    it("stops when its signal aborts during the manual's upload: the cancel message, nothing stored", async () => {
      storage.holdUploads();
      const uploads = new MediaUploads(storage, new FixedClock(NOW));
      const controller = new AbortController();
      const sending = uploads.brandManual(eva, 'b-aurora', manual, { signal: controller.signal });
      await untilHeld(storage);
      controller.abort();
      expect(await failureOf(sending)).toMatchObject({
        kind: 'cancelled',
        message: Messages.media.uploadCancelled,
      });
      storage.releaseUploads();
      expect(storage.list()).toEqual([]);
      expect(ai.callsTo('analyzeBrandManual')).toEqual([]);
      expect(await brands.get('b-aurora')).toEqual(AURORA);
    });
  });

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
      const saved = await saveDna(eva, body);
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
        changedBy: stampOf(eva),
      });
      expect(stored?.ownerEmail).toBeUndefined();
      expect(stored?.keyVisualDocUrl).toBeUndefined();
    });

    it("ignores others' metrics values and keeps the stored ones", async () => {
      await service.save(eva, { id: 'b-aurora', brandName: 'Café Aurora', idMetrics: '', linkMetrics: 'x' });
      expect(await brands.get('b-aurora')).toMatchObject({ idMetrics: '111', linkMetrics: AURORA.linkMetrics });
      await service.save(admin, { id: 'b-aurora', brandName: 'Café Aurora', idMetrics: '222' });
      expect(await brands.get('b-aurora')).toMatchObject({ idMetrics: '222', linkMetrics: AURORA.linkMetrics });
    });

    it("stores the key visual of the brand's own folder", async () => {
      const keyVisualPath = await uploaded('keyVisuals/b-aurora', keyVisual, 'up1-key visual.png');
      const saved = await service.save(eva, { id: 'b-aurora', brandName: 'Café Aurora', keyVisualPath });
      expect(saved.keyVisualDocUrl).toBe(await urlOf(keyVisualPath));
      expect(saved.keyVisualDocUrl).toMatch(/keyVisuals%2Fb-aurora%2Fup1-key%20visual\.png\?/);
    });

    it('replaces the analysis with the new manual', async () => {
      ai.respond('analyzeBrandManual', { analysis: 'Nuevo análisis.' });
      const brandManualPath = await uploaded('brandManuals/b-aurora', manual);
      await service.save(eva, { id: 'b-aurora', brandName: 'Café Aurora', brandManualPath });
      const manualUrl = await urlOf(brandManualPath);
      expect(ai.callsTo('analyzeBrandManual')).toEqual([{ brandId: 'b-aurora', manualUrl }]);
      expect(await brands.get('b-aurora')).toMatchObject({ analysis: 'Nuevo análisis.', brandManualUrl: manualUrl });
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
      const brandManualPath = await uploaded('brandManuals/b-aurora', manual);
      brands.failNext('update', new Error('permiso denegado'));
      const error = await failureOf(service.save(eva, { id: 'b-aurora', brandName: 'Otro nombre', brandManualPath }));
      expect(error.message).toBe('Error al guardar la marca. permiso denegado');
      expect(await brands.get('b-aurora')).toEqual(AURORA);
    });
  });

  describe('refusals of the command, from its raw body', () => {
    const refusalOf = (actor: Actor, body: unknown) => failureOf(saveDna(actor, body));

    it('refuses an actor without SAVE_BRAND, and a brand the actor may not see', async () => {
      expect((await refusalOf(actorWith(['STRATEGY']), { id: 'b-aurora', brandName: 'X' })).kind).toBe('forbidden');
      expect((await refusalOf(eva, { id: 'b-ajena', brandName: 'X' })).kind).toBe('forbidden');
      expect(await brands.get('b-aurora')).toEqual(AURORA);
      expect(await brands.get('b-ajena')).toEqual(AJENA);
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
      expect(await brands.get('b-aurora')).toEqual(AURORA);
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
      expect(await brands.get('b-aurora')).toEqual(AURORA);
    });

    it("refuses a file of another brand's folder, a URL or javascript: as a path, before the model runs", async () => {
      ai.respond('analyzeBrandManual', { analysis: 'x' });
      const theirs = await uploaded('keyVisuals/b-ajena', keyVisual);
      const theirManual = await uploaded('brandManuals/b-ajena', manual);
      for (const [field, path] of [
        ['keyVisualPath', theirs],
        ['brandManualPath', theirManual],
        ['keyVisualPath', `keyVisuals/b-aurora/../b-ajena/${theirs.split('/').at(-1) ?? ''}`],
        ['keyVisualPath', await urlOf(theirs)],
        ['brandManualPath', 'javascript:alert(1)'],
        ['brandManualPath', 'https://evil.example/manual.pdf'],
        ['keyVisualPath', `brandManuals/b-aurora/${theirManual.split('/').at(-1) ?? ''}`],
      ] as const) {
        expect(await refusalOf(eva, { id: 'b-aurora', brandName: 'Café Aurora', [field]: path })).toMatchObject({
          kind: 'validation',
          message: ServerMessages.aiEndpoint.mediaOutsideBrand(field),
        });
      }
      expect(ai.calls).toEqual([]);
      expect(await brands.get('b-aurora')).toEqual(AURORA);
    });

    it('refuses an id a brand holds for a new brand', async () => {
      expect(await refusalOf(eva, { id: 'b-zafiro', newBrand: true, brandName: 'Nueva' })).toMatchObject({
        kind: 'conflict',
        message: `${Messages.brand.savePrefix}${Messages.brand.idTaken}`,
      });
      expect(await brands.get('b-zafiro')).toEqual(ZAFIRO);
    });

    it('creates a new brand with its files, stamped with who saved it', async () => {
      ai.respond('analyzeBrandManual', { analysis: 'Análisis del manual.' });
      const keyVisualPath = await uploaded('keyVisuals/brand-r1', keyVisual);
      const brandManualPath = await uploaded('brandManuals/brand-r1', manual);
      const saved = await saveDna(eva, {
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
        keyVisualDocUrl: await urlOf(keyVisualPath),
        brandManualUrl: await urlOf(brandManualPath),
        changedBy: stampOf(eva),
      });
      expect(await brands.get('brand-r1')).toEqual(saved);
    });
  });
});
