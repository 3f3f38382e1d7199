import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLUEPRINT_BLOCK_NAMES } from '../blueprint/blueprint.js';
import { Messages } from '../messages.js';
import { parseBlueprintAnswer } from './blueprint-answer.js';

const refused = expect.objectContaining({
  kind: 'invalid-ai-answer',
  message: Messages.blueprint.generate,
});

const answer = {
  primer_bloque: {
    nombre: 'Laura',
    descripcion_breve: 'Profesional',
    edad: 35,
    caracteristica_ciudad: 'Bogotá',
    preferencias: ['café', ' ', 'yoga'],
    motivaciones: ['Crecer', 'Aprender'],
    puntos_de_dolor: 'Falta de tiempo',
  },
  segundo_bloque: { mision_y_proposito: { mision: 'Cuidar', proposito: 'Inspirar' } },
  tercer_bloque: { mensaje_clave: 'Hecho para ti', copy_referencia: 'Vive mejor' },
  cuarto_bloque: { canales_redes_sociales: ['Instagram', 'TikTok'] },
  quinto_bloque: { pilares_contenido: 'Educación' },
  sexto_bloque: {
    tono_estilo: { tono_general: 'cercano', palabras: ['tú', 'juntos'] },
    colors: ['#FFF', 'rojo'],
  },
  septimo_bloque: {
    lineamientos_visuales: {
      paleta_colores: 'Azul #0000FF y blanco',
      tipografia: 'Sans',
      imagenes: 'Luz natural',
    },
  },
};

describe('generate-blueprint answer', () => {
  it('reads the seven blocks at the top level', () => {
    const blocks = parseBlueprintAnswer(answer);
    expect(blocks.primer_bloque).toEqual({
      nombre: 'Laura',
      descripcion_breve: 'Profesional',
      edad: '35',
      caracteristica_ciudad: 'Bogotá',
      preferencias: ['café', 'yoga'],
      motivaciones: ['Crecer', 'Aprender'],
      puntos_de_dolor: 'Falta de tiempo',
    });
    expect(blocks.segundo_bloque.mision_y_proposito).toEqual({
      mision: 'Cuidar',
      proposito: 'Inspirar',
    });
    expect(blocks.tercer_bloque).toEqual({
      mensaje_clave: 'Hecho para ti',
      copy_referencia: 'Vive mejor',
    });
    expect(blocks.cuarto_bloque.canales_redes_sociales).toEqual(['Instagram', 'TikTok']);
    expect(blocks.sexto_bloque).toEqual({
      tono_estilo: { tono_general: 'cercano', palabras: ['tú', 'juntos'] },
      colors: ['#ffffff', 'none', 'none', 'none', 'none'],
    });
    expect(blocks.septimo_bloque.lineamientos_visuales.tipografia).toBe('Sans');
  });

  it('reads the blocks under bloques, also as JSON text', () => {
    expect(parseBlueprintAnswer({ bloques: answer })).toEqual(parseBlueprintAnswer(answer));
    expect(parseBlueprintAnswer(JSON.stringify({ bloques: answer }))).toEqual(parseBlueprintAnswer(answer));
    expect(parseBlueprintAnswer({ bloques: JSON.stringify(answer) })).toEqual(parseBlueprintAnswer(answer));
  });

  it('defaults missing texts inside present blocks', () => {
    const minimal = Object.fromEntries(BLUEPRINT_BLOCK_NAMES.map((name) => [name, {}]));
    expect(parseBlueprintAnswer(minimal)).toEqual({
      primer_bloque: {
        nombre: '',
        descripcion_breve: '',
        edad: '',
        caracteristica_ciudad: '',
        preferencias: [],
        motivaciones: '',
        puntos_de_dolor: '',
      },
      segundo_bloque: { mision_y_proposito: { mision: '', proposito: '' } },
      tercer_bloque: { mensaje_clave: '', copy_referencia: '' },
      cuarto_bloque: { canales_redes_sociales: '' },
      quinto_bloque: { pilares_contenido: '' },
      sexto_bloque: { tono_estilo: {}, colors: ['none', 'none', 'none', 'none', 'none'] },
      septimo_bloque: {
        lineamientos_visuales: { paleta_colores: '', tipografia: '', imagenes: '' },
      },
    });
  });

  it('takes the palette from the visual guidelines when no colours are given', () => {
    const withoutColours = { ...answer, sexto_bloque: { tono_estilo: 'Cercano y claro' } };
    const blocks = parseBlueprintAnswer(withoutColours);
    expect(blocks.sexto_bloque.colors).toEqual(['#0000ff', 'none', 'none', 'none', 'none']);
    expect(blocks.sexto_bloque.tono_estilo).toEqual({ descripcion: 'Cercano y claro' });
    const listed = {
      ...withoutColours,
      septimo_bloque: { lineamientos_visuales: { paleta_colores: ['#111', 'verde #222222'] } },
    };
    expect(parseBlueprintAnswer(listed).sexto_bloque.colors).toEqual(['#111111', '#222222', 'none', 'none', 'none']);
  });

  it('reads a single preference and an empty style tone', () => {
    const blocks = parseBlueprintAnswer({
      ...answer,
      primer_bloque: { preferencias: 'café' },
      sexto_bloque: { tono_estilo: ' ' },
    });
    expect(blocks.primer_bloque.preferencias).toEqual(['café']);
    expect(parseBlueprintAnswer({ ...answer, primer_bloque: { preferencias: '' } }).primer_bloque.preferencias).toEqual(
      [],
    );
    expect(blocks.sexto_bloque.tono_estilo).toEqual({});
  });

  it('refuses an answer missing a block or with texts of the wrong kind', () => {
    const { cuarto_bloque: _dropped, ...missing } = answer;
    const wrong = [
      null,
      'texto libre',
      [],
      missing,
      { bloques: 'no es json' },
      { ...answer, tercer_bloque: 'texto' },
      { ...answer, tercer_bloque: { mensaje_clave: { a: 1 } } },
      { ...answer, primer_bloque: { preferencias: [{ a: 1 }] } },
      { ...answer, segundo_bloque: { mision_y_proposito: 'texto' } },
      { ...answer, sexto_bloque: { tono_estilo: 7 } },
      { ...answer, septimo_bloque: { lineamientos_visuales: [] } },
    ];
    for (const raw of wrong) expect(() => parseBlueprintAnswer(raw)).toThrow(refused);
  });

  it('property: removing any of the seven blocks is refused, at the top level or under bloques', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BLUEPRINT_BLOCK_NAMES), fc.boolean(), (name, nested) => {
        const partial: Record<string, unknown> = { ...answer };
        delete partial[name];
        expect(() => parseBlueprintAnswer(nested ? { bloques: partial } : partial)).toThrow(refused);
      }),
    );
  });

  it('property: any value either parses to five palette slots or is refused as invalid', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        try {
          return parseBlueprintAnswer(raw).sexto_bloque.colors.length === 5;
        } catch (error) {
          expect(error).toEqual(refused);
          return true;
        }
      }),
    );
  });
});
