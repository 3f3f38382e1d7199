import { Command } from 'commander';
import { requirePermission } from '@estudio/domain/accounts';
import { brandStatus } from '@estudio/domain/brands';
import type { AccessChangeOutcome, BrandStatus } from '@estudio/domain/brands';
import { BRAND_COLUMNS, planBrandImport, validateBrandRows } from '../imports/brands-import.js';
import type { PlannedBrand } from '../imports/brands-import.js';
import type { CommandContext } from '../cli/context.js';
import { withExamples } from '../cli/context.js';
import { CommandFailed, UsageError } from '../cli/errors.js';
import type { Importer } from '../cli/import-runner.js';
import { outcomesInPlanOrder } from '../cli/import-runner.js';
import type { Action } from './action.js';
import { eachCommand } from './each.js';
import { exchangeCommands } from './exchange.js';
import { brandIn, findBrand } from './references.js';
import { statusOption } from './status-option.js';

/** E-mails from the arguments and, with --file, a file (one per line, or separated by , ; or blanks). */
const emailsFrom = async (
  context: CommandContext,
  emails: readonly string[],
  file: string | undefined,
): Promise<string[]> => {
  const fromFile = file === undefined ? [] : (await context.io.readFile(file)).split(/[\s,;]+/);
  const all = [...emails, ...fromFile]
    .map((email) => email.trim())
    .filter((email) => email !== '' && email.toLowerCase() !== 'email');
  if (all.length === 0) throw new UsageError('Indica al menos un correo (argumentos o --file).');
  return all;
};

/** How each outcome of BrandUseCases.changeAccess reads: what happened, and why a refusal. */
const OUTCOME_TEXT: Readonly<Record<AccessChangeOutcome, { readonly outcome: string; readonly reason?: string }>> = {
  granted: { outcome: 'añadido' },
  'already-granted': { outcome: 'ya tenía acceso' },
  revoked: { outcome: 'retirado' },
  'not-granted': { outcome: 'no tenía acceso' },
  'unknown-user': { outcome: 'rechazado', reason: 'no existe ese usuario' },
  'inactive-user': { outcome: 'rechazado', reason: 'el usuario no está activo' },
};

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
        action(
          async (
            context,
            reference: string,
            given: string[],
            options: { file?: string; skipInvalid?: boolean; dryRun?: boolean },
          ) => {
            const emails = await emailsFrom(context, given, options.file);
            const session = await context.open();
            const brand = await findBrand(session, reference);
            // The manage-users panel's rules (ADMIN_BRAND_USERS, the brand visible, active users only), in one write.
            const result = await session.brands.changeAccess(session.actor, brand.id, kind, emails, {
              dryRun: options.dryRun === true,
              skipRefused: options.skipInvalid === true,
            });
            const changes = result.outcomes.map(({ email, outcome }) => ({ email, ...OUTCOME_TEXT[outcome] }));
            context.table(changes, [
              { header: 'Correo', value: (change) => change.email },
              {
                header: 'Resultado',
                value: (change) =>
                  change.reason === undefined ? change.outcome : `${change.outcome}: ${change.reason}`,
              },
            ]);
            const blocked = result.refused > 0 && options.skipInvalid !== true;
            if (!context.json) {
              const changed = result.outcomes.filter((o) => o.outcome === 'granted' || o.outcome === 'revoked').length;
              context.io.stderr(
                `${brand.brandName}: ${changed} cambio(s), ${result.refused} rechazado(s)` +
                  `${options.dryRun === true ? ' (--dry-run: no se escribió nada)' : blocked ? ' — no se escribió nada' : ''}\n`,
              );
            }
            if (blocked)
              throw new CommandFailed(
                `${result.refused} correo(s) rechazado(s): solo los usuarios activos reciben acceso. Usa --skip-invalid para aplicar el resto.`,
              );
          },
        ),
      ),
    grant
      ? [
          'estudio brands grant "Café Andino" ana@estudio.test luis@estudio.test',
          'estudio brands grant "Café Andino" --file equipo.txt',
        ]
      : [
          'estudio brands revoke "Café Andino" ana@estudio.test',
          'estudio brands revoke "Café Andino" --file salientes.txt',
        ],
  );
};

