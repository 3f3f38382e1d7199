import { Command } from 'commander';
import { filterUsers, fullName, normalizeEmail, sortUsers } from '@estudio/domain/accounts';
import { hasAllowedUser } from '@estudio/domain/brands';
import type { Role, User, UserStatus } from '@estudio/domain/accounts';
import type { Brand } from '@estudio/domain/brands';
import type { ImportRecord } from '../imports/records.js';
import { USER_COLUMNS, planUserImport, validateUserRows } from '../imports/users-import.js';
import type { PlannedUser, ValidUserRow } from '../imports/users-import.js';
import { withExamples } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import type { Importer } from '../cli/import-runner.js';
import { outcomesInPlanOrder } from '../cli/import-runner.js';
import type { Action } from './action.js';
import { eachCommand } from './each.js';
import { exchangeCommands } from './exchange.js';
import { findUser, findUserRole, userIn } from './references.js';
import { statusOption } from './status-option.js';

const roleName = (roles: readonly Role[], id: string): string => roles.find((role) => role.id === id)?.name ?? id;

const dateText = (date: Date | null): string => (date === null ? '' : date.toISOString().slice(0, 10));

const userImporter: Importer<PlannedUser> = {
  noun: 'Usuarios',
  columns: USER_COLUMNS,
  async plan(records: readonly ImportRecord[], session) {
    const [users, roles, brands] = await Promise.all([
      session.users.list(session.actor),
      session.users.listRoles(session.actor),
      session.brands.listForAdmin(session.actor),
    ]);
    const { rows, errors } = validateUserRows(records, { users, roles, brands });
    return { planned: [...planUserImport(rows).users], errors };
  },
  describe(planned) {
    const { row } = planned;
    const grants = row.brands.length === 0 ? '' : ` · marcas: ${row.brands.map((b) => b.brandName).join(', ')}`;
    if (planned.action === 'create')
      return { line: row.line, key: row.email, action: 'create', detail: `rol ${row.role.name}${grants}` };
    if (planned.action === 'unchanged')
      return { line: row.line, key: row.email, action: 'unchanged', detail: grants.replace(/^ · /, '') };
    const { changes } = planned;
    const parts = [
      ...(changes.firstName === undefined ? [] : [`nombre → ${changes.firstName}`]),
      ...(changes.lastName === undefined ? [] : [`apellido → ${changes.lastName}`]),
      ...(changes.role === undefined ? [] : [`rol → ${changes.role.name}`]),
    ];
    return { line: row.line, key: row.email, action: 'update', detail: parts.join(', ') + grants };
  },
  async apply(planned, session, progress) {
    const creates = planned.filter((item) => item.action === 'create');
    const updates = planned.filter(
      (item): item is Extract<PlannedUser, { action: 'update' }> => item.action === 'update',
    );
    const created = await session.bulk.createUsers(
      creates.map(({ row }) => ({
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        role: row.role,
      })),
      progress,
    );
    const updated = await session.bulk.updateUsers(
      updates.map(({ user, changes }) => ({
        uid: user.uid,
        ...(changes.firstName === undefined ? {} : { firstName: changes.firstName }),
        ...(changes.lastName === undefined ? {} : { lastName: changes.lastName }),
        ...(changes.role === undefined ? {} : { role: changes.role }),
      })),
      progress,
    );
    progress.tick(planned.length - creates.length - updates.length);
    const results = outcomesInPlanOrder(planned, [creates, created], [updates, updated]);

    // Grants of the rows that made it, planned again against what the brands hold.
    const kept: ValidUserRow[] = planned.filter((_, index) => results[index]?.ok === true).map((item) => item.row);
    const { grants } = planUserImport(kept);
    const written = await session.bulk.setAllowedUsers(
      grants.map((grant) => ({ brandId: grant.brand.id, allowedUsers: grant.allowedUsers })),
      progress,
    );
    let added = 0;
    grants.forEach((grant, index) => {
      const result = written[index];
      if (result?.ok === true) added += grant.added.length;
      else {
        for (const email of grant.added) {
          const position = planned.findIndex((item) => normalizeEmail(item.row.email) === normalizeEmail(email));
          if (position >= 0)
            results[position] = {
              // The account exists all the same: its owner still needs the link.
              ...results[position],
              ok: false,
              reason: `acceso a ${grant.brand.brandName}: ${result?.ok === false ? result.reason : ''}`,
            };
        }
      }
    });
    return { results, extra: { 'accesos añadidos': added } };
  },
};

