import { Command } from 'commander';
import {
  DomainError,
  addAllowedUser,
  brandStatus,
  canBeGrantedAccess,
  normalizeEmail,
  removeAllowedUser,
  requirePermission,
} from '@estudio/domain';
import type { AdminBrandRow, BrandFields } from '@estudio/domain';
import { toCsv } from '../csv/csv.js';
import { BRAND_COLUMNS, planBrandImport, validateBrandRows } from '../imports/brands-import.js';
import type { PlannedBrand } from '../imports/brands-import.js';
import { resolveBrand } from '../imports/users-import.js';
import type { CommandContext } from '../cli/context.js';
import { withExamples } from '../cli/context.js';
import { CommandFailed, UsageError } from '../cli/errors.js';
import type { ImportOptions, Importer } from '../cli/import-runner.js';
import { outcomesInPlanOrder, runImport } from '../cli/import-runner.js';
import type { CliSession } from '../cli/session.js';
import type { Action } from './action.js';
import { exportFormat, writeExport } from './export.js';

/** A brand the actor can see, by name or id. */
export const findBrand = async (session: CliSession, reference: string): Promise<AdminBrandRow> => {
  const brand = resolveBrand(await session.brands.listForAdmin(session.actor), reference);
  if (typeof brand === 'string') throw new DomainError('not-found', `No se encontró: ${brand}.`);
  return brand;
};

/** E-mails from the arguments and, with --file, a file (one per line, or separated by , ; or blanks). */
const emailsFrom = async (context: CommandContext, emails: readonly string[], file: string | undefined): Promise<string[]> => {
  const fromFile = file === undefined ? [] : (await context.io.readFile(file)).split(/[\s,;]+/);
  const all = [...emails, ...fromFile].map((email) => email.trim()).filter((email) => email !== '' && email.toLowerCase() !== 'email');
  if (all.length === 0) throw new UsageError('Indica al menos un correo (argumentos o --file).');
  return all;
};

interface AccessChange {
  readonly email: string;
  readonly outcome: 'añadido' | 'ya tenía acceso' | 'retirado' | 'no tenía acceso' | 'rechazado';
  readonly reason?: string;
}

const accessCommand = (action: Action, kind: 'grant' | 'revoke'): Command => {
  const grant = kind === 'grant';
  return withExamples(
    new Command(kind)
      .argument('<marca>', 'nombre o id de la marca')
      .argument('[correos...]', 'correos de los usuarios')
      .description(
        grant
          ? 'Da acceso a la marca a varios usuarios activos (argumentos o --file) en una sola escritura'
          : 'Retira el acceso a la marca a varios usuarios (argumentos o --file) en una sola escritura',
      )
      .option('--file <archivo>', 'un archivo con correos, uno por línea (o separados por comas)')
      .option('--skip-invalid', 'aplica los correos válidos aunque otros se rechacen')
      .option('--dry-run', 'muestra qué cambiaría sin escribir')
      .action(
        action(async (context, reference: string, given: string[], options: { file?: string; skipInvalid?: boolean; dryRun?: boolean }) => {
          const emails = await emailsFrom(context, given, options.file);
          const session = await context.open();
          const brand = await findBrand(session, reference);
          // The manage-users panel's own read: ADMIN_BRAND_USERS, the brand visible, active users only.
          const panel = await session.brands.listAccessCandidates(session.actor, brand.id);
          const users = grant ? await session.users.list(session.actor) : [];
          let allowed = panel.brand.allowedUsers ?? [];
          const changes: AccessChange[] = [];
          for (const email of emails) {
            if (grant) {
              const candidate = panel.candidates.find((c) => normalizeEmail(c.email) === normalizeEmail(email));
              const user = users.find((u) => normalizeEmail(u.email) === normalizeEmail(email)) ?? null;
              if (candidate === undefined || !canBeGrantedAccess(user)) {
                changes.push({ email, outcome: 'rechazado', reason: user === null ? 'no existe ese usuario' : 'el usuario no está activo' });
                continue;
              }
              const change = addAllowedUser(allowed, candidate.email);
              allowed = change.allowedUsers;
              changes.push({ email, outcome: change.changed ? 'añadido' : 'ya tenía acceso' });
            } else {
              const change = removeAllowedUser(allowed, email);
              allowed = change.allowedUsers;
              changes.push({ email, outcome: change.changed ? 'retirado' : 'no tenía acceso' });
            }
          }
          const rejected = changes.filter((c) => c.outcome === 'rechazado');
          const changed = changes.some((c) => c.outcome === 'añadido' || c.outcome === 'retirado');
          const blocked = rejected.length > 0 && options.skipInvalid !== true;
          if (changed && !blocked && options.dryRun !== true) {
            const [result] = await session.bulk.setAllowedUsers([{ brandId: brand.id, allowedUsers: allowed }], { tick: () => undefined, done: () => undefined });
            if (result !== undefined && !result.ok) {
              throw new DomainError('upstream', `No se pudo escribir el acceso: ${result.reason}`);
            }
          }
          context.table(changes, [
            { header: 'Correo', value: (c) => c.email },
            { header: 'Resultado', value: (c) => (c.reason === undefined ? c.outcome : `${c.outcome}: ${c.reason}`) },
          ]);
          if (!context.json) {
            context.io.stderr(
              `${brand.brandName}: ${changes.filter((c) => c.outcome === 'añadido' || c.outcome === 'retirado').length} cambio(s), ${rejected.length} rechazado(s)` +
                `${options.dryRun === true ? ' (--dry-run: no se escribió nada)' : blocked ? ' — no se escribió nada' : ''}\n`,
            );
          }
          if (blocked) throw new CommandFailed(`${rejected.length} correo(s) rechazado(s): solo los usuarios activos reciben acceso. Usa --skip-invalid para aplicar el resto.`);
        }),
      ),
    grant
      ? ['estudio brands grant "Café Andino" ana@estudio.test luis@estudio.test', 'estudio brands grant "Café Andino" --file equipo.txt']
      : ['estudio brands revoke "Café Andino" ana@estudio.test', 'estudio brands revoke "Café Andino" --file salientes.txt'],
  );
};

