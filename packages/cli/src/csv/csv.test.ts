import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, detectDelimiter, neutraliseFormula, parseCsv, restoreFormula, toCsv } from './csv.js';

describe('parseCsv', () => {
  it('reads a header and rows with CRLF line ends', () => {
    expect(parseCsv('email,role\r\nana@x.co,Estratega\r\n')).toEqual([
      { line: 1, fields: ['email', 'role'] },
      { line: 2, fields: ['ana@x.co', 'Estratega'] },
    ]);
  });

  it('keeps commas, quotes and line breaks inside quoted fields, and counts lines right', () => {
    const text = 'a,b\n"Pérez, Ana","dijo ""hola"""\n"dos\r\nlíneas",x\nfin,y';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['Pérez, Ana', 'dijo "hola"'] },
      { line: 3, fields: ['dos\nlíneas', 'x'] },
      { line: 5, fields: ['fin', 'y'] },
    ]);
  });

  it('skips empty lines, keeps empty fields and ignores a byte-order mark', () => {
    expect(parseCsv('\uFEFFa,b\n\n,\n\r\nc,\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 3, fields: ['', ''] },
      { line: 5, fields: ['c', ''] },
    ]);
  });

  it('accepts lone CR line ends and semicolon-delimited files', () => {
    expect(detectDelimiter('email;role\nx;y')).toBe(';');
    expect(detectDelimiter('"a;b",c\n')).toBe(',');
    expect(parseCsv('email;role\rana@x.co;"a;b"')).toEqual([
      { line: 1, fields: ['email', 'role'] },
      { line: 2, fields: ['ana@x.co', 'a;b'] },
    ]);
  });

  it('refuses an unclosed quote with the line where it opened', () => {
    expect(() => parseCsv('a,b\nx,"sin cerrar\ny')).toThrow(new CsvSyntaxError(2, 'comillas sin cerrar'));
  });

  it('refuses text after a closing quote', () => {
    expect(() => parseCsv('a\n"x"y')).toThrow(CsvSyntaxError);
    try {
      parseCsv('a\n"x"y');
    } catch (error) {
      expect((error as CsvSyntaxError).line).toBe(2);
    }
  });

  it('reads a quote inside an unquoted field literally', () => {
    expect(parseCsv('a"b,c')).toEqual([{ line: 1, fields: ['a"b', 'c'] }]);
  });
});

describe('toCsv', () => {
  it('quotes only what needs quoting', () => {
    expect(toCsv([['a', 'b,c', 'd"e', ' f', 'g\nh']])).toBe('a,"b,c","d""e"," f","g\nh"\r\n');
  });

  const field = fc.string({ unit: fc.constantFrom('a', 'ñ', ',', ';', '"', '\n', '\r\n', ' ', 'x') });
  const row = fc
    .array(field, { minLength: 1, maxLength: 5 })
    .filter((fields) => !(fields.length === 1 && fields[0] === ''));

  it('property: parsing what toCsv wrote gives the rows back (CR and CRLF inside fields read as LF)', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 6 }), fc.constantFrom<',' | ';'>(',', ';'), (rows, delimiter) => {
        const parsed = parseCsv(toCsv(rows, { delimiter, raw: true }), delimiter).map((record) => record.fields);
        expect(parsed).toEqual(rows.map((r) => r.map((f) => f.replace(/\r\n?/g, '\n'))));
      }),
    );
  });

  it('neutralises cells a spreadsheet would run as a formula, unless raw', () => {
    const cells = ['=HYPERLINK("http://x","y")', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx', 'ok', '', "'=kept"];
    expect(cells.map(neutraliseFormula)).toEqual([
      `'=HYPERLINK("http://x","y")`,
      "'+1",
      "'-2+3",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
      'ok',
      '',
      "'=kept",
    ]);
    expect(toCsv([['=1+1', 'a']])).toBe("'=1+1,a\r\n");
    expect(toCsv([['=1+1', 'a']], { raw: true })).toBe('=1+1,a\r\n');
  });

  it('property: an import reads back exactly what the neutralised export held', () => {
    const risky = fc.string({ unit: fc.constantFrom('=', '+', '-', '@', '\t', "'", 'a', ',', '"', ' ') });
    fc.assert(
      fc.property(fc.array(fc.array(risky, { minLength: 2, maxLength: 4 }), { maxLength: 5 }), (rows) => {
        const parsed = parseCsv(toCsv(rows), ',').map((record) => record.fields.map(restoreFormula));
        expect(parsed).toEqual(rows.map((r) => r.map(restoreFormula)));
        for (const [r, row] of rows.entries()) {
          for (const [c, cell] of row.entries()) {
            if (!cell.startsWith("'")) expect(parsed[r]?.[c]).toBe(cell);
          }
        }
      }),
    );
  });

  it('property: every record starts on the line its text starts', () => {
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 6 }), (rows) => {
        const text = toCsv(rows);
        const records = parseCsv(text, ',');
        let line = 1;
        records.forEach((record, index) => {
          expect(record.line).toBe(line);
          line += (toCsv([rows[index]!]).match(/\r\n|\r|\n/g) ?? []).length;
        });
      }),
    );
  });
});
