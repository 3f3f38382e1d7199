import { createMemoryAdapters, memoryPortBindings } from '@estudio/adapters';
import {
  BlogService,
  BlueprintService,
  BrandAdministration,
  BrandDnaService,
  CarouselService,
  GenerateContentGrid,
  LinkedInService,
  PermissionConfiguration,
  RequirementLists,
  RoleAdministration,
  SessionService,
  UserAccountEndpoints,
  UserAdministrationService,
  VideoService,
} from '@estudio/domain';
import { describe, expect, it } from 'vitest';
import { createWebContainer } from './web-container.js';

describe('the web container', () => {
  it('resolves every use case the screens call, as singletons', () => {
    const container = createWebContainer(memoryPortBindings(createMemoryAdapters()));
    for (const service of [
      SessionService,
      BrandAdministration,
      UserAdministrationService,
      RoleAdministration,
      PermissionConfiguration,
      RequirementLists,
      GenerateContentGrid,
      BrandDnaService,
      BlueprintService,
      CarouselService,
      VideoService,
      BlogService,
      LinkedInService,
    ]) {
      const first = container.get<object>(service);
      expect(first).toBeInstanceOf(service);
      expect(container.get<object>(service)).toBe(first);
    }
  });

  it('never binds the server-only user-administration endpoints', () => {
    const container = createWebContainer(memoryPortBindings(createMemoryAdapters()));
    expect(container.isBound(UserAccountEndpoints)).toBe(false);
  });

  it('signs in through the bound auth service and records the login time', async () => {
    const adapters = createMemoryAdapters(new Date('2026-11-21T08:30:00Z'));
    adapters.auth.addAccount({ uid: 'u-ana', email: 'ana@estudio.test', password: 'Estudio2026!', disabled: false });
    await adapters.roles.create({ name: 'Superadministrador', permissions: ['acceso_total'], timestamp: adapters.clock.now() });
    const [role] = await adapters.roles.list();
    await adapters.users.save({
      uid: 'u-ana',
      email: 'ana@estudio.test',
      firstName: 'Ana',
      lastName: 'Díaz',
      role: role!.id,
      status: 'active',
      createdAt: null,
      lastLoginAt: null,
    });
    const container = createWebContainer(memoryPortBindings(adapters));

    const session = await container.get(SessionService).signIn('ana@estudio.test', 'Estudio2026!', true);

    expect(session.actor.keys.has('ADMIN_USERS')).toBe(true);
    expect((await adapters.users.get('u-ana'))?.lastLoginAt?.toISOString()).toBe('2026-11-21T08:30:00.000Z');
  });
});
