import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { progressBar } from './progress.js';
import { renderSummary } from './summary.js';
import { printable, renderTable } from './table.js';

describe('renderTable', () => {
  it('pads columns to the widest cell, accents counted as one character', () => {
    const text = renderTable(
      [
        { email: 'ana@x.co', role: 'Diseñador' },
        { email: 'jose.perez@x.co', role: 'Estratega' },
      ],
      [
        { header: 'Correo', value: (row) => row.email },
        { header: 'Rol', value: (row) => row.role },
      ],
    );
    expect(text).toBe(
      [
        'Correo           Rol',
        '───────────────  ─────────',
        'ana@x.co         Diseñador',
        'jose.perez@x.co  Estratega',
        '',
      ].join('\n'),
    );
  });

  it('property: one line per row plus header and rule, whatever the cells hold', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.string())), (rows) => {
        const text = renderTable(rows, [
          { header: 'a', value: (row) => row[0] },
          { header: 'b', value: (row) => row[1] },
        ]);
        expect(text.split('\n')).toHaveLength(rows.length + 3);
      }),
    );
  });
});

describe('the summary and the progress bar', () => {
  it('says what was done', () => {
    expect(renderSummary({ created: 2, updated: 1, unchanged: 3, failed: 0 }, { 'filas inválidas': 1 })).toBe(
      'Resumen: creados 2 · actualizados 1 · sin cambios 3 · fallidos 0 · filas inválidas 1\n',
    );
  });

  it('draws only on a terminal, and always the last step', () => {
    const written: string[] = [];
    const quiet = progressBar((text) => written.push(text), false, 'x', 10);
    quiet.tick(10);
    expect(written).toEqual([]);
    let clock = 0;
    const bar = progressBar(
      (text) => written.push(text),
      true,
      'Usuarios',
      4,
      () => clock,
    );
    bar.tick();
    bar.tick();
    clock = 50;
    bar.tick(2);
    bar.done();
    expect(written).toHaveLength(3);
    expect(written[1]).toContain('4/4');
  });
});

describe('printable', () => {
  it('drops escape sequences and other controls, shows line breaks as ⏎ and tabs as spaces', () => {
    expect(printable('\u001b[2J\u001b[31mAna\u0007')).toBe('[2J[31mAna');
    expect(printable('uno\ndos\r\ntres\tcuatro')).toBe('uno⏎dos⏎tres cuatro');
    expect(printable('factura\u202egpj.exe')).toBe('facturagpj.exe');
    expect(renderTable([{ name: '\u001b]0;hacked\u0007Eva' }], [{ header: 'Nombre', value: (row) => row.name }])).toBe(
      `Nombre\n${'─'.repeat(']0;hackedEva'.length)}\n]0;hackedEva\n`,
    );
  });
});
