import { beforeEach, describe, expect, it } from 'vitest';
import { BrandDnaViews } from './brand-dna-views.js';
import { Messages } from '../messages.js';
import { InMemoryBrandRepository, SequentialIdGenerator } from '../testing/index.js';
import { actorWith, failureOf } from './use-cases.test-kit.js';
import { eva, AURORA, ZAFIRO, AJENA } from './brand-dna.test-kit.js';

describe('BrandDnaViews', () => {
  let brands: InMemoryBrandRepository;
  let views: BrandDnaViews;

  beforeEach(() => {
    brands = new InMemoryBrandRepository([ZAFIRO, AURORA, AJENA], new SequentialIdGenerator('brand-'));
    views = new BrandDnaViews(brands);
  });

  describe('dropdownBrands', () => {
    it('gives the brands the actor may see out of those the session read, by name', async () => {
      expect(views.dropdownBrands(eva, await brands.list()).map((brand) => brand.id)).toEqual(['b-aurora', 'b-zafiro']);
    });

    it('needs STRATEGY', async () => {
      const error = await failureOf(
        (async () => views.dropdownBrands(actorWith(['ADMIN_BRANDS_ALL']), await brands.list()))(),
      );
      expect(error).toMatchObject({ kind: 'forbidden', message: Messages.access.forbidden });
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
