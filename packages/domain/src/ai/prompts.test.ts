import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GUIDE_KEYS } from './carousel-answers.js';
import { parseBlueprintAnswer } from './blueprint-answer.js';
import {
  GUIDES_COUNT,
  GUIDES_MAX_OUTPUT_TOKENS,
  GUIDES_TEMPERATURE,
  IMAGE_MARGIN_INSTRUCTION,
  IMAGE_TEXT_MARGIN_PX,
  carouselGraphicGuide,
  guidesPrompt,
  guidesRequest,
} from './prompts.js';

const blocks = parseBlueprintAnswer({
  primer_bloque: {},
  segundo_bloque: {},
  tercer_bloque: {},
  cuarto_bloque: {},
  quinto_bloque: {},
  sexto_bloque: { colors: ['#123456', 'x', '#abc'] },
  septimo_bloque: {
    lineamientos_visuales: {
      paleta_colores: ['Azul', 'Blanco'],
      tipografia: 'Montserrat',
      imagenes: '',
    },
  },
});

describe('guide generation request', () => {
  it('uses temperature 1, 8192 output tokens and asks for 3 guides', () => {
    expect(GUIDES_TEMPERATURE).toBe(1);
    expect(GUIDES_MAX_OUTPUT_TOKENS).toBe(8192);
    expect(GUIDES_COUNT).toBe(3);
    expect(GUIDE_KEYS).toHaveLength(GUIDES_COUNT);
    expect(guidesRequest('Caption', 'Estrategia')).toEqual({
      prompt1: guidesPrompt('Caption', 'Estrategia'),
      temperature: 1,
      max_output_tokens: 8192,
    });
  });

  it('asks for 3 guides in the guias_json shape the parser reads', () => {
    const prompt = guidesPrompt('  Caption del carrusel ', 'Marca: Acme');
    expect(prompt).toContain('Propón 3 guías de diseño');
    expect(prompt).toContain('\nCaption del carrusel\n');
    expect(prompt).toContain('Marca: Acme');
    for (const key of [...GUIDE_KEYS, 'guias_json', 'descripcion', 'palabras_sugeridas']) {
      expect(prompt).toContain(`"${key}"`);
    }
    expect(prompt).toContain(IMAGE_MARGIN_INSTRUCTION);
  });

  it('property: the prompt always carries the caption and the strategy', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (caption, strategy) => {
        const prompt = guidesPrompt(caption, strategy);
        return prompt.includes(caption.trim()) && prompt.includes(strategy.trim());
      }),
    );
  });
});

describe('carousel image graphic guide', () => {
  it('asks for at least a 10 pixel margin around the text', () => {
    expect(IMAGE_TEXT_MARGIN_PX).toBe(10);
    expect(IMAGE_MARGIN_INSTRUCTION).toContain('al menos 10 píxeles alrededor de todo el texto');
    expect(carouselGraphicGuide(null)).toContain(IMAGE_MARGIN_INSTRUCTION);
  });

  it('adds the brand colours and visual guidelines when the guide has them', () => {
    const guide = carouselGraphicGuide(blocks);
    expect(guide).toContain('Colores de la marca: #123456, #aabbcc.');
    expect(guide).toContain('Paleta de colores: Azul, Blanco');
    expect(guide).toContain('Tipografía: Montserrat');
    expect(guide).not.toContain('Estilo de imágenes');
    expect(carouselGraphicGuide(undefined).split('\n')).toHaveLength(2);
  });

  it('names the image style when there is one', () => {
    const styled = {
      ...blocks,
      septimo_bloque: {
        lineamientos_visuales: {
          paleta_colores: '',
          tipografia: '',
          imagenes: 'Fotos con luz natural',
        },
      },
    };
    expect(carouselGraphicGuide(styled)).toContain('Estilo de imágenes: Fotos con luz natural');
  });
});
