import type { Progress } from '../output/progress.js';
import { progressBar } from '../output/progress.js';
import type { Summary } from '../output/summary.js';
import { emptySummary, renderSummary } from '../output/summary.js';
import { renderTable } from '../output/table.js';
import type { ColumnSpec, ImportFormat, ImportRecord, RowError } from '../imports/records.js';
import { formatOfPath, readRecords } from '../imports/records.js';
import type { CommandContext } from './context.js';
import { CommandFailed, UsageError } from './errors.js';
import type { CliSession } from './session.js';

/*
 * The shape every import shares: read the file, validate every row, report bad rows by
 * line, plan, then either print the plan (--dry-run) or apply it and say what happened.
 */

export interface ImportOptions {
  readonly dryRun?: boolean;
  readonly skipInvalid?: boolean;
  readonly format?: string;
}

export type PlanAction = 'create' | 'update' | 'unchanged';

/** One planned row, as shown and as applied. */
export interface PlanRow {
  readonly line: number;
  readonly key: string;
  readonly action: PlanAction;
  readonly detail: string;
}

export interface AppliedRow extends PlanRow {
  readonly ok: boolean;
  readonly reason?: string;
  /** A new account's one-time link where its owner sets their password. */
  readonly passwordResetLink?: string;
}

export interface Importer<P> {
  readonly noun: string;
  readonly columns: ColumnSpec;
  /** Validates and plans against what is stored now. */
  plan(records: readonly ImportRecord[], session: CliSession): Promise<{ planned: P[]; errors: RowError[] }>;
  describe(planned: P): PlanRow;
  /** Applies the plan; a result per planned item (unchanged ones need not be written). */
  apply(
    planned: readonly P[],
    session: CliSession,
    progress: Progress,
  ): Promise<{ results: RowOutcome[]; extra?: Record<string, number> }>;
}

const ACTION_LABELS: Readonly<Record<PlanAction, string>> = {
  create: 'crear',
  update: 'actualizar',
  unchanged: 'sin cambios',
};

const planColumns = [
  { header: 'Línea', value: (row: PlanRow) => String(row.line) },
  { header: 'Clave', value: (row: PlanRow) => row.key },
  { header: 'Acción', value: (row: PlanRow) => ACTION_LABELS[row.action] },
  { header: 'Detalle', value: (row: PlanRow) => row.detail },
];

const count = (rows: readonly PlanRow[]): Summary => {
  const summary = emptySummary();
  for (const row of rows)
    summary[row.action === 'create' ? 'created' : row.action === 'update' ? 'updated' : 'unchanged'] += 1;
  return summary;
};

/** What applying one planned row came to. */
export interface RowOutcome {
  readonly ok: boolean;
  readonly reason?: string;
  readonly passwordResetLink?: string;
}

/**
 * The outcome of every planned row, in plan order, from the answers of the batches that
 * applied them (each batch answers its rows in order; a row no batch touched is fine).
 */
export const outcomesInPlanOrder = <P>(
  planned: readonly P[],
  ...batches: readonly (readonly [rows: readonly P[], answers: readonly (RowOutcome | undefined)[]])[]
): RowOutcome[] => {
  const outcome = new Map<P, RowOutcome>();
  for (const [rows, answers] of batches) rows.forEach((row, index) => outcome.set(row, answers[index] ?? { ok: true }));
  return planned.map((row) => outcome.get(row) ?? { ok: true });
};

export const parseFormat = (path: string, format: string | undefined): ImportFormat => {
  if (format !== undefined) {
    if (format === 'csv' || format === 'json') return format;
    throw new UsageError(`--format debe ser csv o json (no '${format}').`);
  }
  const byName = formatOfPath(path);
  if (byName === null)
    throw new UsageError(`No sé si '${path}' es CSV o JSON: usa la extensión .csv o .json, o --format.`);
  return byName;
};

export const runImport = async <P>(
  context: CommandContext,
  path: string,
  options: ImportOptions,
  importer: Importer<P>,
): Promise<void> => {
  const format = parseFormat(path, options.format);
  context.target();
  let text: string;
  try {
    text = await context.io.readFile(path);
  } catch (error) {
    throw new CommandFailed(`No se pudo leer ${path}: ${(error as Error).message}`);
  }
  const read = readRecords(text, format, importer.columns);
  const session = await context.open();
  const { planned, errors: invalid } = await importer.plan(read.records, session);
  const errors = [...read.errors, ...invalid].sort((a, b) => a.line - b.line);
  const rows = planned.map((item) => importer.describe(item));
  const blocked = errors.length > 0 && options.skipInvalid !== true;

  if (errors.length > 0 && !context.json) {
    context.io.stderr(`${path}: ${errors.length} fila(s) con errores:\n`);
    context.io.stderr(
      renderTable(errors, [
        { header: 'Línea', value: (error) => String(error.line) },
        { header: 'Motivo', value: (error) => error.reason },
      ]),
    );
  }

  if (options.dryRun === true || blocked) {
    const summary = count(rows);
    if (context.json) {
      context.out(
        `${JSON.stringify({ dryRun: options.dryRun === true, applied: false, summary, invalid: errors, rows }, null, 2)}\n`,
      );
    } else {
      context.out(renderTable(rows, planColumns));
      context.out(renderSummary(summary, { 'filas inválidas': errors.length }));
    }
    if (blocked) {
      throw new CommandFailed(
        `No se aplicó nada: corrige las ${errors.length} fila(s) con errores o usa --skip-invalid.`,
      );
    }
    if (!context.json) context.io.stderr('Simulación (--dry-run): no se escribió nada.\n');
    return;
  }

  const progress = progressBar((t) => context.io.stderr(t), context.io.stderrIsTTY, importer.noun, planned.length);
  const { results, extra = {} } = await importer.apply(planned, session, progress);
  progress.done();
  const applied: AppliedRow[] = rows.map((row, index) => {
    const result = results[index] ?? { ok: true };
    return {
      ...row,
      ok: result.ok,
      ...(result.reason === undefined ? {} : { reason: result.reason }),
      ...(result.passwordResetLink === undefined ? {} : { passwordResetLink: result.passwordResetLink }),
    };
  });
  const summary = count(applied.filter((row) => row.ok));
  summary.failed = applied.filter((row) => !row.ok).length;
  const totals = { ...extra, 'filas inválidas': errors.length };
  if (context.json) {
    context.out(
      `${JSON.stringify({ dryRun: false, applied: true, summary, extra: totals, invalid: errors, rows: applied }, null, 2)}\n`,
    );
  } else {
    context.out(
      renderTable(applied, [
        ...planColumns,
        { header: 'Resultado', value: (row) => (row.ok ? 'ok' : `FALLÓ: ${row.reason ?? ''}`) },
      ]),
    );
    context.out(renderSummary(summary, totals));
    const links = applied.filter((row) => row.passwordResetLink !== undefined);
    if (links.length > 0) {
      context.out(
        `Enlaces para crear la contraseña (de un solo uso; entrega a cada persona el suyo):\n${renderTable(links, [
          { header: 'Clave', value: (row) => row.key },
          { header: 'Enlace', value: (row) => row.passwordResetLink ?? '' },
        ])}`,
      );
    }
  }
  if (summary.failed > 0) throw new CommandFailed(`${summary.failed} fila(s) no se pudieron aplicar.`);
};
