import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLUEPRINT_BLOCK_NAMES, type BlueprintBlocks } from '../blueprint/blueprint.js';
import { BLUEPRINT_BLOCK_LABELS } from '../blueprint/block-labels.js';
import type { Brand } from '../brands/brand.js';
import { dnaDriftChanges, guideDriftChanges } from './drift.js';
import { DEFAULT_ABSOLUTE_CLAIMS } from './terms.js';

const brand: Brand = {
  id: 'b',
  brandName: 'Café Cumbre Andina',
  owner: 'u',
  conceptsToAvoid: 'Café instantáneo',
  importantKeywords: '#TazaPerfecta',
  communicationTone: 'amante',
  emotions: 'Calidez',
};

/** The guarded DNA fields with their drift labels, in the order the changes are named. */
const GUARDED = [
  ['brandName', 'ADN: Nombre de la marca'],
  ['conceptsToAvoid', 'ADN: Conceptos a evitar'],
  ['importantKeywords', 'ADN: Palabras clave importantes'],
  ['communicationTone', 'ADN: Tono de comunicación'],
  ['targetAudience', 'ADN: Público objetivo'],
  ['keyProducts', 'ADN: Productos clave'],
  ['missionPurpose', 'ADN: Misión y propósito'],
  ['diferences', 'ADN: Diferenciador'],
  ['emotions', 'ADN: Emociones que debe transmitir'],
  ['keywords', 'ADN: Palabras clave'],
  ['analysis', 'ADN: Análisis del manual de marca'],
] as const;

describe('dnaDriftChanges', () => {
  it('names nothing when the same DNA is saved again, blanks and absent answers alike', () => {
    expect(dnaDriftChanges(brand, { ...brand })).toEqual([]);
    expect(dnaDriftChanges(brand, { ...brand, emotions: ' Calidez ', keyProducts: '', competitors: 'otro' })).toEqual(
      [],
    );
    expect(dnaDriftChanges(brand, { ...brand, absoluteClaims: [...DEFAULT_ABSOLUTE_CLAIMS] })).toEqual([]);
  });

  it('names each guarded field that changed, the absolute claims included', () => {
    expect(
      dnaDriftChanges(brand, { ...brand, conceptsToAvoid: 'Café instantáneo, ofertas', absoluteClaims: [] }),
    ).toEqual(['ADN: Conceptos a evitar', 'ADN: Afirmaciones absolutas']);
  });

  it('names every answered field of a brand without a DNA before', () => {
    expect(dnaDriftChanges(null, brand)).toEqual([
      'ADN: Nombre de la marca',
      'ADN: Conceptos a evitar',
      'ADN: Palabras clave importantes',
      'ADN: Tono de comunicación',
      'ADN: Emociones que debe transmitir',
    ]);
  });

  it('names exactly the changed fields', () => {
    const value = fc.constantFrom('', 'uno', 'dos', 'tres cuatro');
    const dna = fc.record(
      Object.fromEntries(GUARDED.map(([field]) => [field, value])) as Record<
        (typeof GUARDED)[number][0],
        fc.Arbitrary<string>
      >,
    );
    fc.assert(
      fc.property(
        dna,
        dna,
        fc.option(fc.constantFrom([], ['la mejor'], ['el mejor', 'garantizado'])),
        (before, after, claims) => {
          const old: Brand = { ...brand, ...before };
          const next: Brand = { ...brand, ...after, ...(claims === null ? {} : { absoluteClaims: claims }) };
          const expected = [
            ...GUARDED.filter(([field]) => before[field] !== after[field]).map(([, label]) => label),
            ...(claims === null ? [] : ['ADN: Afirmaciones absolutas']),
          ];
          expect(dnaDriftChanges(old, next)).toEqual(expected);
        },
      ),
    );
  });
});

const blocks: BlueprintBlocks = {
  primer_bloque: {
    nombre: 'Daniela',
    descripcion_breve: 'Diseñadora',
    edad: '28-38',
    caracteristica_ciudad: 'Bogotá',
    preferencias: ['Filtrados'],
    motivaciones: ['Mejor café'],
    puntos_de_dolor: 'Molienda',
  },
  segundo_bloque: { mision_y_proposito: { mision: 'Misión', proposito: 'Propósito' } },
  tercer_bloque: { mensaje_clave: 'Café de origen', copy_referencia: 'Tu taza' },
  cuarto_bloque: { canales_redes_sociales: ['Instagram'] },
  quinto_bloque: { pilares_contenido: ['Origen', 'Ritual'] },
  sexto_bloque: { tono_estilo: { tono_general: 'cercano' }, colors: ['#000000'] },
  septimo_bloque: {
    lineamientos_visuales: { paleta_colores: 'terrosa', tipografia: 'serif', imagenes: 'luz natural' },
  },
};

/** A copy of the guide with one block's content changed. */
const changed = (guide: BlueprintBlocks, block: (typeof BLUEPRINT_BLOCK_NAMES)[number]): BlueprintBlocks => ({
  ...guide,
  [block]: { ...guide[block], extra: `${block} cambiado` },
});

describe('guideDriftChanges', () => {
  it('names nothing for the same guide, and every block of a first guide', () => {
    expect(guideDriftChanges(blocks, structuredClone(blocks))).toEqual([]);
    expect(guideDriftChanges(null, blocks)).toEqual(
      BLUEPRINT_BLOCK_NAMES.map((name) => `Guía: ${BLUEPRINT_BLOCK_LABELS[name]}`),
    );
  });

  it('names a changed key message as the guide screen titles its block', () => {
    expect(
      guideDriftChanges(blocks, { ...blocks, tercer_bloque: { ...blocks.tercer_bloque, mensaje_clave: 'Otro' } }),
    ).toEqual(['Guía: Mensaje clave']);
  });

  it('names exactly the changed blocks', () => {
    fc.assert(
      fc.property(fc.subarray([...BLUEPRINT_BLOCK_NAMES]), (names) => {
        const after = names.reduce(changed, blocks);
        expect(guideDriftChanges(blocks, after)).toEqual(names.map((name) => `Guía: ${BLUEPRINT_BLOCK_LABELS[name]}`));
      }),
    );
  });
});