const brandImporter: Importer<PlannedBrand> = {
  noun: 'Marcas',
  columns: BRAND_COLUMNS,
  async plan(records, session) {
    const [brands, users] = await Promise.all([
      session.brands.listForAdmin(session.actor),
      session.users.list(session.actor),
    ]);
    const { rows, errors } = validateBrandRows(records, { brands, users });
    return { planned: planBrandImport(rows), errors };
  },
  describe(planned) {
    const { row } = planned;
    if (planned.action === 'create') {
      return {
        line: row.line,
        key: row.brandName,
        action: 'create',
        detail: row.owner === null ? '' : `dueño ${row.owner.email}`,
      };
    }
    if (planned.action === 'unchanged') return { line: row.line, key: row.brandName, action: 'unchanged', detail: '' };
    return {
      line: row.line,
      key: row.brandName,
      action: 'update',
      detail: Object.keys(planned.changes)
        .filter((k) => k !== 'ownerEmail')
        .join(', '),
    };
  },
  async apply(planned, session, progress) {
    const creates = planned.filter((item) => item.action === 'create');
    const updates = planned.filter(
      (item): item is Extract<PlannedBrand, { action: 'update' }> => item.action === 'update',
    );
    // The keys the brand screens require for the same changes.
    if (creates.length > 0 || updates.length > 0) requirePermission(session.actor, 'SAVE_BRAND');
    if (updates.some((item) => item.changes.status !== undefined))
      requirePermission(session.actor, 'ADMIN_BRAND_DISABLE');
    if (planned.some((item) => item.action !== 'unchanged' && item.row.allowedUsers.length > 0))
      requirePermission(session.actor, 'ADMIN_BRAND_USERS');
    const created = await session.bulk.createBrands(
      creates.map(({ row }) => ({
        brandName: row.brandName,
        owner: row.owner?.uid ?? '',
        ...(row.owner === null ? {} : { ownerEmail: row.owner.email }),
        ...(row.status === null ? {} : { status: row.status }),
        allowedUsers: row.allowedUsers,
        ...(row.idMetrics === null ? {} : { idMetrics: row.idMetrics }),
        ...(row.linkMetrics === null ? {} : { linkMetrics: row.linkMetrics }),
      })),
    );
    const updated = await session.bulk.updateBrands(
      updates.map(({ brand, changes }) => ({ id: brand.id, patch: changes })),
    );
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
      .option('--status <estado>', 'active o disabled', statusOption)
      .action(
        action(async (context, options: { status?: BrandStatus }) => {
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
    ['enable', 'Habilita marcas (no escribe nada en las que ya están activas)'],
    ['disable', 'Deshabilita marcas (no escribe nada en las que ya lo están)'],
  ] as const) {
    brands.addCommand(
      eachCommand(action, {
        name,
        argument: 'marca',
        description: `${description}, por nombre o id`,
        examples: [
          `estudio brands ${name} "Café Andino"`,
          `estudio brands ${name} "Café Andino" "Ruta Verde Ecoturismo"`,
        ],
        noun: 'Marcas',
        prepare: (session) => session.brands.listForAdmin(session.actor),
        act: async (session, all, reference) => {
          const brand = brandIn(all, reference);
          const after =
            name === 'enable'
              ? await session.brands.enable(session.actor, brand.id)
              : await session.brands.disable(session.actor, brand.id);
          const changed = brandStatus(after) !== brandStatus(brand);
          return {
            text: `${brand.brandName}: ${brandStatus(after)}${changed ? '' : ' (sin cambios)'}`,
            json: { id: brand.id, status: brandStatus(after), changed },
            changed,
          };
        },
      }),
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
          const brand = await findBrand(session, reference);
          const after = await session.brands.setOwner(session.actor, brand.id, email);
          const changed = after.owner !== brand.owner;
          context.result(
            changed
              ? `${brand.brandName}: dueño ${after.ownerEmail}`
              : `Sin cambios: ${after.ownerEmail} ya es dueño de ${brand.brandName}.`,
            { id: brand.id, owner: after.owner, changed },
          );
        }),
      ),
    ['estudio brands set-owner "Café Andino" estratega@estudio.test'],
  );

  for (const command of exchangeCommands(action, {
    importer: brandImporter,
    importDescription:
      'Importa marcas de un CSV o JSON (brandName[, ownerEmail, status, allowedUsers, idMetrics, linkMetrics])',
    importExamples: ['estudio brands import marcas.csv --dry-run', 'estudio brands import marcas.csv'],
    exportDescription: 'Exporta las marcas en el formato que lee import',
    exportExamples: ['estudio brands export --output marcas.csv'],
    columns: ['brandName', 'ownerEmail', 'status', 'allowedUsers', 'idMetrics', 'linkMetrics'],
    exportRows: async (session) =>
      (await session.brands.listForAdmin(session.actor)).map((brand) => ({
        brandName: brand.brandName,
        ownerEmail: brand.ownerEmail,
        status: brandStatus(brand),
        allowedUsers: [...(brand.allowedUsers ?? [])],
        idMetrics: brand.idMetrics ?? '',
        linkMetrics: brand.linkMetrics ?? '',
      })),
  })) {
    brands.addCommand(command);
  }

  return brands;
};
