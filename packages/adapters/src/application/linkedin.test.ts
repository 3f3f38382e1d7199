import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LinkedInUseCases, Messages } from '@estudio/domain';
import type { InMemoryBrandRepository } from '../memory/index.js';
import { InMemoryLinkedInGateway } from '../memory/index.js';
import type { MemoryAdapters } from '../memory/memory-port-bindings.js';
import { AURORA, ESTRATEGA, LINKED, NOW, publishingWorld } from './publishing-kit.js';
import { actorWith, failureOf } from './test-kit.js';

const m = Messages.linkedin;
const eva = actorWith(['SOCIAL_MEDIA', 'ADMIN_BRANDS_ASSIGNED'], ESTRATEGA.uid, ESTRATEGA.email);

describe('LinkedInUseCases', () => {
  let adapters: MemoryAdapters;
  let brands: InMemoryBrandRepository;
  let service: LinkedInUseCases;

  beforeEach(() => {
    const world = publishingWorld();
    adapters = world.adapters;
    brands = adapters.brands;
    const gateway = new InMemoryLinkedInGateway(world.linkedIn, () => ESTRATEGA);
    service = new LinkedInUseCases(brands, adapters.linkedInConnections, gateway, adapters.clock);
  });

  describe('status', () => {
    it("reads the user's connection and says whether it works now", async () => {
      expect(await service.status(eva)).toEqual({
        connected: false,
        expiresAt: null,
        organizationId: '',
        brandId: '',
        connectedAt: null,
        sandbox: false,
        usable: false,
      });
      await adapters.linkedInConnections.save(ESTRATEGA.uid, LINKED);
      expect(await service.status(eva)).toEqual({ ...LINKED, usable: true });
      adapters.clock.set(LINKED.expiresAt!);
      expect((await service.status(eva)).usable).toBe(false);
    });

    it('shows not connected when the read fails, and needs SOCIAL_MEDIA', async () => {
      await adapters.linkedInConnections.save(ESTRATEGA.uid, LINKED);
      adapters.linkedInConnections.failNext('get');
      expect(await service.status(eva)).toMatchObject({ connected: false, usable: false });
      expect((await failureOf(service.status(actorWith([])))).kind).toBe('forbidden');
    });
  });

  describe('connectUrl', () => {
    it('saves the trimmed organization id, then answers the URL with a fresh state from the server', async () => {
      const answer = await service.connectUrl(eva, 'b-aurora', '  98765 ');
      expect(answer).toEqual({
        url: 'https://linkedin.example/oauth/v2/authorization?response_type=code&state=state-1',
        sandbox: false,
      });
      expect(await brands.get('b-aurora')).toMatchObject({ linkedinOrganizationId: '98765', updatedAt: NOW });
      expect(adapters.linkedInAuthStates.find('state-1')?.state).toMatchObject({
        uid: ESTRATEGA.uid,
        organizationId: '98765',
      });
    });

    it('says when the server sends the browser to the local sandbox instead of LinkedIn', async () => {
      vi.spyOn(adapters.linkedInClient, 'sandbox', 'get').mockReturnValue(true);
      expect(await service.connectUrl(eva, 'b-aurora', '98765')).toMatchObject({ sandbox: true });
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

    it("shows the server's refusal as it is", async () => {
      adapters.linkedInAuthStates.failNext('save', new Error('sin red'));
      expect(await failureOf(service.connectUrl(eva, 'b-aurora', '777'))).toMatchObject({
        kind: 'upstream',
        message: Messages.endpoints.internal,
      });
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
        message: `${m.savePrefix}${Messages.carousel.brandNotFound}`,
      });
      expect((await failureOf(service.save(eva, 'b-oculta', '555'))).kind).toBe('forbidden');
      expect((await failureOf(service.save(actorWith(['ADMIN_BRANDS_ALL']), 'b-aurora', '555'))).kind).toBe(
        'forbidden',
      );
      expect((await brands.get('b-oculta'))?.linkedinOrganizationId).toBe(AURORA.linkedinOrganizationId);
    });
  });

  describe('disconnect', () => {
    it('asks the server to remove the tokens and the status, and answers its text', async () => {
      await adapters.linkedInConnections.save(ESTRATEGA.uid, LINKED);
      expect(await service.disconnect(eva)).toBe(m.disconnected);
      expect(await adapters.linkedInConnections.get(ESTRATEGA.uid)).toBeNull();
      expect((await failureOf(service.disconnect(actorWith([])))).kind).toBe('forbidden');
    });
  });

  describe('callbackMessage', () => {
    it('names the outcome of the redirect back to /socialmedia', () => {
      expect(service.callbackMessage({ linkedin: 'conectado' })).toBe(m.callbackConnected);
      for (const problem of Object.keys(m.callbackProblems) as (keyof typeof m.callbackProblems)[]) {
        expect(service.callbackMessage({ linkedin: 'error', motivo: problem })).toBe(m.callbackProblems[problem]);
      }
      expect(service.callbackMessage({ linkedin: 'error', motivo: 'toString' })).toBe(m.callbackUnknown);
      expect(service.callbackMessage({ linkedin: 'error' })).toBe(m.callbackUnknown);
      expect(service.callbackMessage({})).toBeNull();
    });
  });
});
