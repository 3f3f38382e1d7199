import { hasControlCharacters } from '@estudio/domain/shared';
import { CsvSyntaxError, parseCsv, restoreFormula } from '../csv/csv.js';

/*
 * The rows of an import file, CSV or JSON, each with the line of the file it starts on, so
 * a bad row is reported by that line. Values are text or lists of text; the importers
 * decide what each column means.
 */

export type ImportFormat = 'csv' | 'json';

export type RecordValue = string | readonly string[];

export interface ImportRecord {
  /** 1-based line of the file where the row starts. */
  readonly line: number;
  readonly values: Readonly<Record<string, RecordValue | undefined>>;
}

/** A problem with one row (or with the file, at line 1). */
export interface RowError {
  readonly line: number;
  readonly reason: string;
}

/**
 * The rows that could be read and the problems found. A file-level problem (syntax,
 * columns, not a list) gives no rows at all; a malformed row is left out and reported.
 */
export interface ReadResult {
  readonly records: ImportRecord[];
  readonly errors: RowError[];
}

const failed = (line: number, reason: string): ReadResult => ({ records: [], errors: [{ line, reason }] });

export interface ColumnSpec {
  readonly required: readonly string[];
  readonly optional: readonly string[];
}

/** The format a file name implies, or null when it says nothing. */
export const formatOfPath = (path: string): ImportFormat | null => {
  const lower = path.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.json')) return 'json';
  return null;
};

/** Splits a list cell: items separated by ';' or '|', trimmed, blanks dropped. */
export const splitList = (value: RecordValue | undefined): string[] => {
  if (value === undefined) return [];
  const items = typeof value === 'string' ? value.split(/[;|]/) : value;
  return items.map((item) => item.trim()).filter((item) => item !== '');
};

/** A text cell, trimmed; a list given where text was expected counts as its items joined. */
export const textOf = (value: RecordValue | undefined): string =>
  value === undefined ? '' : (typeof value === 'string' ? value : value.join(';')).trim();

const columnErrors = (columns: readonly string[], spec: ColumnSpec, line: number): RowError[] => {
  const known = new Set([...spec.required, ...spec.optional]);
  const errors: RowError[] = [];
  const missing = spec.required.filter((column) => !columns.includes(column));
  if (missing.length > 0) errors.push({ line, reason: `faltan columnas obligatorias: ${missing.join(', ')}` });
  const unknown = columns.filter((column) => !known.has(column));
  if (unknown.length > 0) {
    errors.push({
      line,
      reason: `columnas desconocidas: ${unknown.join(', ')} (válidas: ${[...known].join(', ')})`,
    });
  }
  return errors;
};

const readCsv = (text: string, spec: ColumnSpec): ReadResult => {
  let rows;
  try {
    rows = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return failed(error.line, error.reason);
    throw error;
  }
  const [header, ...data] = rows;
  if (header === undefined) return failed(1, 'el archivo está vacío');
  const columns = header.fields.map((name) => name.trim());
  const errors = columnErrors(columns, spec, header.line);
  if (errors.length > 0) return { records: [], errors };
  const records: ImportRecord[] = [];
  for (const row of data) {
    if (row.fields.length !== columns.length) {
      errors.push({
        line: row.line,
        reason: `la fila tiene ${row.fields.length} columnas y la cabecera ${columns.length}`,
      });
      continue;
    }
    // Our own exports neutralise formula cells; reading one back gives the value it holds.
    records.push({
      line: row.line,
      values: Object.fromEntries(columns.map((column, i) => [column, restoreFormula(row.fields[i] ?? '')])),
    });
  }
  return { records, errors };
};

/**
 * The line on which each element of the top-level array starts. The text is known to be
 * valid JSON (JSON.parse succeeded), so only strings and nesting need tracking.
 */
export const jsonElementLines = (text: string): number[] => {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let expectingElement = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '\n') line += 1;
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === ' ' || char === '\t' || char === '\r' || char === '\n') continue;
    if (depth === 1 && expectingElement && char !== ']') {
      lines.push(line);
      expectingElement = false;
    }
    if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth += 1;
      if (depth === 1 && char === '[') expectingElement = true;
    } else if (char === ']' || char === '}') depth -= 1;
    else if (char === ',' && depth === 1) expectingElement = true;
  }
  return lines;
};

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const readJson = (text: string, spec: ColumnSpec): ReadResult => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch (error) {
    return failed(1, `JSON no válido: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) return failed(1, 'se esperaba una lista JSON de objetos');
  const lines = jsonElementLines(text);
  const known = new Set([...spec.required, ...spec.optional]);
  const errors: RowError[] = [];
  const records: ImportRecord[] = [];
  parsed.forEach((element: unknown, index) => {
    const line = lines[index] ?? 1;
    if (typeof element !== 'object' || element === null || Array.isArray(element)) {
      errors.push({ line, reason: 'el elemento no es un objeto' });
      return;
    }
    const values: Record<string, RecordValue> = {};
    const problems: string[] = [];
    for (const [key, value] of Object.entries(element)) {
      if (!known.has(key)) problems.push(`campo desconocido '${key}'`);
      else if (typeof value === 'string' || isTextList(value)) values[key] = value;
      else if (value !== null) problems.push(`el campo '${key}' debe ser texto o una lista de textos`);
    }
    const missing = spec.required.filter((column) => !(column in values));
    if (missing.length > 0) problems.push(`faltan campos obligatorios: ${missing.join(', ')}`);
    if (problems.length > 0) errors.push({ line, reason: problems.join('; ') });
    else records.push({ line, values });
  });
  return { records, errors };
};

/** The columns of a record whose value (or a list item) holds a control character. */
const columnsWithControls = (values: ImportRecord['values']): string[] =>
  Object.entries(values)
    .filter(([, value]) => (typeof value === 'string' ? [value] : (value ?? [])).some(hasControlCharacters))
    .map(([column]) => column);

/**
 * Reads every row; structural problems (columns, syntax, shape) are reported per line, and
 * so is a value holding a control character, refused before anything is planned.
 */
export const readRecords = (text: string, format: ImportFormat, spec: ColumnSpec): ReadResult => {
  const read = format === 'csv' ? readCsv(text, spec) : readJson(text, spec);
  const records: ImportRecord[] = [];
  const errors = [...read.errors];
  for (const record of read.records) {
    const columns = columnsWithControls(record.values);
    if (columns.length === 0) records.push(record);
    else errors.push({ line: record.line, reason: `caracteres de control en: ${columns.join(', ')}` });
  }
  return { records, errors: errors.sort((a, b) => a.line - b.line) };
};
