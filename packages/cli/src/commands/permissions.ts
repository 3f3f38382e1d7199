import { Command } from 'commander';
import { PERMISSION_KEYS, actorFor, can, fullName, isActiveUser, isPermissionKey } from '@estudio/domain/accounts';
import { canSeeBrand, visibleBrands } from '@estudio/domain/brands';
import type { Actor, PermissionKey } from '@estudio/domain/accounts';
import type { Brand } from '@estudio/domain/brands';
import { withExamples } from '../cli/context.js';
import { CommandFailed, UsageError } from '../cli/errors.js';
import type { Action } from './action.js';
import { findBrand } from './references.js';

/** The keys that decide brand visibility (docs/product.md, "Permissions"). */
const VISIBILITY_KEYS = ['ADMIN_BRANDS_ALL', 'ADMIN_BRANDS_ASSIGNED', 'ADMIN_BRANDS_OWNER'] as const;

/**
 * Which visibility keys make the brand visible to the actor: the domain's canSeeBrand asked
 * once per key with the actor holding that key alone, so the audit never restates the rule.
 */
export const visibilityVia = (brand: Brand, actor: Actor): PermissionKey[] =>
  VISIBILITY_KEYS.filter((key) => can(actor, key) && canSeeBrand(brand, { ...actor, keys: new Set([key]) }));

export const permissionsCommand = (action: Action): Command => {
  const permissions = new Command('permissions').description('La configuración de permisos (config/permissions)');

  withExamples(
    permissions
      .command('show')
      .description(
        'Muestra, por clave, los códigos que la otorgan (o la configuración por defecto si no hay documento)',
      )
      .action(
        action(async (context) => {
          const session = await context.open();
          const { config, usedDefault } = await session.permissions.current();
          const rows = PERMISSION_KEYS.map((key) => {
            const value = config[key];
            const codes =
              typeof value === 'string' ? [value] : Array.isArray(value) ? [...(value as readonly string[])] : [];
            return { key, codes, configured: value !== undefined };
          });
          if (!context.json && usedDefault)
            context.io.stderr(
              'No hay config/permissions: se muestra la configuración por defecto (permissions init la escribe).\n',
            );
          context.table(rows, [
            { header: 'Clave', value: (row) => row.key },
            { header: 'Códigos', value: (row) => (row.configured ? row.codes.join(', ') : '(por defecto)') },
          ]);
        }),
      ),
    ['estudio permissions show', 'estudio permissions show --json'],
  );

  withExamples(
    permissions
      .command('check <correo> <clave>')
      .description('Dice si un usuario tiene una clave de permiso (sale con 0 si la tiene y 1 si no)')
      .action(
        action(async (context, email: string, key: string) => {
          if (!isPermissionKey(key))
            throw new UsageError(`Clave desconocida '${key}'. Claves: ${PERMISSION_KEYS.join(', ')}`);
          const session = await context.open();
          const { user, role, actor } = await session.roles.accessOf(session.actor, email);
          const granted = can(actor, key) && isActiveUser(user);
          const note = isActiveUser(user) ? '' : ' (usuario deshabilitado: no puede iniciar sesión)';
          context.result(`${user.email} ${granted ? 'SÍ' : 'NO'} tiene ${key} (rol ${role?.name ?? '—'})${note}`, {
            email: user.email,
            key,
            granted,
            role: role?.name ?? null,
            active: isActiveUser(user),
          });
          if (!granted) throw new CommandFailed('', { quiet: true });
        }),
      ),
    ['estudio permissions check disenador@estudio.test VIEW_REQUIREMENTS'],
  );

  withExamples(
    permissions
      .command('init')
      .description('Escribe la configuración por defecto en config/permissions (no pisa una existente sin --overwrite)')
      .option('--overwrite', 'reemplaza la configuración existente')
      .action(
        action(async (context, options: { overwrite?: boolean }) => {
          const session = await context.open();
          const written = await session.permissions.initDefault(session.actor, {
            overwrite: options.overwrite === true,
          });
          context.result(
            written
              ? 'config/permissions: escrita la configuración por defecto.'
              : 'config/permissions ya existe: sin cambios (usa --overwrite para reemplazarla).',
            { written },
          );
        }),
      ),
    ['estudio permissions init', 'estudio permissions init --overwrite'],
  );
  return permissions;
};

