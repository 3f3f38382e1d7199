import { Command } from 'commander';
import { resolvePermissions } from '@estudio/domain/accounts';
import type { Role } from '@estudio/domain/accounts';
import { ROLE_COLUMNS, planRoleImport, validateRoleRows } from '../imports/roles-import.js';
import type { PlannedRole } from '../imports/roles-import.js';
import { listOption, withExamples } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import type { Importer } from '../cli/import-runner.js';
import { outcomesInPlanOrder } from '../cli/import-runner.js';
import type { Action } from './action.js';
import { exchangeCommands } from './exchange.js';
import { findRole } from './references.js';

const roleImporter: Importer<PlannedRole> = {
  noun: 'Roles',
  columns: ROLE_COLUMNS,
  async plan(records, session) {
    const { rows, errors } = validateRoleRows(records, await session.roles.list(session.actor));
    return { planned: planRoleImport(rows), errors };
  },
  describe(planned) {
    const { row } = planned;
    if (planned.action === 'create')
      return { line: row.line, key: row.name, action: 'create', detail: `${row.permissions.length} código(s)` };
    if (planned.action === 'unchanged') return { line: row.line, key: row.name, action: 'unchanged', detail: '' };
    const detail = [
      ...(planned.added.length === 0 ? [] : [`+ ${planned.added.join(', ')}`]),
      ...(planned.removed.length === 0 ? [] : [`- ${planned.removed.join(', ')}`]),
    ].join(' ');
    return { line: row.line, key: row.name, action: 'update', detail };
  },
  async apply(planned, session, progress) {
    // The same permission check as the roles screen; codes and names were checked row by row.
    await session.roles.list(session.actor);
    const creates = planned.filter((item) => item.action === 'create');
    const updates = planned.filter(
      (item): item is Extract<PlannedRole, { action: 'update' }> => item.action === 'update',
    );
    const created = await session.bulk.createRoles(
      creates.map(({ row }) => ({ name: row.name, permissions: row.permissions })),
    );
    const updated = await session.bulk.updateRolePermissions(
      updates.map(({ row, role }) => ({ id: role.id, permissions: row.permissions })),
    );
    progress.tick(planned.length);
    return { results: outcomesInPlanOrder(planned, [creates, created], [updates, updated]) };
  },
};

export const rolesCommand = (action: Action): Command => {
  const roles = new Command('roles').description('Roles: conjuntos de códigos de permiso');

  withExamples(
    roles
      .command('list')
      .description('Lista los roles por nombre, con sus códigos y cuántos usuarios los tienen')
      .action(
        action(async (context) => {
          const session = await context.open();
          const [all, users] = await Promise.all([
            session.roles.list(session.actor),
            session.users.list(session.actor),
          ]);
          const holders = (role: Role): number => users.filter((user) => user.role === role.id).length;
          context.table(
            all,
            [
              { header: 'Nombre', value: (role) => role.name },
              { header: 'Id', value: (role) => role.id },
              { header: 'Usuarios', value: (role) => String(holders(role)) },
              { header: 'Códigos', value: (role) => role.permissions.join(', ') },
            ],
            (role) => ({ ...role, users: holders(role) }),
          );
        }),
      ),
    ['estudio roles list', 'estudio roles list --json'],
  );

  withExamples(
    roles
      .command('show <rol>')
      .description('Muestra un rol: sus códigos y las claves de permiso que otorgan')
      .action(
        action(async (context, reference: string) => {
          const session = await context.open();
          const role = await findRole(session, reference);
          const { config } = await session.permissions.current();
          const keys = [...resolvePermissions(config, role.permissions).keys];
          context.result(
            [
              `Rol:     ${role.name} (${role.id})`,
              `Códigos: ${role.permissions.join(', ') || '—'}`,
              `Claves:  ${keys.join(', ') || '—'}`,
            ].join('\n'),
            { ...role, keys },
          );
        }),
      ),
    ['estudio roles show Estratega'],
  );

  withExamples(
    roles
      .command('create <nombre>')
      .description(
        'Crea un rol; se niega si ya hay uno con ese nombre, y rechaza los códigos desconocidos listando los válidos',
      )
      .option('--permissions <códigos>', 'códigos separados por comas', listOption, [])
      .action(
        action(async (context, name: string, options: { permissions: string[] }) => {
          if (name.trim() === '') throw new UsageError('El nombre del rol no puede estar vacío.');
          const session = await context.open();
          const role = await session.roles.create(session.actor, { name, permissions: options.permissions });
          context.result(`Rol creado: ${role?.name ?? name} (${role?.id ?? '?'})`, role);
        }),
      ),
    ['estudio roles create Revisor --permissions ver_requerimientos,leer_requerimientos'],
  );

  withExamples(
    roles
      .command('update <rol>')
      .description('Reemplaza los códigos de un rol')
      .requiredOption('--permissions <códigos>', 'códigos separados por comas', listOption, [])
      .action(
        action(async (context, reference: string, options: { permissions: string[] }) => {
          const session = await context.open();
          const role = await findRole(session, reference);
          await session.roles.updatePermissions(session.actor, role.id, options.permissions);
          context.result(`Rol actualizado: ${role.name}`, { id: role.id, permissions: options.permissions });
        }),
      ),
    ['estudio roles update Revisor --permissions ver_requerimientos,estado_requerimientos'],
  );

  withExamples(
    roles
      .command('delete <rol>')
      .description('Elimina un rol (pide --yes; se niega mientras algún usuario lo tenga: cámbiales el rol antes)')
      .option('--yes', 'confirma la eliminación')
      .action(
        action(async (context, reference: string, options: { yes?: boolean }) => {
          if (options.yes !== true) throw new UsageError('Eliminar un rol pide confirmación: añade --yes.');
          const session = await context.open();
          const role = await findRole(session, reference);
          await session.roles.delete(session.actor, role.id);
          context.result(`Rol eliminado: ${role.name}`, { id: role.id, deleted: true });
        }),
      ),
    [
      'estudio roles delete Revisor --yes',
      'estudio users set-role antiguo@estudio.test Estratega && estudio roles delete Revisor --yes',
    ],
  );

  for (const command of exchangeCommands(action, {
    importer: roleImporter,
    importDescription: 'Importa roles de un CSV o JSON (name, permissions); se identifican por nombre',
    importExamples: ['estudio roles import roles.csv --dry-run', 'estudio roles import roles.json'],
    exportDescription: 'Exporta los roles en el formato que lee import',
    exportExamples: ['estudio roles export --format json > roles.json'],
    columns: ['name', 'permissions'],
    exportRows: async (session) =>
      (await session.roles.list(session.actor)).map((role) => ({
        name: role.name,
        permissions: [...role.permissions],
      })),
  })) {
    roles.addCommand(command);
  }

  return roles;
};
