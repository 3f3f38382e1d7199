import type { MemoryAdapters } from '@estudio/adapters';

/** Takes a permission code off a demo role (e.g. a designer who may not change statuses). */
export const withoutCode = async (adapters: MemoryAdapters, roleName: string, code: string): Promise<void> => {
  const role = (await adapters.roles.list()).find((candidate) => candidate.name === roleName);
  if (role === undefined) throw new Error(`No role ${roleName}`);
  await adapters.roles.updatePermissions(
    role.id,
    role.permissions.filter((held) => held !== code),
  );
};
