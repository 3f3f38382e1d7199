import { describe, expect, it } from 'vitest';
import type { Brand } from '../brands/brand.js';
import { Messages } from '../messages.js';
import { createRequirement, type Requirement } from '../requirements/requirement.js';
import { guardTextDigest } from './pieces.js';
import { blockingFindings, checkRequirement, checkTexts, GUARD_RULE_LABELS } from './checks.js';
import { brandGuardTerms } from './terms.js';
import type { BrandReview, GuardClaim, GuardText } from './types.js';

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

  it('takes the brand name written as the brand writes it, across a line break too', () => {
    const terms = brandGuardTerms({ ...cafe, importantKeywords: '' });
    expect(checkTexts([caption('En Café Cumbre\nAndina y en Café Cumbre Andina.')], terms, [])).toEqual([]);
    expect(checkTexts([caption('En CAFÉ CUMBRE ANDINA.')], terms, []).map((item) => item.message)).toEqual([
      'La marca se escribe «Café Cumbre Andina», no «CAFÉ CUMBRE ANDINA».',
    ]);
  });

  it("flags a caption over a network's limits", () => {
    const text = `${'a'.repeat(2_340)} ${Array.from({ length: 34 }, (_, i) => `#t${i}`).join(' ')}`;
    expect(text).toHaveLength(2_500);
    const found = checkTexts([caption(text)], brandGuardTerms({ ...cafe, importantKeywords: '' }), ['Instagram']);
    expect(found.map((item) => item.message)).toEqual([
      'Supera el límite de Instagram: 2.500 de 2.200 caracteres.',
      'Instagram admite 30 hashtags; hay 34.',
    ]);
  });
});

describe('checkRequirement', () => {
  it('checks the caption against each chosen network, and skips a network it does not know', () => {
    const long = {
      ...carousel(`#TazaPerfecta ${'a'.repeat(600)}`),
      selectedSocialNetwork: ['Threads', 'Mastodon'],
    } as unknown as Requirement;
    expect(checkRequirement(long, cafe).map((item) => [item.rule, item.network])).toEqual([['length', 'Threads']]);
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

describe('blockingFindings with a brand review', () => {
  const claim = (text: string, source: GuardClaim['source']): GuardClaim => ({
    text,
    field: 'caption',
    span: { start: 0, end: text.length },
    source,
  });
  const reviewOf = (requirement: Requirement, claims: readonly GuardClaim[]): BrandReview => ({
    score: 90,
    passed: false,
    criteria: [],
    claims,
    findings: 0,
    blocking: 0,
    textDigest: guardTextDigest(requirement),
    at: new Date(Date.UTC(2026, 10, 27)),
    by: { uid: 'u', email: 'u@estudio.test' },
  });

  it('adds the claims without source of a review made on the current texts, each once', () => {
    const piece = carousel('Envíos en 48 horas a todo el país. #TazaPerfecta');
    const claims = [
      claim('Envíos en 48 horas a todo el país', null),
      claim('Envíos en 48 horas a todo el país', null),
      claim('#TazaPerfecta', { id: 'manual', label: 'Análisis del manual de marca' }),
    ];
    expect(blockingFindings({ ...piece, brandReview: reviewOf(piece, claims) }, cafe)).toEqual([
      'Afirmación sin respaldo (Caption): «Envíos en 48 horas a todo el país» no se apoya en ninguna fuente de la marca (sin respaldo).',
    ]);
  });

  it('ignores the claims of a review made on other texts: the edit may have removed them', () => {
    const scored = carousel('Envíos en 48 horas. #TazaPerfecta');
    const edited = {
      ...carousel('Envíos rápidos. #TazaPerfecta'),
      brandReview: reviewOf(scored, [claim('Envíos en 48 horas', null)]),
    };
    expect(blockingFindings(edited, cafe)).toEqual([]);
  });

  it('names a claim it could not place without a field', () => {
    const piece = carousel('#TazaPerfecta');
    const unplaced: GuardClaim = { text: 'lo mejor', field: null, span: null, source: null };
    expect(blockingFindings({ ...piece, brandReview: reviewOf(piece, [unplaced]) }, cafe)).toEqual([
      'Afirmación sin respaldo: «lo mejor» no se apoya en ninguna fuente de la marca (sin respaldo).',
    ]);
  });
});

describe('the refusal texts', () => {
  it('say what blocks a send and how to go on', () => {
    expect(Messages.guard.blockingFindings(['Concepto a evitar (Caption): x.', 'Afirmación sin respaldo: y.'])).toBe(
      'La publicación tiene hallazgos bloqueantes de la revisión de marca: Concepto a evitar (Caption): x. Afirmación sin respaldo: y. Para enviarla igualmente, indica el motivo.',
    );
    expect(Messages.guard.absoluteClaimsInvalid(50, 2, 60)).toBe(
      'Las afirmaciones absolutas deben ser como máximo 50, cada una de 2 a 60 caracteres.',
    );
    expect(Messages.guard.findings.length('Facebook', 63_207, 63_206)).toBe(
      'Supera el límite de Facebook: 63.207 de 63.206 caracteres.',
    );
  });
});

describe('GUARD_RULE_LABELS', () => {
  it('names every rule as the panel shows it', () => {
    expect(GUARD_RULE_LABELS).toEqual({
      'avoided-concept': 'Concepto a evitar',
      'missing-keyword': 'Palabra clave ausente',
      'brand-name': 'Nombre de la marca',
      'absolute-claim': 'Afirmación absoluta',
      length: 'Longitud',
      hashtags: 'Hashtags',
      'unsupported-claim': 'Afirmación sin respaldo',
    });
  });
});
