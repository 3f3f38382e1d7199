import {
  PermissionConfigRepository,
  PermissionConfigUseCases,
  RoleRepository,
  UserRepository,
} from '@estudio/domain/accounts';
import { Logger, SERVER_USE_CASES, USE_CASES, useCase } from '@estudio/domain/shared';
import { describe, expect, it } from 'vitest';
import { createMemoryAdapters, memoryPortBindings } from '../memory/index.js';
import { addUseCases, createContainer, resolvePort, unservedPorts } from './container.js';
import { provide, replacing } from './port-binding.js';

const everyUseCase = Object.values({ ...USE_CASES, ...SERVER_USE_CASES });

describe('createContainer', () => {
  it('builds every use case once, from the ports its declaration names', () => {
    const adapters = createMemoryAdapters();
    const container = createContainer(memoryPortBindings(adapters), everyUseCase);
    for (const { useCase: type } of everyUseCase) {
      const built: object = container.get<object>(type);
      expect(built).toBeInstanceOf(type);
      expect(container.get<object>(type)).toBe(built);
    }
    expect(resolvePort(container, UserRepository)).toBe(adapters.users);
  });

  it('refuses a runtime that lacks a port one of its use cases needs, naming both', () => {
    const bindings = memoryPortBindings(createMemoryAdapters()).filter((binding) => binding.token !== Logger);
    expect(unservedPorts(bindings, [USE_CASES.blueprintViews, USE_CASES.permissionConfig])).toEqual([
      { useCase: 'PermissionConfigUseCases', port: 'estudio.Logger' },
    ]);
    expect(() => createContainer(bindings, [USE_CASES.permissionConfig])).toThrow(
      'Unserved ports: PermissionConfigUseCases needs estudio.Logger',
    );
  });

  it('lets a runtime put its own adapter in place of one port', () => {
    const adapters = createMemoryAdapters();
    const other = createMemoryAdapters();
    const bindings = replacing(memoryPortBindings(adapters), provide(RoleRepository, other.roles));
    const container = createContainer(bindings, [USE_CASES.roles]);
    expect(resolvePort(container, RoleRepository)).toBe(other.roles);
    expect(bindings.filter((binding) => binding.token === RoleRepository)).toHaveLength(1);
  });
});

describe('addUseCases', () => {
  it('binds more use cases into a container from the ports it has, keeping those already built', () => {
    const adapters = createMemoryAdapters();
    const container = createContainer(memoryPortBindings(adapters), [USE_CASES.brands]);
    const brands = container.get<object>(USE_CASES.brands.useCase);
    expect(container.isBound(USE_CASES.roles.useCase)).toBe(false);
    addUseCases(container, [USE_CASES.brands, USE_CASES.roles, USE_CASES.users]);
    expect(container.get<object>(USE_CASES.brands.useCase)).toBe(brands);
    const roles = container.get<object>(USE_CASES.roles.useCase);
    expect(roles).toBeInstanceOf(USE_CASES.roles.useCase);
    expect(container.get<object>(USE_CASES.roles.useCase)).toBe(roles);
    expect(container.get<object>(USE_CASES.users.useCase)).toBeInstanceOf(USE_CASES.users.useCase);
  });

  it('refuses one whose ports the container lacks, naming them, and binds nothing', () => {
    const bindings = memoryPortBindings(createMemoryAdapters()).filter((binding) => binding.token !== Logger);
    const container = createContainer(bindings, [USE_CASES.brands]);
    expect(() => addUseCases(container, [USE_CASES.roles, USE_CASES.permissionConfig])).toThrow(
      'Unserved ports: PermissionConfigUseCases needs estudio.Logger',
    );
    expect(container.isBound(USE_CASES.roles.useCase)).toBe(false);
  });
});

describe('typed tokens (checked by typecheck)', () => {
  it('refuse an adapter bound to the wrong port and a use case declared with the wrong ports', () => {
    const adapters = createMemoryAdapters();
    // @ts-expect-error -- a role repository is not a user repository
    const wrong = provide(UserRepository, adapters.roles);
    // @ts-expect-error -- PermissionConfigUseCases takes (PermissionConfigRepository, Logger), in that order
    const misdeclared = useCase(PermissionConfigUseCases, [Logger, PermissionConfigRepository]);
    const right = useCase(PermissionConfigUseCases, [PermissionConfigRepository, Logger]);
    expect([wrong.token, misdeclared.ports, right.ports]).toEqual([
      UserRepository,
      [Logger, PermissionConfigRepository],
      [PermissionConfigRepository, Logger],
    ]);
  });
});
