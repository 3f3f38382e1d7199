import { CONTROL_CHARACTERS } from '@estudio/domain/shared';

/*
 * Plain-text tables for the terminal: a header, a rule, and left-aligned columns padded
 * to the widest cell (measured in characters, so accents do not shift columns).
 */

export interface Column<T> {
  readonly header: string;
  readonly value: (row: T) => string;
}

const width = (text: string): number => [...text.normalize('NFC')].length;

const pad = (text: string, size: number): string => text + ' '.repeat(Math.max(0, size - width(text)));

/** A cell as the terminal may show it: line breaks as '⏎', tabs as a space, other controls dropped. */
export const printable = (text: string): string =>
  text
    .replace(/\r?\n|\r/g, '⏎')
    .replace(/\t/g, ' ')
    .replace(CONTROL_CHARACTERS, '');

/** One line per row, each cell printable. Empty input: just the header. */
export const renderTable = <T>(rows: readonly T[], columns: readonly Column<T>[]): string => {
  const cells = rows.map((row) => columns.map((column) => printable(column.value(row))));
  const widths = columns.map((column, i) =>
    Math.max(width(column.header), ...cells.map((line) => width(line[i] ?? ''))),
  );
  const line = (values: readonly string[]): string =>
    values
      .map((value, i) => (i === values.length - 1 ? value : pad(value, widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return (
    [
      line(columns.map((column) => column.header)),
      line(widths.map((size) => '─'.repeat(size))),
      ...cells.map(line),
    ].join('\n') + '\n'
  );
};
