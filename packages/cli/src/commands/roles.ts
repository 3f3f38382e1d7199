import { Command } from 'commander';
import { DomainError, resolvePermissions } from '@estudio/domain';
import type { Role } from '@estudio/domain';
import { toCsv } from '../csv/csv.js';
import { ROLE_COLUMNS, planRoleImport, validateRoleRows } from '../imports/roles-import.js';
import type { PlannedRole } from '../imports/roles-import.js';
import { listOption, withExamples } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import type { ImportOptions, Importer } from '../cli/import-runner.js';
import { outcomesInPlanOrder, runImport } from '../cli/import-runner.js';
import type { CliSession } from '../cli/session.js';
import type { Action } from './action.js';
import { exportFormat, writeExport } from './export.js';

export const findRoleFor = async (session: CliSession, reference: string): Promise<Role> => {
  const roles = await session.roles.list(session.actor);
  const wanted = reference.trim().toLocaleLowerCase('es');
  const role = roles.find((r) => r.id === reference.trim()) ?? roles.find((r) => r.name.trim().toLocaleLowerCase('es') === wanted);
  if (role === undefined) throw new DomainError('not-found', `El rol '${reference}' no existe. Roles: ${roles.map((r) => r.name).join(', ')}`);
  return role;
};

const roleImporter: Importer<PlannedRole> = {
  noun: 'Roles',
  columns: ROLE_COLUMNS,
  async plan(records, session) {
    const { rows, errors } = validateRoleRows(records, await session.roles.list(session.actor));
    return { planned: planRoleImport(rows), errors };
  },
  describe(planned) {
    const { row } = planned;
    if (planned.action === 'create') return { line: row.line, key: row.name, action: 'create', detail: `${row.permissions.length} código(s)` };
    if (planned.action === 'unchanged') return { line: row.line, key: row.name, action: 'unchanged', detail: '' };
    const detail = [
      ...(planned.added.length === 0 ? [] : [`+ ${planned.added.join(', ')}`]),
      ...(planned.removed.length === 0 ? [] : [`- ${planned.removed.join(', ')}`]),
    ].join(' ');
    return { line: row.line, key: row.name, action: 'update', detail };
  },
  async apply(planned, session, progress) {
    // The same permission check as the roles screen; codes were checked row by row.
    await session.roles.list(session.actor);
    const now = session.ports.clock.now();
    const creates = planned.filter((item) => item.action === 'create');
    const updates = planned.filter((item): item is Extract<PlannedRole, { action: 'update' }> => item.action === 'update');
    const created = await session.bulk.createRoles(creates.map(({ row }) => ({ name: row.name, permissions: row.permissions, timestamp: now })));
    const updated = await session.bulk.updateRolePermissions(updates.map(({ row, role }) => ({ id: role.id, permissions: row.permissions })));
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
          const [all, users] = await Promise.all([session.roles.list(session.actor), session.users.list(session.actor)]);
          const holders = (role: Role): number => users.filter((user) => user.role === role.id).length;
          context.table(all, [
            { header: 'Nombre', value: (role) => role.name },
            { header: 'Id', value: (role) => role.id },
            { header: 'Usuarios', value: (role) => String(holders(role)) },
            { header: 'Códigos', value: (role) => role.permissions.join(', ') },
          ], (role) => ({ ...role, users: holders(role) }));
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
          const role = await findRoleFor(session, reference);
          const { config } = await session.permissions.current();
          const keys = [...resolvePermissions(config, role.permissions).keys];
          context.result(
            [`Rol:     ${role.name} (${role.id})`, `Códigos: ${role.permissions.join(', ') || '—'}`, `Claves:  ${keys.join(', ') || '—'}`].join('\n'),
            { ...role, keys },
          );
        }),
      ),
    ['estudio roles show Estratega'],
  );

  withExamples(
    roles
      .command('create <nombre>')
      .description('Crea un rol; los códigos desconocidos se rechazan listando los válidos')
      .option('--permissions <códigos>', 'códigos separados por comas', listOption, [])
      .action(
        action(async (context, name: string, options: { permissions: string[] }) => {
          if (name.trim() === '') throw new UsageError('El nombre del rol no puede estar vacío.');
          const session = await context.open();
          const existing = (await session.roles.list(session.actor)).find(
            (role) => role.name.trim().toLocaleLowerCase('es') === name.trim().toLocaleLowerCase('es'),
          );
          if (existing !== undefined) throw new DomainError('conflict', `Ya existe el rol '${existing.name}' (${existing.id}).`);
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
          const role = await findRoleFor(session, reference);
          await session.roles.updatePermissions(session.actor, role.id, options.permissions);
          context.result(`Rol actualizado: ${role.name}`, { id: role.id, permissions: options.permissions });
        }),
      ),
    ['estudio roles update Revisor --permissions ver_requerimientos,estado_requerimientos'],
  );

  withExamples(
    roles
      .command('delete <rol>')
      .description('Elimina un rol (pide --yes; se niega si algún usuario lo tiene, salvo --force)')
      .option('--yes', 'confirma la eliminación')
      .option('--force', 'elimina aunque haya usuarios con ese rol')
      .action(
        action(async (context, reference: string, options: { yes?: boolean; force?: boolean }) => {
          if (options.yes !== true) throw new UsageError('Eliminar un rol pide confirmación: añade --yes.');
          const session = await context.open();
          const role = await findRoleFor(session, reference);
          const holders = (await session.users.list(session.actor)).filter((user) => user.role === role.id);
          if (holders.length > 0 && options.force !== true) {
            throw new DomainError('conflict', `${holders.length} usuario(s) tienen el rol ${role.name}: cámbialos antes o usa --force.`);
          }
          await session.roles.delete(session.actor, role.id);
          context.result(`Rol eliminado: ${role.name}`, { id: role.id, deleted: true });
        }),
      ),
    ['estudio roles delete Revisor --yes'],
  );

  withExamples(
    roles
      .command('import <archivo>')
      .description('Importa roles de un CSV o JSON (name, permissions); se identifican por nombre')
      .option('--dry-run', 'muestra el plan sin escribir nada')
      .option('--skip-invalid', 'aplica las filas válidas aunque otras tengan errores')
      .option('--format <formato>', 'csv o json (por defecto, la extensión del archivo)')
      .action(action(async (context, path: string, options: ImportOptions) => runImport(context, path, options, roleImporter))),
    ['estudio roles import roles.csv --dry-run', 'estudio roles import roles.json'],
  );

  withExamples(
    roles
      .command('export')
      .description('Exporta los roles en el formato que lee import')
      .option('--format <formato>', 'csv o json', 'csv')
      .option('--output <archivo>', 'escribe en un archivo en vez de la salida estándar')
      .action(
        action(async (context, options: { format: string; output?: string }) => {
          const format = exportFormat(options.format);
          const session = await context.open();
          const rows = (await session.roles.list(session.actor)).map((role) => ({ name: role.name, permissions: [...role.permissions] }));
          const text =
            format === 'json'
              ? `${JSON.stringify(rows, null, 2)}\n`
              : toCsv([['name', 'permissions'], ...rows.map((row) => [row.name, row.permissions.join(';')])]);
          await writeExport(context, text, options.output, rows.length);
        }),
      ),
    ['estudio roles export --format json > roles.json'],
  );

  return roles;
};
