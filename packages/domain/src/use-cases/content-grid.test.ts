import { beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CONTENT_GRID_SIZE } from '../requirements/content-grid.js';
import { ContentGridUseCases } from './content-grid.js';
import { Messages } from '../messages.js';
import { createRequirement, type Requirement } from '../requirements/requirement.js';
import { dispatchCommand } from '../commands/dispatch.js';
import { type Actor } from '../permissions/actor.js';
import { type Brand } from '../brands/brand.js';
import { type PermissionKey } from '../permissions/catalogue.js';
import { FixedClock, InMemoryBrandRepository, InMemoryRequirementRepository } from '../testing/index.js';
import { failureOf } from './use-cases.test-kit.js';

const NOW = '2026-03-10T15:30:00.000Z';

const actor = (...keys: PermissionKey[]): Actor => ({
  uid: 'uid-eva',
  email: 'eva@estudio.example',
  roleCodes: [],
  keys: new Set(keys),
});
/** An estratega who owns Café Aurora and may generate grids. */
const eva = actor('ADMIN_BRANDS_OWNER', 'GEN_REQUIREMENTS');

const BRANDS: Brand[] = [
  { id: 'b-aurora', brandName: 'Café Aurora', owner: 'uid-eva', status: 'active' },
  { id: 'b-ajena', brandName: 'Marca Ajena', owner: 'uid-otro', status: 'active' },
];

const existing = (count: number): Requirement[] =>
  Array.from({ length: count }, (_, i) =>
    createRequirement(`old-${i + 1}`, {
      brandId: 'b-aurora',
      brand: 'Café Aurora',
      title: `Carrusel ${i + 1} - T1`,
      number: i + 1,
      createdBy: 'eva@estudio.example',
    }),
  );

/** A store whose numbered write rejects with something that is not an Error. */
class RejectingCreateRepository extends InMemoryRequirementRepository {
  override async createNumbered(): Promise<Requirement[]> {
    throw 'cuota agotada';
  }
}

