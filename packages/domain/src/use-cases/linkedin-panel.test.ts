import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LinkedInOrganizationUseCases } from './linkedin-organization.js';
import { LinkedInPanelUseCases } from './linkedin-panel.js';
import { Messages } from '../messages.js';
import { TEXT_LIMITS } from '../shared/text.js';
import { dispatchCommand } from '../commands/dispatch.js';
import { type Actor } from '../permissions/actor.js';
import { type Brand } from '../brands/brand.js';
import {
  type InMemoryBrandRepository,
  InMemoryLinkedInGateway,
  InProcessContentCommands,
  type Twins,
} from '../testing/index.js';
import { AURORA, ESTRATEGA, LINKED, NOW, publishingWorld } from './publishing-world.test-kit.js';
import { actorWith, failureOf } from './use-cases.test-kit.js';

const m = Messages.linkedin;
const eva = actorWith(['SOCIAL_MEDIA', 'ADMIN_BRANDS_ASSIGNED'], ESTRATEGA.uid, ESTRATEGA.email);

describe('LinkedInPanelUseCases', () => {
  let adapters: Twins;
  let brands: InMemoryBrandRepository;
  let service: LinkedInPanelUseCases;
  let organizations: LinkedInOrganizationUseCases;

  beforeEach(() => {
    const world = publishingWorld();
    adapters = world.adapters;
    brands = adapters.brands;
    const gateway = new InMemoryLinkedInGateway(world.linkedIn, () => ESTRATEGA);
    organizations = new LinkedInOrganizationUseCases(brands, adapters.clock);
    // 'brand/linkedin-organization' in process, as Eva: the server's use case over the same twins.
    const commands = new InProcessContentCommands(
      () =>
        <UC extends object>() =>
          organizations as unknown as UC,
      async () => eva,
    );
    service = new LinkedInPanelUseCases(adapters.linkedInConnections, gateway, commands, adapters.clock);
  });

  /** 'brand/linkedin-organization' as the functions' router runs it: a raw JSON body, parsed, then the use case. */
  const saveOrganization = (actor: Actor, body: unknown) =>
    dispatchCommand(
      <UC extends object>() => organizations as unknown as UC,
      actor,
      'brand',
      'linkedin-organization',
      JSON.parse(JSON.stringify(body)) as unknown,
    ) as Promise<Brand>;

  describe('status', () => {
    it("reads the user's connection and says whether it works now", async () => {
      expect(await service.status(eva)).toEqual({
        connected: false,
        expiresAt: null,
        organizationId: '',
        brandId: '',
        connectedAt: null,
        sandbox: false,
        refreshFailed: false,
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

  describe("'Guardar' (brand/linkedin-organization)", () => {
    it('saves the trimmed organization id, stamped with who saved it, and answers the brand', async () => {
      const saved = await saveOrganization(eva, { brandId: 'b-aurora', organizationId: ' 555 ' });
      expect(saved).toMatchObject({ id: 'b-aurora', linkedinOrganizationId: '555', updatedAt: NOW });
      expect(saved.changedBy).toEqual({ uid: eva.uid, email: eva.email, at: NOW });
      expect(await brands.get('b-aurora')).toEqual(saved);
    });

    it('reports a failed write with its reason and keeps the brand', async () => {
      brands.failNext('update', new Error('sin permisos'));
      expect(await failureOf(organizations.save(eva, 'b-aurora', '555'))).toMatchObject({
        kind: 'upstream',
        message: 'Error guardando LinkedIn: sin permisos',
      });
      expect(await brands.get('b-aurora')).toEqual(AURORA);
    });

    it('refuses an unknown brand, a hidden brand and an actor without SOCIAL_MEDIA', async () => {
      expect(await failureOf(saveOrganization(eva, { brandId: 'b-nada', organizationId: '555' }))).toMatchObject({
        kind: 'not-found',
        message: `${m.savePrefix}${Messages.carousel.brandNotFound}`,
      });
      expect(await failureOf(organizations.save(eva, '../b-aurora', '555'))).toMatchObject({
        kind: 'not-found',
        message: `${m.savePrefix}${Messages.carousel.brandNotFound}`,
      });
      expect((await failureOf(saveOrganization(eva, { brandId: 'b-oculta', organizationId: '555' }))).kind).toBe(
        'forbidden',
      );
      expect(
        (
          await failureOf(
            saveOrganization(actorWith(['ADMIN_BRANDS_ALL']), { brandId: 'b-aurora', organizationId: '5' }),
          )
        ).kind,
      ).toBe('forbidden');
      expect((await brands.get('b-oculta'))?.linkedinOrganizationId).toBe(AURORA.linkedinOrganizationId);
      expect(await brands.get('b-aurora')).toEqual(AURORA);
    });

    it('needs a selected brand first, then an organization id, and refuses a body of the wrong shape', async () => {
      for (const [body, message] of [
        [{ brandId: null, organizationId: '' }, m.selectBrand],
        [{ organizationId: '555' }, m.selectBrand],
        [{ brandId: '  ', organizationId: '555' }, m.selectBrand],
        [{ brandId: 'b-aurora', organizationId: '   ' }, m.organizationIdRequired],
        [{ brandId: 'b-aurora' }, Messages.endpoints.fieldNotText('organizationId')],
        [{ brandId: 7, organizationId: '555' }, Messages.endpoints.fieldNotText('brandId')],
        [
          { brandId: 'b-aurora', organizationId: '5'.repeat(TEXT_LIMITS.name + 1) },
          Messages.endpoints.fieldTooLong('organizationId', TEXT_LIMITS.name),
        ],
        ['555', Messages.endpoints.bodyNotObject],
      ] as const) {
        expect(await failureOf(saveOrganization(eva, body))).toMatchObject({ kind: 'validation', message });
      }
      expect(await brands.get('b-aurora')).toEqual(AURORA);
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
