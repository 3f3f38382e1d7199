import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import {
  ALIGNMENT_THRESHOLD,
  GUIDE_KEYS,
  isAligned,
  isImageValidation,
  parseCarouselCaptions,
  parseCarouselImage,
  parseDesignGuides,
  parseDesignValidation,
} from './carousel-answers.js';

const refused = (message: string) => expect.objectContaining({ kind: 'invalid-ai-answer', message });
const CAPTIONS = refused(Messages.carousel.generateSuggestion);
const GUIDES = refused('Guías inválidas.');
const IMAGE = refused(`Error al generar la nueva imagen: ${Messages.ai.invalidAnswer}`);
const VALIDATION = refused(`Error al validar diseño: ${Messages.ai.invalidAnswer}`);

const guide = (n: number) => ({ descripcion: `Guía ${n}`, palabras_sugeridas: ['uno', 'dos'] });
const guides = { guias_json: { guia1: guide(1), guia2: guide(2), guia3: guide(3) } };

describe('carousel captions answer', () => {
  it('returns each entry of redes_json as a caption, in order', () => {
    expect(
      parseCarouselCaptions({
        redes_json: {
          Instagram: 'Caption IG',
          LinkedIn: { texto: 'Caption LI', hashtags: ['#a'] },
        },
      }),
    ).toEqual(['Caption IG', 'Caption LI\n#a']);
    expect(parseCarouselCaptions({ redes_json: '{"a":"uno","b":""}' })).toEqual(['uno']);
  });

  it('refuses a non-object redes_json or one without any caption', () => {
    for (const raw of [
      {},
      { redes_json: 'texto' },
      { redes_json: ['a'] },
      { redes_json: {} },
      { redes_json: { a: ' ' } },
      null,
    ]) {
      expect(() => parseCarouselCaptions(raw)).toThrow(CAPTIONS);
    }
  });
});

describe('carousel guides answer', () => {
  it('returns exactly three guides with description and suggested words', () => {
    expect(parseDesignGuides(guides)).toEqual([
      { description: 'Guía 1', suggestedWords: 'uno, dos' },
      { description: 'Guía 2', suggestedWords: 'uno, dos' },
      { description: 'Guía 3', suggestedWords: 'uno, dos' },
    ]);
    const textual = {
      guias_json: {
        ...guides.guias_json,
        guia2: { descripcion: 'G2', palabras_sugeridas: 'hola' },
      },
    };
    expect(parseDesignGuides(textual)[1]).toEqual({ description: 'G2', suggestedWords: 'hola' });
    expect(GUIDE_KEYS).toEqual(['guia1', 'guia2', 'guia3']);
  });

  it('refuses fewer, more or other guides, and guides without their fields', () => {
    const { guia3: _third, ...two } = guides.guias_json;
    const wrong = [
      { guias_json: two },
      { guias_json: { ...guides.guias_json, guia4: guide(4) } },
      { guias_json: { ...two, guiaX: guide(3) } },
      { guias_json: { ...guides.guias_json, guia1: { palabras_sugeridas: 'x' } } },
      { guias_json: { ...guides.guias_json, guia1: { descripcion: 'x' } } },
      {
        guias_json: {
          ...guides.guias_json,
          guia1: { descripcion: 'x', palabras_sugeridas: { a: 1 } },
        },
      },
      {
        guias_json: { ...guides.guias_json, guia1: { descripcion: 'x', palabras_sugeridas: [{}] } },
      },
      { guias_json: [] },
      {},
    ];
    for (const raw of wrong) expect(() => parseDesignGuides(raw)).toThrow(GUIDES);
  });

  it('property: dropping any required field of any guide is refused', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GUIDE_KEYS),
        fc.constantFrom('descripcion', 'palabras_sugeridas'),
        (key, field) => {
          const broken: Record<string, unknown> = { ...guide(1) };
          delete broken[field];
          expect(() => parseDesignGuides({ guias_json: { ...guides.guias_json, [key]: broken } })).toThrow(GUIDES);
        },
      ),
    );
  });

  it('property: any object of guides with a key set other than guia1..guia3 is refused', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.constant(guide(1))), (entries) => {
        const keys = Object.keys(entries).sort();
        fc.pre(keys.join() !== 'guia1,guia2,guia3');
        expect(() => parseDesignGuides({ guias_json: entries })).toThrow(GUIDES);
      }),
    );
  });
});