export const accessCommand = (action: Action): Command => {
  const access = new Command('access').description('Auditoría: quién ve qué marca y qué puede hacer cada usuario');

  withExamples(
    access
      .command('who-can-see <marca>')
      .description('Los usuarios activos que ven la marca, y por qué clave (ALL, ASSIGNED u OWNER)')
      .action(
        action(async (context, reference: string) => {
          const session = await context.open();
          const brand = await findBrand(session, reference);
          const [users, roles] = await Promise.all([
            session.users.list(session.actor),
            session.users.listRoles(session.actor),
          ]);
          const { config } = await session.permissions.current();
          const rolesById = new Map(roles.map((role) => [role.id, role]));
          const rows = users
            .map((user) => {
              const role = rolesById.get(user.role);
              const { actor } = actorFor(user, role?.permissions ?? [], config);
              return {
                user,
                role: role?.name ?? '',
                sees: canSeeBrand(brand, actor),
                via: visibilityVia(brand, actor),
              };
            })
            .filter((row) => row.sees);
          const active = rows
            .filter((row) => isActiveUser(row.user))
            .sort((a, b) => a.user.email.localeCompare(b.user.email));
          const disabled = rows.length - active.length;
          if (!context.json) {
            context.io.stderr(
              `${brand.brandName}: ${active.length} usuario(s) activos la ven${disabled > 0 ? `; ${disabled} deshabilitado(s) la verían por su rol` : ''}.\n`,
            );
          }
          context.table(
            active,
            [
              { header: 'Correo', value: (row) => row.user.email },
              { header: 'Nombre', value: (row) => fullName(row.user) },
              { header: 'Rol', value: (row) => row.role },
              { header: 'Vía', value: (row) => row.via.join(', ') },
            ],
            (row) => ({
              email: row.user.email,
              uid: row.user.uid,
              name: fullName(row.user),
              role: row.role,
              via: row.via,
            }),
          );
        }),
      ),
    ['estudio access who-can-see "Café Andino"', 'estudio access who-can-see "Café Andino" --json'],
  );

  withExamples(
    access
      .command('what-can <correo>')
      .description('Las claves de permiso que resuelve el rol del usuario y las marcas que ve')
      .action(
        action(async (context, email: string) => {
          const session = await context.open();
          const { user, role, resolved, actor } = await session.roles.accessOf(session.actor, email);
          // The brands the user sees, among those the acting operator can list.
          const brands = visibleBrands(await session.brands.listForAdmin(session.actor), actor);
          const keys = PERMISSION_KEYS.filter((key) => resolved.keys.has(key));
          const fromDefault = new Set(resolved.keysFromDefault);
          if (context.json) {
            context.result('', {
              email: user.email,
              active: isActiveUser(user),
              role: role?.name ?? null,
              codes: role?.permissions ?? [],
              keys,
              keysFromDefault: keys.filter((key) => fromDefault.has(key)),
              usedDefaultConfig: resolved.usedDefault,
              brands: brands.map((brand) => ({
                id: brand.id,
                brandName: brand.brandName,
                via: visibilityVia(brand, actor),
              })),
            });
            return;
          }
          context.out(
            [
              `Usuario: ${user.email}${isActiveUser(user) ? '' : ' (DESHABILITADO: no puede iniciar sesión)'}`,
              `Rol:     ${role?.name ?? '—'} (${(role?.permissions ?? []).join(', ') || 'sin códigos'})`,
              `Claves (${keys.length}): ${keys.map((key) => (fromDefault.has(key) ? `${key}*` : key)).join(', ') || '—'}`,
              ...(keys.some((key) => fromDefault.has(key))
                ? ['  * por la configuración por defecto (config/permissions no la define)']
                : []),
              `Marcas que ve (${brands.length}):`,
              '',
            ].join('\n'),
          );
          context.table(brands, [
            { header: 'Marca', value: (brand) => brand.brandName },
            { header: 'Vía', value: (brand) => visibilityVia(brand, actor).join(', ') },
          ]);
        }),
      ),
    ['estudio access what-can disenador@estudio.test'],
  );
  return access;
};
