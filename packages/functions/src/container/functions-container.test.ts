import { createMemoryAdapters, memoryPortBindings } from '@estudio/adapters';
import { firebaseAdminPortBindings } from '@estudio/adapters/node';
import { unservedPorts } from '@estudio/adapters/wiring';
import {
  AccountUseCases,
  AuditUseCases,
  DEFAULT_PERMISSION_CONFIG,
  Messages,
  PermissionConfigUseCases,
} from '@estudio/domain';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { afterAll, describe, expect, it } from 'vitest';
import { AccountRoutes } from '../http/account-routes.js';
import { createFunctionsContainer, FUNCTIONS_USE_CASES } from './functions-container.js';

// The bindings main.ts deploys, over a demo project: firebase-admin connects on first use
// only, so nothing is read or written here.
const app = initializeApp({ projectId: 'demo-estudio' }, 'functions-container-test');
const deployed = firebaseAdminPortBindings(app, { appCheck: true });
afterAll(() => deleteApp(app));

describe('the functions container over the firebase-admin bindings', () => {
  it('has every port the endpoints need and builds the routes over them', () => {
    expect(unservedPorts(deployed, FUNCTIONS_USE_CASES)).toEqual([]);
    const container = createFunctionsContainer(deployed, { appCheckRequired: true });
    expect(container.get(AccountRoutes)).toBeInstanceOf(AccountRoutes);
    expect(container.get(AccountRoutes)).toBe(container.get(AccountRoutes));
    expect(container.get(AccountUseCases)).toBeInstanceOf(AccountUseCases);
    expect(container.get(PermissionConfigUseCases)).toBeInstanceOf(PermissionConfigUseCases);
    expect(container.get(AuditUseCases)).toBeInstanceOf(AuditUseCases);
  });
});

describe('the functions container over the twins', () => {
  it('resolves the permission configuration from the bound repository', async () => {
    const adapters = createMemoryAdapters();
    const container = createFunctionsContainer(memoryPortBindings(adapters));

    const current = await container.get(PermissionConfigUseCases).current();

    // No config/permissions document: the default applies and the fallback is logged.
    expect(current.config).toEqual(DEFAULT_PERMISSION_CONFIG);
    expect(adapters.logger.entries.map((e) => e.message)).toContain(Messages.auth.permissionsConfigMissing);
  });
});
