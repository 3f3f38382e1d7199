import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { isDomainError } from '../shared/errors.js';
import { TEXT_LIMITS } from '../shared/text.js';
import { BLUEPRINT_BLOCK_NAMES, type BlueprintBlockName } from './blueprint.js';
import { isBlueprintBlockName, readBlueprintBlock } from './blueprint-block.js';

const refusalOf = (read: () => unknown): string => {
  try {
    read();
  } catch (error) {
    if (isDomainError(error) && error.kind === 'validation') return error.message;
    throw error;
  }
  throw new Error('expected a refusal');
};

const sixth = (colors: unknown) => ({ tono_estilo: { general: 'Cercano' }, colors });

describe('a blueprint block read field by field', () => {
  it('keeps each block’s own fields, a missing text as empty, and drops anything else', () => {
    expect(readBlueprintBlock('primer_bloque', { nombre: 'Laura', preferencias: ['café'], extra: 'x' })).toEqual({
      nombre: 'Laura',
      descripcion_breve: '',
      edad: '',
      caracteristica_ciudad: '',
      preferencias: ['café'],
      motivaciones: '',
      puntos_de_dolor: '',
    });
    expect(readBlueprintBlock('segundo_bloque', { mision_y_proposito: { mision: 'M', proposito: 'P', x: 1 } })).toEqual(
      {
        mision_y_proposito: { mision: 'M', proposito: 'P' },
      },
    );
    expect(readBlueprintBlock('tercer_bloque', { mensaje_clave: 'K', copy_referencia: null })).toEqual({
      mensaje_clave: 'K',
      copy_referencia: '',
    });
    expect(readBlueprintBlock('cuarto_bloque', { canales_redes_sociales: ['Instagram', 'TikTok'] })).toEqual({
      canales_redes_sociales: ['Instagram', 'TikTok'],
    });
    expect(readBlueprintBlock('quinto_bloque', { pilares_contenido: 'Origen' })).toEqual({
      pilares_contenido: 'Origen',
    });
    expect(readBlueprintBlock('sexto_bloque', {})).toEqual({
      tono_estilo: {},
      colors: ['none', 'none', 'none', 'none', 'none'],
    });
    expect(
      readBlueprintBlock('septimo_bloque', {
        lineamientos_visuales: { paleta_colores: ['#fff'], tipografia: 'Serif' },
      }),
    ).toEqual({ lineamientos_visuales: { paleta_colores: ['#fff'], tipografia: 'Serif', imagenes: '' } });
  });

  it('stores the palette as 5 slots of lower-case hex, blanks as none', () => {
    expect(readBlueprintBlock('sexto_bloque', sixth(['ABC', ' #12345678 ', '', 'none'])).colors).toEqual([
      '#aabbcc',
      '#12345678',
      'none',
      'none',
      'none',
    ]);
  });

  it('refuses a colour that is not hex with the colour message, any other fault with the save message', () => {
    expect(refusalOf(() => readBlueprintBlock('sexto_bloque', sixth(['azul'])))).toBe(Messages.blueprint.invalidColour);
    for (const [name, block] of [
      ['sexto_bloque', sixth(['#fff', '#fff', '#fff', '#fff', '#fff', '#fff'])],
      ['sexto_bloque', sixth([0])],
      ['sexto_bloque', sixth('#fff')],
      ['sexto_bloque', sixth(['#'.repeat(TEXT_LIMITS.name + 1)])],
      ['sexto_bloque', { tono_estilo: 'cercano' }],
      ['sexto_bloque', { tono_estilo: { '': 'x' } }],
      [
        'sexto_bloque',
        {
          tono_estilo: Object.fromEntries(Array.from({ length: TEXT_LIMITS.listItems + 1 }, (_, i) => [`k${i}`, 'x'])),
        },
      ],
      ['tercer_bloque', { mensaje_clave: ['a'], copy_referencia: '' }],
      ['tercer_bloque', { mensaje_clave: 'x'.repeat(TEXT_LIMITS.text + 1) }],
      ['primer_bloque', { preferencias: 'una' }],
      ['primer_bloque', { preferencias: [1] }],
      ['primer_bloque', { preferencias: Array.from({ length: TEXT_LIMITS.listItems + 1 }, () => 'p') }],
      ['segundo_bloque', { mision_y_proposito: ['m'] }],
      ['tercer_bloque', null],
      ['tercer_bloque', ['x']],
      ['noveno_bloque', {}],
    ] as const) {
      expect(refusalOf(() => readBlueprintBlock(name as BlueprintBlockName, block))).toBe(
        Messages.blueprint.saveChanges,
      );
    }
  });

  it('knows the seven block names and nothing else', () => {
    for (const name of BLUEPRINT_BLOCK_NAMES) expect(isBlueprintBlockName(name)).toBe(true);
    for (const name of ['octavo_bloque', '__proto__', 'toString', '', 3, null]) {
      expect(isBlueprintBlockName(name)).toBe(false);
    }
  });

  it('stores any palette of hex colours as lower-case hex, and refuses any text that is no colour (property)', () => {
    const hexDigits = (length: number) =>
      fc.array(fc.constantFrom(...'0123456789abcdefABCDEF'), { minLength: length, maxLength: length });
    const hex = fc
      .oneof(hexDigits(3), hexDigits(4), hexDigits(6), hexDigits(8))
      .chain((digits) => fc.constantFrom(`#${digits.join('')}`, digits.join('')));
    fc.assert(
      fc.property(fc.array(hex, { maxLength: 5 }), (colours) => {
        const { colors } = readBlueprintBlock('sexto_bloque', sixth(colours));
        expect(colors).toHaveLength(5);
        for (const slot of colors) expect(slot).toMatch(/^(#([0-9a-f]{6}|[0-9a-f]{8})|none)$/);
      }),
    );
    const notColour = fc
      .string({ minLength: 1, maxLength: 30 })
      .filter((text) => !/^#?([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(text.trim()))
      .filter((text) => text.trim() !== '' && text.trim() !== 'none');
    fc.assert(
      fc.property(notColour, (text) => {
        expect(refusalOf(() => readBlueprintBlock('sexto_bloque', sixth([text])))).toBe(
          Messages.blueprint.invalidColour,
        );
      }),
    );
  });
});
