import { Command } from 'commander';
import type { CommandContext } from '../cli/context.js';
import { withExamples } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import type { ImportOptions, Importer } from '../cli/import-runner.js';
import { runImport } from '../cli/import-runner.js';
import type { CliSession } from '../cli/session.js';
import { toCsv } from '../csv/csv.js';
import type { Action } from './action.js';

/*
 * `import <archivo>` and `export` of one kind of record, defined once: the same options,
 * the import run of cli/import-runner.ts, and an export in the very columns import reads
 * (lists joined with ';' in CSV), so exporting and importing again changes nothing.
 */

/** An exported cell: text, or a list of texts. */
export type ExportValue = string | readonly string[];

export interface ExchangeSpec<Planned, Columns extends string> {
  readonly importer: Importer<Planned>;
  readonly importDescription: string;
  readonly importExamples: readonly string[];
  /** Appended to the import's --help (columns, what a re-import does). */
  readonly importHelp?: string;
  readonly exportDescription: string;
  readonly exportExamples: readonly string[];
  /** The columns, in order: CSV header and JSON keys. */
  readonly columns: readonly Columns[];
  /** The records to export, as rows keyed by column. */
  readonly exportRows: (session: CliSession) => Promise<readonly Readonly<Record<Columns, ExportValue>>[]>;
}

export const exportFormat = (format: string): 'csv' | 'json' => {
  if (format === 'csv' || format === 'json') return format;
  throw new UsageError(`--format debe ser csv o json (no '${format}').`);
};

/** To stdout, or to a file with a line on stderr saying how many rows went there. */
const writeExport = async (
  context: CommandContext,
  text: string,
  output: string | undefined,
  rows: number,
): Promise<void> => {
  if (output === undefined) {
    context.out(text);
    return;
  }
  await context.io.writeFile(output, text);
  context.io.stderr(`${rows} fila(s) escritas en ${output}\n`);
};

const cell = (value: ExportValue): string => (typeof value === 'string' ? value : value.join(';'));

/** The import and export subcommands of one kind of record. */
export const exchangeCommands = <Planned, Columns extends string>(
  action: Action,
  spec: ExchangeSpec<Planned, Columns>,
): Command[] => {
  const importCommand = withExamples(
    new Command('import')
      .argument('<archivo>', 'un archivo CSV o JSON')
      .description(spec.importDescription)
      .option('--dry-run', 'muestra el plan sin escribir nada')
      .option('--skip-invalid', 'aplica las filas válidas aunque otras tengan errores')
      .option('--format <formato>', 'csv o json (por defecto, la extensión del archivo)')
      .action(
        action(async (context, path: string, options: ImportOptions) =>
          runImport(context, path, options, spec.importer),
        ),
      ),
    spec.importExamples,
  );
  if (spec.importHelp !== undefined) importCommand.addHelpText('after', spec.importHelp);

  const exportCommand = withExamples(
    new Command('export')
      .description(spec.exportDescription)
      .option('--format <formato>', 'csv o json', 'csv')
      .option('--output <archivo>', 'escribe en un archivo en vez de la salida estándar')
      .option('--raw', 'CSV sin neutralizar las celdas que una hoja de cálculo leería como fórmula')
      .action(
        action(async (context, options: { format: string; output?: string; raw?: boolean }) => {
          const format = exportFormat(options.format);
          const session = await context.open();
          const rows = await spec.exportRows(session);
          const text =
            format === 'json'
              ? `${JSON.stringify(rows, null, 2)}\n`
              : toCsv([[...spec.columns], ...rows.map((row) => spec.columns.map((column) => cell(row[column])))], {
                  raw: options.raw === true,
                });
          await writeExport(context, text, options.output, rows.length);
        }),
      ),
    spec.exportExamples,
  );
  return [importCommand, exportCommand];
};
