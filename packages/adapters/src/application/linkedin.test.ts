import { beforeEach, describe, expect, it } from 'vitest';
import { LinkedInUseCases, Messages, type Brand } from '@estudio/domain';
import {
  FixedClock,
  FixedLinkedInAuthorizer,
  InMemoryBrandRepository,
  InMemoryLinkedInCredentialsRepository,
} from '../memory/index.js';
import { actorWith, failureOf } from './test-kit.js';

const NOW = '2026-03-10T15:30:00.000Z';

const eva = actorWith(['SOCIAL_MEDIA', 'ADMIN_BRANDS_OWNER']);
const AURORA: Brand = { id: 'b-aurora', brandName: 'Café Aurora', owner: 'uid-eva', linkedinOrganizationId: '111' };
const AJENA: Brand = { id: 'b-ajena', brandName: 'Ajena', owner: 'uid-otro' };

describe('LinkedInUseCases', () => {
  let brands: InMemoryBrandRepository;
  let credentials: InMemoryLinkedInCredentialsRepository;
  let service: LinkedInUseCases;

  beforeEach(() => {
    brands = new InMemoryBrandRepository([AURORA, AJENA]);
    credentials = new InMemoryLinkedInCredentialsRepository({ 'uid-eva': 'token-eva' });
    service = new LinkedInUseCases(
      brands,
      credentials,
      new FixedLinkedInAuthorizer('https://li.example/auth'),
      new FixedClock(NOW),
    );
  });

  describe('status', () => {
    it('tells whether the actor has a stored token', async () => {
      expect(await service.status(eva)).toEqual({ connected: true });
      expect(await service.status(actorWith(['SOCIAL_MEDIA'], 'uid-luis'))).toEqual({ connected: false });
    });

    it('shows not connected when the read fails, and needs SOCIAL_MEDIA', async () => {
      credentials.failNext('isConnected');
      expect(await service.status(eva)).toEqual({ connected: false });
      expect((await failureOf(service.status(actorWith([])))).kind).toBe('forbidden');
    });
  });

  describe('connectUrl', () => {
    it('saves the trimmed organization id on the brand, then answers the authorisation URL', async () => {
      const url = await service.connectUrl(eva, 'b-aurora', '  98765 ');
      expect(url).toBe('https://li.example/auth?uid=uid-eva&brandId=b-aurora');
      expect(await brands.get('b-aurora')).toMatchObject({ linkedinOrganizationId: '98765', updatedAt: new Date(NOW) });
    });

    it('needs a selected brand first, then an organization id', async () => {
      expect(await failureOf(service.connectUrl(eva, null, ''))).toMatchObject({
        kind: 'validation',
        message: 'Selecciona primero una marca.',
      });
      expect(await failureOf(service.connectUrl(eva, 'b-aurora', '   '))).toMatchObject({
        kind: 'validation',
        message: 'Debes ingresar el ID de organización de LinkedIn.',
      });
      expect(await brands.get('b-aurora')).toEqual(AURORA);
    });
  });

  describe('save', () => {
    it('saves the organization id and answers the success text', async () => {
      expect(await service.save(eva, 'b-aurora', '555')).toBe('Datos de LinkedIn guardados correctamente.');
      expect((await brands.get('b-aurora'))?.linkedinOrganizationId).toBe('555');
    });

    it('reports a failed write with its reason and keeps the brand', async () => {
      brands.failNext('update', new Error('sin permisos'));
      expect(await failureOf(service.save(eva, 'b-aurora', '555'))).toMatchObject({
        kind: 'upstream',
        message: 'Error guardando LinkedIn: sin permisos',
      });
      expect(await brands.get('b-aurora')).toEqual(AURORA);
    });

    it('refuses an unknown brand, a hidden brand and an actor without SOCIAL_MEDIA', async () => {
      expect(await failureOf(service.save(eva, 'b-nada', '555'))).toMatchObject({
        kind: 'not-found',
        message: `${Messages.linkedin.savePrefix}${Messages.carousel.brandNotFound}`,
      });
      expect((await failureOf(service.save(eva, 'b-ajena', '555'))).kind).toBe('forbidden');
      expect((await failureOf(service.save(actorWith(['ADMIN_BRANDS_ALL']), 'b-aurora', '555'))).kind).toBe(
        'forbidden',
      );
      expect(await brands.get('b-ajena')).toEqual(AJENA);
    });
  });
});