const brandImporter: Importer<PlannedBrand> = {
  noun: 'Marcas',
  columns: BRAND_COLUMNS,
  async plan(records, session) {
    const [brands, users] = await Promise.all([session.brands.listForAdmin(session.actor), session.users.list(session.actor)]);
    const { rows, errors } = validateBrandRows(records, { brands, users });
    return { planned: planBrandImport(rows), errors };
  },
  describe(planned) {
    const { row } = planned;
    if (planned.action === 'create') {
      return { line: row.line, key: row.brandName, action: 'create', detail: row.owner === null ? '' : `dueño ${row.owner.email}` };
    }
    if (planned.action === 'unchanged') return { line: row.line, key: row.brandName, action: 'unchanged', detail: '' };
    return { line: row.line, key: row.brandName, action: 'update', detail: Object.keys(planned.changes).filter((k) => k !== 'ownerEmail').join(', ') };
  },
  async apply(planned, session, progress) {
    const now = session.ports.clock.now();
    const creates = planned.filter((item) => item.action === 'create');
    const updates = planned.filter((item): item is Extract<PlannedBrand, { action: 'update' }> => item.action === 'update');
    // The keys the brand screens require for the same changes.
    if (creates.length > 0 || updates.length > 0) requirePermission(session.actor, 'SAVE_BRAND');
    if (updates.some((item) => item.changes.status !== undefined)) requirePermission(session.actor, 'ADMIN_BRAND_DISABLE');
    if (planned.some((item) => item.action !== 'unchanged' && item.row.allowedUsers.length > 0)) requirePermission(session.actor, 'ADMIN_BRAND_USERS');
    const created = await session.bulk.createBrands(
      creates.map(({ row }): BrandFields => ({
        brandName: row.brandName,
        owner: row.owner?.uid ?? '',
        ...(row.owner === null ? {} : { ownerEmail: row.owner.email }),
        ...(row.status === null ? {} : { status: row.status }),
        allowedUsers: row.allowedUsers,
        ...(row.idMetrics === null ? {} : { idMetrics: row.idMetrics }),
        ...(row.linkMetrics === null ? {} : { linkMetrics: row.linkMetrics }),
        createdAt: now,
        updatedAt: now,
      })),
    );
    const updated = await session.bulk.updateBrands(updates.map(({ brand, changes }) => ({ id: brand.id, patch: { ...changes, updatedAt: now } })));
    progress.tick(planned.length);
    return { results: outcomesInPlanOrder(planned, [creates, created], [updates, updated]) };
  },
};