describe('ContentGridUseCases', () => {
  let brands: InMemoryBrandRepository;
  let requirements: InMemoryRequirementRepository;
  let grid: ContentGridUseCases;

  beforeEach(() => {
    brands = new InMemoryBrandRepository(BRANDS);
    requirements = new InMemoryRequirementRepository(existing(3));
    grid = new ContentGridUseCases(brands, requirements, new FixedClock(NOW));
  });

  /** 'blueprint/generate-grid' as the functions' router runs it: a raw JSON body, parsed, then the use case. */
  const generateGrid = (who: Actor, body: unknown) =>
    dispatchCommand(
      <UC extends object>() => grid as unknown as UC,
      who,
      'blueprint',
      'generate-grid',
      JSON.parse(JSON.stringify(body)) as unknown,
    ) as Promise<Requirement[]>;

  it('creates 14 requirements numbered after the existing ones', async () => {
    const created = await grid.generate(eva, 'b-aurora');
    expect(created.map((r) => [r.number, r.title])).toEqual([
      [4, 'Carrusel 4 - T1'],
      [5, 'Carrusel 5 - T2'],
      [6, 'Carrusel 6 - T3'],
      [7, 'Carrusel 7 - T4'],
      [8, 'Carrusel 8 - T5'],
      [9, 'Carrusel 9 - T6'],
      [10, 'Video 10 - T1'],
      [11, 'Video 11 - T2'],
      [12, 'Video 12 - T3'],
      [13, 'Video 13 - T4'],
      [14, 'Video 14 - T5'],
      [15, 'Video 15 - T6'],
      [16, 'Blog 16 - T1'],
      [17, 'Blog 17 - T2'],
    ]);
    for (const r of created) {
      expect(r).toMatchObject({
        brandId: 'b-aurora',
        brand: 'Café Aurora',
        createdBy: 'eva@estudio.example',
        status: 'Pendiente',
        assignedTo: 'Por asignar',
        createdAt: new Date(NOW),
        updatedAt: null,
        inDesignAt: null,
        // Who asked for the grid, for the audit entry of each new requirement.
        changedBy: { uid: 'uid-eva', email: 'eva@estudio.example', at: new Date(NOW) },
      });
    }
    const all = await requirements.list('b-aurora');
    expect(all).toHaveLength(17);
    expect(all.slice(3)).toEqual(created);
  });

  it('is, as a command, exactly the 14 of the grid: 6 carousels, 6 videos and 2 blogs, once each', async () => {
    const created = await generateGrid(eva, { brandId: ' b-aurora ' });
    expect(created).toHaveLength(CONTENT_GRID_SIZE);
    expect(CONTENT_GRID_SIZE).toBe(14);
    const kinds = created.map((r) => r.title.split(' ')[0]);
    expect(kinds.filter((kind) => kind === 'Carrusel')).toHaveLength(6);
    expect(kinds.filter((kind) => kind === 'Video')).toHaveLength(6);
    expect(kinds.filter((kind) => kind === 'Blog')).toHaveLength(2);
    expect(new Set(created.map((r) => r.number)).size).toBe(14);
    expect(await requirements.count('b-aurora')).toBe(17);
  });

  it('refuses, as a command, a body of the wrong shape, a missing key and a hidden brand, creating nothing', async () => {
    for (const [body, message] of [
      [{}, Messages.endpoints.fieldRequired('brandId')],
      [{ brandId: 7 }, Messages.endpoints.fieldRequired('brandId')],
      [{ brandId: '../b-ajena' }, Messages.endpoints.invalidId('brandId')],
      [[], Messages.endpoints.bodyNotObject],
    ] as const) {
      expect(await failureOf(generateGrid(eva, body))).toMatchObject({ kind: 'validation', message });
    }
    expect((await failureOf(generateGrid(actor('ADMIN_BRANDS_ALL'), { brandId: 'b-aurora' }))).kind).toBe('forbidden');
    expect((await failureOf(generateGrid(eva, { brandId: 'b-ajena' }))).kind).toBe('forbidden');
    expect(await requirements.count('b-aurora')).toBe(3);
    expect(await requirements.count('b-ajena')).toBe(0);
  });

  it('refuses without GEN_REQUIREMENTS and creates nothing', async () => {
    const error = await failureOf(grid.generate(actor('ADMIN_BRANDS_ALL'), 'b-aurora'));
    expect(error.kind).toBe('forbidden');
    expect(error.message).toBe(Messages.access.forbidden);
    expect(await requirements.count('b-aurora')).toBe(3);
  });

  it('refuses a brand the actor may not see', async () => {
    const error = await failureOf(grid.generate(eva, 'b-ajena'));
    expect(error.kind).toBe('forbidden');
    expect(await requirements.count('b-ajena')).toBe(0);
  });

  it('asks for a brand id', async () => {
    const error = await failureOf(grid.generate(eva, ' '));
    expect(error.kind).toBe('validation');
    expect(error.message).toBe('No se proporcionó el ID de la marca.');
  });

  it('reports a brand that does not exist', async () => {
    const error = await failureOf(grid.generate(eva, 'b-borrada'));
    expect(error.kind).toBe('not-found');
    expect(error.message).toBe('Error al generar los requerimientos: Marca no encontrada.');
    expect(await requirements.count('b-borrada')).toBe(0);
  });

  it.each([
    ['brands', 'get'],
    ['requirements', 'createNumbered'],
  ] as const)('reports a failure of %s.%s with its detail and creates nothing', async (twin, operation) => {
    const cause = new Error('servicio no disponible');
    if (twin === 'brands') brands.failNext('get', cause);
    else requirements.failNext(operation, cause);
    const error = await failureOf(grid.generate(eva, 'b-aurora'));
    expect(error.kind).toBe('upstream');
    expect(error.message).toBe('Error al generar los requerimientos: servicio no disponible');
    expect(await requirements.count('b-aurora')).toBe(3);
  });

  it('never gives two grids generated at once the same numbers', async () => {
    const [first, second] = await Promise.all([grid.generate(eva, 'b-aurora'), grid.generate(eva, 'b-aurora')]);
    const numbers = [...first, ...second].map((r) => r.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 28 }, (_, i) => i + 4));
    expect(new Set((await requirements.list('b-aurora')).map((r) => r.number)).size).toBe(31);
  });

  it('numbers after the highest number in use when deletions left a gap', async () => {
    const gapped = new InMemoryRequirementRepository([existing(3)[0]!, { ...existing(3)[2]!, number: 9 }]);
    const created = await new ContentGridUseCases(brands, gapped, new FixedClock(NOW)).generate(eva, 'b-aurora');
    expect(created.map((r) => r.number)).toEqual(Array.from({ length: 14 }, (_, i) => i + 10));
  });

  it('reports a rejection that is not an Error by its text', async () => {
    const rejecting = new RejectingCreateRepository(existing(2));
    const error = await failureOf(
      new ContentGridUseCases(brands, rejecting, new FixedClock(NOW)).generate(eva, 'b-aurora'),
    );
    expect(error.message).toBe('Error al generar los requerimientos: cuota agotada');
    expect((await rejecting.list('b-aurora')).map((r) => r.id)).toEqual(['old-1', 'old-2']);
  });

  it('numbers every grid right after what the brand has, grid after grid (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 30 }), fc.integer({ min: 1, max: 3 }), async (start, grids) => {
        const store = new InMemoryRequirementRepository(existing(start));
        const useCase = new ContentGridUseCases(brands, store, new FixedClock(NOW));
        for (let g = 0; g < grids; g += 1) await useCase.generate(eva, 'b-aurora');
        const numbers = (await store.list('b-aurora')).map((r) => r.number);
        expect(numbers).toEqual(Array.from({ length: start + 14 * grids }, (_, i) => i + 1));
      }),
      { numRuns: 25 },
    );
  });
});
