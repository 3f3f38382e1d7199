import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Blueprint } from '../blueprint/blueprint.js';
import type { BrandDna } from '../brands/brand.js';
import { Messages } from '../messages.js';
import { parseBlueprintAnswer } from './blueprint-answer.js';
import {
  DIAGNOSTIC_LABELS,
  articleContent,
  blueprintGenerationRequest,
  brandStrategy,
  diagnosticForm,
} from './strategy-summary.js';

const brand = {
  brandName: 'Acme',
  missionPurpose: 'Cuidar a las familias',
  diferences: 'Ingredientes locales',
  emotions: 'Confianza',
  socialNetworks: ['Instagram', 'TikTok'] as const,
  communicationTone: 'cuidador',
  kpis: ['alcance', ' ', 'clics'],
  targetAudience: '',
  keyVisualDocUrl: 'https://files/kv.pdf',
};

const blueprint: Pick<Blueprint, 'bloques'> = {
  bloques: parseBlueprintAnswer({
    primer_bloque: {},
    segundo_bloque: {},
    tercer_bloque: { mensaje_clave: 'Hecho en casa', copy_referencia: 'Sabor de siempre' },
    cuarto_bloque: {},
    quinto_bloque: {},
    sexto_bloque: {
      tono_estilo: { tono_general: 'cálido', estilo: ['cercano', 'claro'], vacio: '' },
    },
    septimo_bloque: {},
  }),
};

const missing = expect.objectContaining({
  kind: 'validation',
  message: Messages.video.missingStrategyData,
});

describe('diagnostic form', () => {
  it('lists the non-empty answers with Spanish labels, lists joined', () => {
    expect(diagnosticForm(brand)).toBe(
      [
        'Nombre de la marca: Acme',
        'Misión y propósito: Cuidar a las familias',
        'Diferenciador: Ingredientes locales',
        'Emociones que debe transmitir: Confianza',
        'Redes sociales: Instagram, TikTok',
        'Tono de comunicación: cuidador',
        'KPIs: alcance, clics',
      ].join('\n'),
    );
  });

  it('builds the generate-blueprint request with the key visual, else the manual', () => {
    expect(blueprintGenerationRequest(brand)).toEqual({
      diagnostic_form: diagnosticForm(brand),
      document_url: 'https://files/kv.pdf',
    });
    expect(
      blueprintGenerationRequest({
        brandName: 'A',
        keyVisualDocUrl: ' ',
        brandManualUrl: 'https://m.pdf',
      }).document_url,
    ).toBe('https://m.pdf');
    expect(blueprintGenerationRequest({ brandName: 'A' }).document_url).toBe('');
  });

  it('property: every non-empty answer appears in the form, and the form is deterministic', () => {
    const keys = Object.keys(DIAGNOSTIC_LABELS) as (keyof typeof DIAGNOSTIC_LABELS)[];
    const answer = fc.string({ maxLength: 20 }).filter((text) => !text.includes('\n'));
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...keys), answer), answer, (answers, name) => {
        const dna = { brandName: name, ...answers } as { brandName: string } & BrandDna;
        const form = diagnosticForm(dna);
        expect(diagnosticForm(dna)).toBe(form);
        for (const key of keys) {
          const value = answers[key];
          if (typeof value === 'string' && value.trim() !== '') {
            expect(form).toContain(`${DIAGNOSTIC_LABELS[key]}: ${value.trim()}`);
          }
        }
        const filled = Object.values(answers).filter((value) => value.trim() !== '').length;
        const lines = form === '' ? 0 : form.split('\n').length;
        expect(lines).toBe(filled + (name.trim() === '' ? 0 : 1));
      }),
    );
  });
});

describe('brand strategy', () => {
  it('summarises name, differentiator, emotions, tones, key message and reference copy', () => {
    expect(brandStrategy(brand, blueprint)).toBe(
      [
        'Marca: Acme',
        'Diferenciador: Ingredientes locales',
        'Emociones: Confianza',
        'Tono de comunicación: cuidador',
        'Tono y estilo: tono general: cálido; estilo: cercano, claro',
        'Mensaje clave: Hecho en casa',
        'Copy de referencia: Sabor de siempre',
      ].join('\n'),
    );
  });

  it('refuses without brand, guide, brand name or any strategy data', () => {
    expect(() => brandStrategy(null, blueprint)).toThrow(missing);
    expect(() => brandStrategy(brand, undefined)).toThrow(missing);
    expect(() => brandStrategy({ ...brand, brandName: ' ' }, blueprint)).toThrow(missing);
    const emptyGuide = {
      bloques: {
        ...blueprint.bloques,
        tercer_bloque: { mensaje_clave: '', copy_referencia: '' },
        sexto_bloque: { tono_estilo: {}, colors: [] },
      },
    };
    expect(() => brandStrategy({ brandName: 'Acme' }, emptyGuide)).toThrow(missing);
    expect(brandStrategy({ brandName: 'Acme', emotions: 'Alegría' }, emptyGuide)).toBe(
      'Marca: Acme\nEmociones: Alegría',
    );
  });

  it('writes an unnamed style tone entry as its value only', () => {
    const guide = {
      bloques: {
        ...blueprint.bloques,
        sexto_bloque: { tono_estilo: { _: 'directo' }, colors: [] },
      },
    };
    expect(brandStrategy({ brandName: 'A' }, guide)).toContain('Tono y estilo: directo');
  });

  it('property: every non-empty strategy answer appears in the summary', () => {
    const text = fc.string({ maxLength: 15 }).filter((value) => !value.includes('\n'));
    fc.assert(
      fc.property(text, text, text, text, text, (diferences, emotions, communicationTone, mensaje, copy) => {
        const guide = {
          bloques: {
            ...blueprint.bloques,
            tercer_bloque: { mensaje_clave: mensaje, copy_referencia: copy },
          },
        };
        const summary = brandStrategy({ brandName: 'Acme', diferences, emotions, communicationTone }, guide);
        return [diferences, emotions, communicationTone, mensaje, copy]
          .filter((value) => value.trim() !== '')
          .every((value) => summary.includes(value.trim()));
      }),
    );
  });
});

describe('article content', () => {
  it('joins titles and texts of the sections, skipping empty ones', () => {
    expect(
      articleContent([
        { sectionTitle: 'Intro', text: 'Hola' },
        { sectionTitle: ' ', text: ' ' },
        { sectionTitle: '', text: 'Cierre' },
      ]),
    ).toBe('Intro\nHola\n\nCierre');
  });
});
