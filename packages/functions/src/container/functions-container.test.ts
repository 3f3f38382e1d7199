import { createMemoryAdapters, memoryPortBindings } from '@estudio/adapters';
import { DEFAULT_PERMISSION_CONFIG, Messages, PermissionConfiguration } from '@estudio/domain';
import { describe, expect, it } from 'vitest';
import { createFunctionsContainer } from './functions-container.js';

describe('the functions container', () => {
  it('resolves the permission configuration from the bound repository', async () => {
    const adapters = createMemoryAdapters();
    const container = createFunctionsContainer(memoryPortBindings(adapters));

    const current = await container.get(PermissionConfiguration).current();

    // No config/permissions document: the default applies and the fallback is logged.
    expect(current.config).toEqual(DEFAULT_PERMISSION_CONFIG);
    expect(adapters.logger.entries.map((e) => e.message)).toContain(
      Messages.auth.permissionsConfigMissing,
    );
  });
});
