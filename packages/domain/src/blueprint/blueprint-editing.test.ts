import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLUEPRINT_BLOCK_NAMES, type Blueprint, type BlueprintBlocks } from './blueprint.js';
import { createBlueprint, discardBlockEdit, proposalOf, replaceBlock } from './blueprint-editing.js';

const blocks: BlueprintBlocks = {
  primer_bloque: {
    nombre: 'Laura',
    descripcion_breve: 'Profesional urbana',
    edad: '30-40',
    caracteristica_ciudad: 'Bogotá',
    preferencias: ['café', 'yoga'],
    motivaciones: 'Crecer',
    puntos_de_dolor: ['Tiempo'],
  },
  segundo_bloque: { mision_y_proposito: { mision: 'Cuidar', proposito: 'Inspirar' } },
  tercer_bloque: { mensaje_clave: 'Hecho para ti', copy_referencia: 'Vive mejor' },
  cuarto_bloque: { canales_redes_sociales: ['Instagram'] },
  quinto_bloque: { pilares_contenido: 'Educación' },
  sexto_bloque: { tono_estilo: { tono: 'cercano' }, colors: ['#FFF', 'none'] },
  septimo_bloque: {
    lineamientos_visuales: {
      paleta_colores: 'Azules',
      tipografia: 'Sans',
      imagenes: 'Luz natural',
    },
  },
};
const stored: Blueprint = {
  brandId: 'b1',
  bloques: blocks,
  updatedAt: new Date('2025-01-01T00:00:00Z'),
  proposal: null,
  replaced: null,
};
const now = new Date('2026-03-04T05:06:07Z');

describe('blueprint editing', () => {
  it('creates a guide for the brand with a five-slot palette and the time given', () => {
    const created = createBlueprint('b9', blocks, now);
    expect(created.brandId).toBe('b9');
    expect(created.updatedAt).toBe(now);
    expect(created.bloques.sexto_bloque.colors).toEqual(['#ffffff', 'none', 'none', 'none', 'none']);
    expect(created.bloques.primer_bloque).toBe(blocks.primer_bloque);
    // A new guide: nothing proposed beside it, nothing to undo.
    expect([created.proposal, created.replaced]).toEqual([null, null]);
  });

  it("holds the model's blocks as a proposal made at the time given, the palette in its stored format", () => {
    const proposal = proposalOf(blocks, now);
    expect(proposal.at).toBe(now);
    expect(proposal.bloques.sexto_bloque.colors).toEqual(['#ffffff', 'none', 'none', 'none', 'none']);
    expect(proposal.bloques.tercer_bloque).toBe(blocks.tercer_bloque);
  });

  it('replaces only the edited block and stamps updatedAt', () => {
    const edited = { mensaje_clave: 'Nuevo mensaje', copy_referencia: 'Nuevo copy' };
    const next = replaceBlock(stored, 'tercer_bloque', edited, now);
    expect(next).not.toBe(stored);
    expect(next.bloques.tercer_bloque).toEqual(edited);
    expect(next.updatedAt).toBe(now);
    expect(next.bloques.primer_bloque).toBe(stored.bloques.primer_bloque);
    expect(stored.bloques.tercer_bloque.mensaje_clave).toBe('Hecho para ti');
  });

  it('normalises the palette of an edited style block', () => {
    const next = replaceBlock(stored, 'sexto_bloque', { tono_estilo: {}, colors: ['abc', 'x', '#000000'] }, now);
    expect(next.bloques.sexto_bloque.colors).toEqual(['#aabbcc', 'none', '#000000', 'none', 'none']);
  });

  it('discarding keeps the stored guide', () => {
    expect(discardBlockEdit(stored)).toBe(stored);
  });

  it('property: replacing any block keeps the six others and the brand', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BLUEPRINT_BLOCK_NAMES), fc.date({ noInvalidDate: true }), (name, when) => {
        const next = replaceBlock(stored, name, stored.bloques[name], when);
        expect(next.brandId).toBe(stored.brandId);
        expect(next.updatedAt).toBe(when);
        for (const other of BLUEPRINT_BLOCK_NAMES.filter((block) => block !== name && block !== 'sexto_bloque')) {
          expect(next.bloques[other]).toBe(stored.bloques[other]);
        }
      }),
    );
  });
});