export const brandsCommand = (action: Action): Command => {
  const brands = new Command('brands').description('Marcas: estado, accesos, dueño, importar y exportar');

  withExamples(
    brands
      .command('list')
      .description('Lista las marcas por nombre, con dueño, estado y cuántos usuarios tienen acceso')
      .option('--status <estado>', 'active o disabled')
      .action(
        action(async (context, options: { status?: string }) => {
          if (options.status !== undefined && options.status !== 'active' && options.status !== 'disabled') {
            throw new UsageError('--status debe ser active o disabled.');
          }
          const session = await context.open();
          const rows = (await session.brands.listForAdmin(session.actor)).filter(
            (brand) => options.status === undefined || brandStatus(brand) === options.status,
          );
          context.table(rows, [
            { header: 'Marca', value: (brand) => brand.brandName },
            { header: 'Id', value: (brand) => brand.id },
            { header: 'Dueño', value: (brand) => brand.ownerEmail },
            { header: 'Estado', value: (brand) => brandStatus(brand) },
            { header: 'Accesos', value: (brand) => String(brand.allowedUsers?.length ?? 0) },
          ]);
        }),
      ),
    ['estudio brands list', 'estudio brands list --status disabled --json'],
  );

  withExamples(
    brands
      .command('show <marca>')
      .description('Muestra una marca con su dueño y los usuarios con acceso')
      .action(
        action(async (context, reference: string) => {
          const session = await context.open();
          const brand = await findBrand(session, reference);
          context.result(
            [
              `Marca:   ${brand.brandName} (${brand.id})`,
              `Dueño:   ${brand.ownerEmail || '—'}`,
              `Estado:  ${brandStatus(brand)}`,
              `Métricas: ${brand.linkMetrics ?? '—'}`,
              `Acceso:  ${(brand.allowedUsers ?? []).join(', ') || '—'}`,
            ].join('\n'),
            brand,
          );
        }),
      ),
    ['estudio brands show "Café Andino"'],
  );

  for (const [name, description] of [
    ['enable', 'Habilita una marca (no escribe nada si ya está activa)'],
    ['disable', 'Deshabilita una marca (no escribe nada si ya lo está)'],
  ] as const) {
    withExamples(
      brands
        .command(`${name} <marca>`)
        .description(description)
        .action(
          action(async (context, reference: string) => {
            const session = await context.open();
            const brand = await findBrand(session, reference);
            const after = name === 'enable' ? await session.brands.enable(session.actor, brand.id) : await session.brands.disable(session.actor, brand.id);
            const changed = brandStatus(after) !== brandStatus(brand);
            context.result(`${brand.brandName}: ${brandStatus(after)}${changed ? '' : ' (sin cambios)'}`, { id: brand.id, status: brandStatus(after), changed });
          }),
        ),
      [`estudio brands ${name} "Café Andino"`],
    );
  }

  brands.addCommand(accessCommand(action, 'grant'));
  brands.addCommand(accessCommand(action, 'revoke'));

  withExamples(
    brands
      .command('set-owner <marca> <correo>')
      .description('Cambia el dueño de la marca a un usuario activo')
      .action(
        action(async (context, reference: string, email: string) => {
          const session = await context.open();
          requirePermission(session.actor, 'SAVE_BRAND');
          const brand = await findBrand(session, reference);
          const user = await session.ports.users.findByEmail(email);
          if (!canBeGrantedAccess(user) || user === null) throw new DomainError('validation', `'${email}' no es un usuario activo.`);
          if (brand.owner === user.uid) {
            context.result(`Sin cambios: ${user.email} ya es dueño de ${brand.brandName}.`, { id: brand.id, owner: user.uid, changed: false });
            return;
          }
          await session.ports.brands.update(brand.id, { owner: user.uid, ownerEmail: user.email, updatedAt: session.ports.clock.now() });
          context.result(`${brand.brandName}: dueño ${user.email}`, { id: brand.id, owner: user.uid, changed: true });
        }),
      ),
    ['estudio brands set-owner "Café Andino" estratega@estudio.test'],
  );

  withExamples(
    brands
      .command('import <archivo>')
      .description('Importa marcas de un CSV o JSON (brandName[, ownerEmail, status, allowedUsers, idMetrics, linkMetrics])')
      .option('--dry-run', 'muestra el plan sin escribir nada')
      .option('--skip-invalid', 'aplica las filas válidas aunque otras tengan errores')
      .option('--format <formato>', 'csv o json (por defecto, la extensión del archivo)')
      .action(action(async (context, path: string, options: ImportOptions) => runImport(context, path, options, brandImporter))),
    ['estudio brands import marcas.csv --dry-run', 'estudio brands import marcas.csv'],
  );

  withExamples(
    brands
      .command('export')
      .description('Exporta las marcas en el formato que lee import')
      .option('--format <formato>', 'csv o json', 'csv')
      .option('--output <archivo>', 'escribe en un archivo en vez de la salida estándar')
      .action(
        action(async (context, options: { format: string; output?: string }) => {
          const format = exportFormat(options.format);
          const session = await context.open();
          const rows = (await session.brands.listForAdmin(session.actor)).map((brand) => ({
            brandName: brand.brandName,
            ownerEmail: brand.ownerEmail,
            status: brandStatus(brand),
            allowedUsers: [...(brand.allowedUsers ?? [])],
            idMetrics: brand.idMetrics ?? '',
            linkMetrics: brand.linkMetrics ?? '',
          }));
          const text =
            format === 'json'
              ? `${JSON.stringify(rows, null, 2)}\n`
              : toCsv([
                  ['brandName', 'ownerEmail', 'status', 'allowedUsers', 'idMetrics', 'linkMetrics'],
                  ...rows.map((row) => [row.brandName, row.ownerEmail, row.status, row.allowedUsers.join(';'), row.idMetrics, row.linkMetrics]),
                ]);
          await writeExport(context, text, options.output, rows.length);
        }),
      ),
    ['estudio brands export --output marcas.csv'],
  );

  return brands;
};
