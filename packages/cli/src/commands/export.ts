import type { CommandContext } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';

export const exportFormat = (format: string): 'csv' | 'json' => {
  if (format === 'csv' || format === 'json') return format;
  throw new UsageError(`--format debe ser csv o json (no '${format}').`);
};

/** To stdout, or to a file with a line on stderr saying how many rows went there. */
export const writeExport = async (context: CommandContext, text: string, output: string | undefined, rows: number): Promise<void> => {
  if (output === undefined) {
    context.out(text);
    return;
  }
  await context.io.writeFile(output, text);
  context.io.stderr(`${rows} fila(s) escritas en ${output}\n`);
};