const exportRows = (users: readonly User[], roles: readonly Role[], brands: readonly Brand[]) =>
  sortUsers(users, { field: 'email', direction: 'asc' }).map((user) => ({
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: roleName(roles, user.role),
    brands: brands.filter((brand) => hasAllowedUser(brand, user.email)).map((brand) => brand.brandName),
  }));

export const usersCommand = (action: Action): Command => {
  const users = new Command('users').description(
    'Usuarios: listar, crear, cambiar rol, deshabilitar, importar y exportar',
  );

  withExamples(
    users
      .command('list')
      .description('Lista los usuarios (activos y deshabilitados)')
      .option('--role <rol>', 'solo los de este rol (nombre o id)')
      .option('--status <estado>', 'active o disabled', statusOption)
      .option('--search <texto>', 'texto en el nombre o el correo')
      .action(
        action(async (context, options: { role?: string; status?: UserStatus; search?: string }) => {
          const session = await context.open();
          const [all, roles] = await Promise.all([
            session.users.list(session.actor),
            session.users.listRoles(session.actor),
          ]);
          const role = options.role === undefined ? '' : (await findUserRole(session, options.role)).id;
          const rows = sortUsers(
            filterUsers(all, { text: options.search ?? '', role }).filter(
              (user) => options.status === undefined || user.status === options.status,
            ),
            { field: 'email', direction: 'asc' },
          );
          context.table(
            rows,
            [
              { header: 'Correo', value: (user) => user.email },
              { header: 'Nombre', value: (user) => fullName(user) },
              { header: 'Rol', value: (user) => roleName(roles, user.role) },
              { header: 'Estado', value: (user) => user.status },
              { header: 'Creado', value: (user) => dateText(user.createdAt) },
            ],
            (user) => ({ ...user, roleName: roleName(roles, user.role) }),
          );
        }),
      ),
    [
      'estudio users list',
      'estudio users list --role Diseñador --status active',
      'estudio users list --search ana --json',
    ],
  );

  withExamples(
    users
      .command('show <usuario>')
      .description('Muestra un usuario (por correo o uid) y las marcas que tiene asignadas')
      .action(
        action(async (context, reference: string) => {
          const session = await context.open();
          const user = await findUser(session, reference);
          const [roles, brands] = await Promise.all([
            session.users.listRoles(session.actor),
            session.brands.listForAdmin(session.actor),
          ]);
          const assigned = brands.filter((brand) => hasAllowedUser(brand, user.email)).map((brand) => brand.brandName);
          const owned = brands.filter((brand) => brand.owner === user.uid).map((brand) => brand.brandName);
          context.result(
            [
              `Correo:    ${user.email}`,
              `Uid:       ${user.uid}`,
              `Nombre:    ${fullName(user)}`,
              `Rol:       ${roleName(roles, user.role)} (${user.role})`,
              `Estado:    ${user.status}`,
              `Creado:    ${dateText(user.createdAt)}`,
              `Último acceso: ${dateText(user.lastLoginAt)}`,
              `Marcas asignadas: ${assigned.join(', ') || '—'}`,
              `Marcas propias:   ${owned.join(', ') || '—'}`,
            ].join('\n'),
            { ...user, roleName: roleName(roles, user.role), assignedBrands: assigned, ownedBrands: owned },
          );
        }),
      ),
    ['estudio users show ana@estudio.test'],
  );

  withExamples(
    users
      .command('create <correo>')
      .description(
        'Crea la cuenta (con una contraseña aleatoria que nadie conoce) y su registro, como el endpoint create-user, y muestra el enlace de un solo uso para que la persona cree su contraseña',
      )
      .requiredOption('--role <rol>', 'nombre o id del rol')
      .option('--first-name <nombre>', 'nombre', '')
      .option('--last-name <apellido>', 'apellido', '')
      .action(
        action(async (context, email: string, options: { role: string; firstName: string; lastName: string }) => {
          if (email.trim() === '') throw new UsageError('El correo no puede estar vacío.');
          const session = await context.open();
          const role = await findUserRole(session, options.role);
          const created = await session.users.createUser(session.actor, {
            email,
            firstName: options.firstName,
            lastName: options.lastName,
            roleId: role.id,
          });
          if (created === null) throw new UsageError('El correo no puede estar vacío.');
          const { user, passwordResetLink } = created;
          context.result(
            [
              `Usuario creado: ${user.email} (uid ${user.uid}, rol ${role.name})`,
              `Enlace para que cree su contraseña (de un solo uso; entrégaselo): ${passwordResetLink}`,
            ].join('\n'),
            { ...user, passwordResetLink },
          );
        }),
      ),
    ['estudio users create ana@estudio.test --role Diseñador --first-name Ana --last-name Pérez'],
  );

  withExamples(
    users
      .command('update <usuario>')
      .description('Cambia nombre, apellido o correo del registro del usuario')
      .option('--first-name <nombre>', 'nombre nuevo')
      .option('--last-name <apellido>', 'apellido nuevo')
      .option('--email <correo>', 'correo nuevo (único)')
      .action(
        action(
          async (context, reference: string, options: { firstName?: string; lastName?: string; email?: string }) => {
            if (options.firstName === undefined && options.lastName === undefined && options.email === undefined) {
              throw new UsageError('Nada que cambiar: usa --first-name, --last-name o --email.');
            }
            const session = await context.open();
            const user = await findUser(session, reference);
            const edit = {
              firstName: options.firstName ?? user.firstName,
              lastName: options.lastName ?? user.lastName,
              email: options.email ?? user.email,
            };
            await session.users.updateUser(session.actor, user.uid, edit);
            context.result(`Usuario actualizado: ${edit.email}`, { uid: user.uid, ...edit });
          },
        ),
      ),
    ['estudio users update ana@estudio.test --last-name "Pérez Gil"'],
  );

  withExamples(
    users
      .command('set-role <usuario> <rol>')
      .description('Cambia el rol (cuenta y registro), como el endpoint update-user-role')
      .action(
        action(async (context, reference: string, roleReference: string) => {
          const session = await context.open();
          const user = await findUser(session, reference);
          const role = await findUserRole(session, roleReference);
          if (user.role === role.id) {
            context.result(`Sin cambios: ${user.email} ya tiene el rol ${role.name}.`, {
              uid: user.uid,
              role: role.id,
              changed: false,
            });
            return;
          }
          await session.users.changeRole(session.actor, user.uid, role.id);
          context.result(`Rol de ${user.email}: ${role.name}`, { uid: user.uid, role: role.id, changed: true });
        }),
      ),
    ['estudio users set-role ana@estudio.test Estratega'],
  );

  for (const [name, description, done] of [
    ['disable', 'Deshabilita las cuentas (cierra sus sesiones) y marca sus registros', 'deshabilitado'],
    ['enable', 'Habilita las cuentas y marca sus registros activos', 'habilitado'],
  ] as const) {
    users.addCommand(
      eachCommand(action, {
        name,
        argument: 'usuario',
        description: `${description} (por correo o uid)`,
        examples: [
          `estudio users ${name} ana@estudio.test`,
          `estudio users ${name} ana@estudio.test luis@estudio.test`,
        ],
        noun: 'Usuarios',
        prepare: (session) => session.users.list(session.actor),
        act: async (session, all, reference) => {
          const user = userIn(all, reference);
          const after =
            name === 'disable'
              ? await session.users.disableUser(session.actor, user.uid)
              : await session.users.enableUser(session.actor, user.uid);
          const changed = after.status !== user.status;
          return {
            text: changed ? `Usuario ${done}: ${user.email}` : `Sin cambios: ${user.email} ya estaba ${done}.`,
            json: { uid: user.uid, status: after.status, changed },
            changed,
          };
        },
      }),
    );
  }

  for (const command of exchangeCommands(action, {
    importer: userImporter,
    importDescription: 'Importa usuarios de un CSV o JSON (email, firstName, lastName, role[, brands])',
    importExamples: [
      'estudio users import equipo.csv --dry-run',
      'estudio users import equipo.csv',
      'estudio users import equipo.json --skip-invalid --json',
    ],
    importHelp: `
Columnas: email y role (nombre o id del rol) obligatorias; firstName, lastName y brands
(nombres o ids de marcas separados por ';' o '|') opcionales. Cada cuenta nueva recibe una
contraseña aleatoria que nadie conoce y su registro users/{uid}, como el endpoint
create-user; el informe da el enlace de un solo uso con el que cada persona crea su
contraseña (columna passwordResetLink con --json). Volver a importar el mismo archivo no
cambia nada (se identifica por correo).
`,
    exportDescription: 'Exporta los usuarios en el formato que lee import',
    exportExamples: [
      'estudio users export > usuarios.csv',
      'estudio users export --format json --output usuarios.json',
    ],
    columns: ['email', 'firstName', 'lastName', 'role', 'brands'],
    exportRows: async (session) => {
      const [all, roles, brands] = await Promise.all([
        session.users.list(session.actor),
        session.users.listRoles(session.actor),
        session.brands.listForAdmin(session.actor),
      ]);
      return exportRows(all, roles, brands);
    },
  })) {
    users.addCommand(command);
  }

  return users;
};