describe('carousel image answer', () => {
  it('returns the base64 image', () => {
    expect(parseCarouselImage({ imageBase64: 'iVBORw0KGgo=' })).toBe('iVBORw0KGgo=');
  });

  it('refuses a missing, empty or non-base64 image', () => {
    for (const raw of [{}, { imageBase64: '' }, { imageBase64: 'no es base64!' }, 'x']) {
      expect(() => parseCarouselImage(raw)).toThrow(IMAGE);
    }
  });
});

describe('validate-design answer', () => {
  it('reads the alignment as a number or numeric text', () => {
    expect(parseDesignValidation({ alineacion: 80, descripcion: ' Bien ' })).toEqual({
      alineacion: 80,
      descripcion: 'Bien',
    });
    expect(parseDesignValidation({ alineacion: '75.5%', descripcion: 'x' }).alineacion).toBe(75.5);
    expect(parseDesignValidation({ alineacion: ' 60,25 % ', descripcion: 'x' }).alineacion).toBe(60.25);
    expect(parseDesignValidation({ alineacion: '100', descripcion: '' }).alineacion).toBe(100);
    expect(parseDesignValidation({ alineacion: 0, descripcion: 'x' }).alineacion).toBe(0);
  });

  it('refuses alignments outside 0-100, non-numeric ones and a missing description', () => {
    const wrong = [
      { alineacion: 101, descripcion: 'x' },
      { alineacion: -1, descripcion: 'x' },
      { alineacion: '80 puntos', descripcion: 'x' },
      { alineacion: Number.NaN, descripcion: 'x' },
      { alineacion: Number.POSITIVE_INFINITY, descripcion: 'x' },
      { alineacion: null, descripcion: 'x' },
      { alineacion: 80 },
      { descripcion: 'x' },
    ];
    for (const raw of wrong) expect(() => parseDesignValidation(raw)).toThrow(VALIDATION);
  });

  it('property: any in-range number, as number or percentage text, is read back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10000 }), fc.boolean(), (hundredths, asText) => {
        const value = hundredths / 100;
        const raw = { alineacion: asText ? `${value}%` : value, descripcion: 'd' };
        return parseDesignValidation(raw).alineacion === value;
      }),
    );
  });
});

describe('any answer missing a required field', () => {
  const withoutKeys = (...keys: string[]) =>
    fc.dictionary(
      fc.string().filter((key) => !keys.includes(key)),
      fc.anything(),
    );

  it('property: is refused by every carousel parser', () => {
    fc.assert(
      fc.property(withoutKeys('redes_json'), (raw) => {
        expect(() => parseCarouselCaptions(raw)).toThrow(CAPTIONS);
      }),
    );
    fc.assert(
      fc.property(withoutKeys('guias_json'), (raw) => {
        expect(() => parseDesignGuides(raw)).toThrow(GUIDES);
      }),
    );
    fc.assert(
      fc.property(withoutKeys('imageBase64'), (raw) => {
        expect(() => parseCarouselImage(raw)).toThrow(IMAGE);
      }),
    );
    fc.assert(
      fc.property(
        withoutKeys('alineacion', 'descripcion'),
        fc.constantFrom('alineacion', 'descripcion'),
        (raw, kept) => {
          const answer = { ...raw, [kept]: kept === 'alineacion' ? 80 : 'descripción' };
          expect(() => parseDesignValidation(answer)).toThrow(VALIDATION);
        },
      ),
    );
  });
});

describe('alignment threshold', () => {
  it('passes at 75.01 and above', () => {
    expect(ALIGNMENT_THRESHOLD).toBe(75.01);
    expect(isAligned(75.01)).toBe(true);
    expect(isAligned(75.0099)).toBe(false);
    expect(isAligned(75)).toBe(false);
    expect(isAligned(100)).toBe(true);
  });

  it('property: an alignment passes exactly when it is at least the threshold', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (value) => isAligned(value) === value >= 75.01),
    );
  });

  it('tells a stored validation apart', () => {
    expect(isImageValidation({ alineacion: 80, descripcion: 'x' })).toBe(true);
    expect(isImageValidation({ alineacion: '80', descripcion: 'x' })).toBe(false);
    expect(isImageValidation(undefined)).toBe(false);
  });
});
