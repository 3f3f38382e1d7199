import { createMemoryAdapters, memoryPortBindings } from '@estudio/adapters';
import { FirebaseAdminBulkStore } from '@estudio/adapters/node';
import {
  AccountUseCases,
  BulkStore,
  DEFAULT_PERMISSION_CONFIG,
  PermissionConfigUseCases,
  RoleUseCases,
  UserUseCases,
  actorFor,
} from '@estudio/domain/accounts';
import { AuditUseCases } from '@estudio/domain/audit';
import { BrandUseCases } from '@estudio/domain/brands';
import { RequirementUseCases } from '@estudio/domain/requirements';
import { RecordingLogger } from '@estudio/adapters';
import { resolvePort, unservedPorts } from '@estudio/adapters/wiring';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI_USE_CASES, cliPortBindings, createCliContainer } from './cli-container.js';

const superadmin = () =>
  actorFor({ uid: 'admin', email: 'admin@estudio.test' }, ['acceso_total'], DEFAULT_PERMISSION_CONFIG).actor;

// The bindings a CLI session opens, over a demo project: firebase-admin connects on first
// use only, so nothing is read or written here.
const app = initializeApp({ projectId: 'demo-estudio' }, 'cli-container-test');
afterAll(() => deleteApp(app));

describe('the CLI container over its firebase-admin bindings', () => {
  it('has every port each CLI use case needs and resolves them all, once per container', () => {
    let container: ReturnType<typeof createCliContainer> | null = null;
    const bindings = cliPortBindings(app, {
      logger: new RecordingLogger(),
      accounts: () => container!.get(AccountUseCases),
      actor: superadmin,
    });
    expect(unservedPorts(bindings, CLI_USE_CASES)).toEqual([]);
    container = createCliContainer(bindings);
    for (const service of [
      BrandUseCases,
      UserUseCases,
      RoleUseCases,
      PermissionConfigUseCases,
      RequirementUseCases,
      AccountUseCases,
      AuditUseCases,
    ]) {
      const first = container.get<object>(service);
      expect(first).toBeInstanceOf(service);
      expect(container.get<object>(service)).toBe(first);
    }
    // The imports' bulk store is a port of the container like the others.
    expect(resolvePort(container, BulkStore)).toBeInstanceOf(FirebaseAdminBulkStore);
  });
});

describe('the CLI container over the twins', () => {
  it('wires the use cases to the bound adapters', async () => {
    const adapters = createMemoryAdapters(new Date('2026-11-21T09:00:00Z'));
    const container = createCliContainer(memoryPortBindings(adapters));

    const role = await container.get(RoleUseCases).create(superadmin(), {
      name: 'Revisor',
      permissions: ['ver_requerimientos'],
    });

    expect(role).not.toBeNull();
    const stored = await adapters.roles.list();
    expect(stored.map((r) => [r.name, r.permissions, r.timestamp?.toISOString()])).toEqual([
      ['Revisor', ['ver_requerimientos'], '2026-11-21T09:00:00.000Z'],
    ]);
  });
});
