/*
 * A small RFC 4180 reader and writer: quoted fields ("" escapes a quote), commas or
 * semicolons as delimiter, CRLF, LF or CR line ends, line breaks inside quoted fields.
 * Every record carries the line of the file where it starts, so imports can name it.
 */

export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  readonly line: number;
  readonly fields: string[];
}

export class CsvSyntaxError extends Error {
  override readonly name = 'CsvSyntaxError';
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`línea ${line}: ${reason}`);
  }
}

export type CsvDelimiter = ',' | ';';

/**
 * The delimiter of a file: a semicolon when the first line has semicolons outside quotes
 * and no commas (what a spreadsheet in a Spanish locale writes), else a comma.
 */
export const detectDelimiter = (text: string): CsvDelimiter => {
  let quoted = false;
  let commas = 0;
  let semicolons = 0;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > 0 && commas === 0 ? ';' : ',';
};

/**
 * Parses the text into records. Empty lines (nothing at all between two line ends) are
 * skipped; a quote that is never closed, or text right after a closing quote, is refused
 * with the line where it happens. A leading byte-order mark is ignored.
 */
export const parseCsv = (input: string, delimiter: CsvDelimiter = detectDelimiter(input)): CsvRecord[] => {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let line = 1;
  let recordLine = 1;
  let fields: string[] = [];
  let field = '';
  let fieldStarted = false;
  let i = 0;

  const endField = (): void => {
    fields.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = (): void => {
    endField();
    const empty = fields.length === 1 && fields[0] === '';
    if (!empty) records.push({ line: recordLine, fields });
    fields = [];
  };
  /** Consumes a line end at i (CRLF, LF or CR); answers whether there was one. */
  const lineEnd = (): boolean => {
    if (text[i] === '\r') {
      i += text[i + 1] === '\n' ? 2 : 1;
      line += 1;
      return true;
    }
    if (text[i] === '\n') {
      i += 1;
      line += 1;
      return true;
    }
    return false;
  };

  while (i < text.length) {
    const char = text[i];
    if (char === '"' && !fieldStarted && field === '') {
      // A quoted field: read to the closing quote.
      const opened = line;
      i += 1;
      for (;;) {
        if (i >= text.length) throw new CsvSyntaxError(opened, 'comillas sin cerrar');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        if (lineEnd()) {
          field += '\n';
          continue;
        }
        field += text[i];
        i += 1;
      }
      fieldStarted = true;
      if (i < text.length && text[i] !== delimiter && text[i] !== '\r' && text[i] !== '\n') {
        throw new CsvSyntaxError(line, 'texto después de unas comillas de cierre');
      }
      continue;
    }
    if (char === delimiter) {
      endField();
      i += 1;
      continue;
    }
    if (lineEnd()) {
      endRecord();
      recordLine = line;
      continue;
    }
    field += char;
    fieldStarted = true;
    i += 1;
  }
  if (fieldStarted || field !== '' || fields.length > 0) endRecord();
  return records;
};

const needsQuotes = (field: string, delimiter: CsvDelimiter): boolean =>
  field.includes(delimiter) || /["\r\n]/.test(field) || field !== field.trim();

/** One field, quoted only when it has to be. */
export const csvField = (field: string, delimiter: CsvDelimiter = ','): string =>
  needsQuotes(field, delimiter) ? `"${field.replace(/"/g, '""')}"` : field;

/**
 * What a spreadsheet reads as the start of a formula (=, +, -, @) or strips before one
 * (tab, CR): a cell beginning with one of them could run when the export is opened.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet shows as text: a leading apostrophe before a formula character
 * (OWASP's CSV-injection advice). Everything else is left as it is.
 */
export const neutraliseFormula = (field: string): string => (FORMULA_START.test(field) ? `'${field}` : field);

/** The cell as it was before neutraliseFormula: what an import of our own export reads. */
export const restoreFormula = (field: string): string =>
  field.startsWith("'") && FORMULA_START.test(field.slice(1)) ? field.slice(1) : field;

export interface CsvWriteOptions {
  readonly delimiter?: CsvDelimiter;
  /** Write cells exactly as they are, formulas included (`--raw`). */
  readonly raw?: boolean;
}

/**
 * Rows as CSV text with CRLF line ends (RFC 4180), ending in a line end. Cells that would
 * start a spreadsheet formula are neutralised unless `raw`.
 */
export const toCsv = (
  rows: readonly (readonly string[])[],
  { delimiter = ',', raw = false }: CsvWriteOptions = {},
): string =>
  rows
    .map(
      (row) => `${row.map((field) => csvField(raw ? field : neutraliseFormula(field), delimiter)).join(delimiter)}\r\n`,
    )
    .join('');
