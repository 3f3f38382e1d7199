import { describe, expect, it } from 'vitest';
import type { Brand } from '../brands/brand.js';
import { Messages } from '../messages.js';
import { createRequirement } from '../requirements/requirement.js';
import { blockingFindings, checkRequirement, checkTexts } from './checks.js';
import { brandGuardTerms } from './terms.js';
import type { GuardText } from './types.js';

const cafe: Brand = {
  id: 'cafe',
  brandName: 'Café Cumbre Andina',
  owner: 'u1',
  conceptsToAvoid: 'Café instantáneo, descuentos agresivos, lenguaje técnico sin explicar.',
  importantKeywords: '#CaféDeOrigen #HechoEnHuila #TazaPerfecta',
};

const caption = (text: string): GuardText => ({ field: 'caption', kind: 'caption', label: 'Caption', text });

const carousel = (caption: string) =>
  createRequirement('r1', { brandId: 'cafe', title: 'Carrusel 1', brand: 'Café', number: 1, createdBy: 'u', caption });

describe('checkTexts', () => {
  it('finds a concept to avoid whatever its case and accents, with its span', () => {
    const text = 'Nada de CAFE INSTANTANEO aquí. #TazaPerfecta';
    const found = checkTexts([caption(text)], brandGuardTerms(cafe), []);
    expect(found).toEqual([
      {
        rule: 'avoided-concept',
        field: 'caption',
        span: { start: 8, end: 24 },
        term: 'Café instantáneo',
        message: Messages.guard.findings.avoidedConcept('Café instantáneo'),
        blocking: true,
      },
    ]);
    expect(text.slice(8, 24)).toBe('CAFE INSTANTANEO');
  });

  it('names a missing keyword once for the piece, and the brand name written otherwise', () => {
    const found = checkTexts([caption('Hoy en cafe cumbre andina: la mejor taza.')], brandGuardTerms(cafe), []);
    expect(found.map((item) => [item.rule, item.field, item.span, item.blocking])).toEqual([
      ['brand-name', 'caption', { start: 7, end: 25 }, false],
      ['absolute-claim', 'caption', { start: 27, end: 35 }, false],
      ['missing-keyword', null, null, false],
    ]);
    expect(found[0]?.message).toBe('La marca se escribe «Café Cumbre Andina», no «cafe cumbre andina».');
    expect(found[2]?.message).toBe(
      'No aparece ninguna palabra clave importante de la marca (#CaféDeOrigen, #HechoEnHuila, #TazaPerfecta). Incluye al menos una.',
    );
  });

  it("flags a caption over a network's limits", () => {
    const text = `${'a'.repeat(2_340)} ${Array.from({ length: 34 }, (_, i) => `#t${i}`).join(' ')}`;
    const found = checkTexts([caption(text)], brandGuardTerms({ ...cafe, importantKeywords: '' }), ['Instagram']);
    expect(found.map((item) => item.message)).toEqual([
      `Supera el límite de Instagram: ${(text.length / 1000).toFixed(3)} de 2.200 caracteres.`,
      'Instagram admite 30 hashtags; hay 34.',
    ]);
  });
});

describe('blockingFindings', () => {
  it('lists the blocking findings of the current texts as lines', () => {
    expect(blockingFindings(carousel('Probá nuestro café instantáneo #TazaPerfecta'), cafe)).toEqual([
      `Concepto a evitar (Caption): ${Messages.guard.findings.avoidedConcept('Café instantáneo')}`,
    ]);
    expect(checkRequirement(carousel('#TazaPerfecta'), cafe)).toEqual([]);
  });
});
