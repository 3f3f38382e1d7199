import { describe, expect, it } from 'vitest';
import type { BlueprintBlocks } from '../blueprint/blueprint.js';
import type { Brand } from '../brands/brand.js';
import { claimSources, guideForAlignment, reviewPassed } from './alignment.js';
import type { GuardClaim } from './types.js';

const bloques: BlueprintBlocks = {
  primer_bloque: {
    nombre: 'Daniela',
    descripcion_breve: 'Diseñadora UX',
    edad: '28-38',
    caracteristica_ciudad: 'Bogotá',
    preferencias: ['Métodos de filtrado', 'Productos con historia'],
    motivaciones: ['Disfrutar un café mejor'],
    puntos_de_dolor: ['No sabe qué molienda usar'],
  },
  segundo_bloque: { mision_y_proposito: { mision: 'M', proposito: 'P' } },
  tercer_bloque: { mensaje_clave: 'Café de origen, tostado a tu medida', copy_referencia: ' ' },
  cuarto_bloque: { canales_redes_sociales: 'Instagram' },
  quinto_bloque: { pilares_contenido: ['Origen', 'Ritual'] },
  sexto_bloque: { tono_estilo: { tono_general: 'cercano', estilo: 'directo' }, colors: [] },
  septimo_bloque: { lineamientos_visuales: { paleta_colores: '', tipografia: '', imagenes: '' } },
};

const brand: Brand = {
  id: 'b',
  brandName: 'Café',
  owner: 'u',
  communicationTone: 'amante',
  targetAudience: 'Adultos de 25 a 45 años',
  diferences: 'Café de una sola finca',
  keyProducts: 'Suscripción mensual',
  analysis: '  ',
  competitors: 'Otro café',
};

describe('guideForAlignment', () => {
  it('gives each criterion its part of the guide, labelled, without the empty ones', () => {
    expect(guideForAlignment(brand, { bloques })).toEqual({
      tono: 'Arquetipo: amante\nTono y estilo: tono general: cercano; estilo: directo',
      pilares: 'Origen, Ritual',
      mensaje: 'Mensaje clave: Café de origen, tostado a tu medida',
      audiencia: [
        'Nombre: Daniela',
        'Descripción breve: Diseñadora UX',
        'Edad: 28-38',
        'Ciudad: Bogotá',
        'Preferencias: Métodos de filtrado, Productos con historia',
        'Motivaciones: Disfrutar un café mejor',
        'Puntos de dolor: No sabe qué molienda usar',
        'Público objetivo: Adultos de 25 a 45 años',
      ].join('\n'),
    });
  });
});

describe('claimSources', () => {
  it("offers the brand's non-empty answers, its manual's analysis and its key products", () => {
    expect(claimSources({ ...brand, analysis: 'Identidad cálida' })).toEqual([
      { id: 'q:diferences', label: 'Cuestionario: Diferenciador', text: 'Café de una sola finca' },
      { id: 'q:targetAudience', label: 'Cuestionario: Público objetivo', text: 'Adultos de 25 a 45 años' },
      { id: 'manual', label: 'Análisis del manual de marca', text: 'Identidad cálida' },
      { id: 'keyProducts', label: 'Productos clave', text: 'Suscripción mensual' },
    ]);
    expect(claimSources({ id: 'b', brandName: 'B', owner: 'u' })).toEqual([]);
  });
});

describe('reviewPassed', () => {
  const sourced: GuardClaim = {
    text: 'x',
    field: null,
    span: null,
    source: { id: 'manual', label: 'Análisis del manual de marca' },
  };
  it('passes at 75.01 with no blocking finding and every claim sourced', () => {
    expect(reviewPassed(75.01, 0, [sourced])).toBe(true);
    expect(reviewPassed(75, 0, [])).toBe(false);
    expect(reviewPassed(90, 1, [])).toBe(false);
    expect(reviewPassed(90, 0, [sourced, { ...sourced, source: null }])).toBe(false);
  });
});
