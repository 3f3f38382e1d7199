import { describe, expect, it } from 'vitest';
import { createRequirement, type NewRequirement, type Requirement } from '../requirements/requirement.js';
import { alignmentTextOf, guardTextDigest, guardTextsOf } from './pieces.js';

const requirement = (title: string, fields: Partial<NewRequirement> = {}) =>
  createRequirement('r1', { brandId: 'b', title, brand: 'B', number: 1, createdBy: 'u', ...fields });

const script = (n: number) => ({
  Captacion: `gancho ${n}`,
  'Argumento de Venta': `argumento ${n}`,
  'Llamada a la acción': `llamada ${n}`,
});

describe('guardTextsOf', () => {
  it("reads a carousel's caption and each guide's suggested words", () => {
    expect(guardTextsOf(requirement('Carrusel de mayo', { caption: 'Hola', suggestedWords: ['uno', 'dos'] }))).toEqual([
      { field: 'caption', kind: 'caption', label: 'Caption', text: 'Hola' },
      { field: 'suggestedWords.0', kind: 'suggested-words', label: 'Guía 1: palabras sugeridas', text: 'uno' },
      { field: 'suggestedWords.1', kind: 'suggested-words', label: 'Guía 2: palabras sugeridas', text: 'dos' },
    ]);
  });

  it("reads a video's caption and every section of its scripts", () => {
    const texts = guardTextsOf(requirement('Video de junio', { caption: 'c', scripts: [script(1), script(2)] }));
    expect(texts.map(({ field, label, text }) => [field, label, text])).toEqual([
      ['caption', 'Caption', 'c'],
      ['scripts.0.Captacion', 'Guión 1: Captación', 'gancho 1'],
      ['scripts.0.Argumento de Venta', 'Guión 1: Argumento de Venta', 'argumento 1'],
      ['scripts.0.Llamada a la acción', 'Guión 1: Llamada a la acción', 'llamada 1'],
      ['scripts.1.Captacion', 'Guión 2: Captación', 'gancho 2'],
      ['scripts.1.Argumento de Venta', 'Guión 2: Argumento de Venta', 'argumento 2'],
      ['scripts.1.Llamada a la acción', 'Guión 2: Llamada a la acción', 'llamada 2'],
    ]);
    expect(new Set(texts.map((text) => text.kind))).toEqual(new Set(['caption', 'script-section']));
  });

  it("reads a blog's article sections, title and text, and not its caption", () => {
    const blog = requirement('Blog de julio', {
      caption: 'no se lee',
      article: [{ sectionTitle: 'Título', text: 'Texto' }],
    });
    expect(guardTextsOf(blog)).toEqual([
      { field: 'article.0.sectionTitle', kind: 'article-title', label: 'Sección 1: título', text: 'Título' },
      { field: 'article.0.text', kind: 'article-text', label: 'Sección 1: texto', text: 'Texto' },
    ]);
  });

  it("reads any other kind's caption", () => {
    expect(guardTextsOf(requirement('Post', { caption: 'x', suggestedWords: ['y'] }))).toEqual([
      { field: 'caption', kind: 'caption', label: 'Caption', text: 'x' },
    ]);
  });
});

describe('guardTextDigest', () => {
  it('changes with any guarded text and with nothing else', () => {
    const base = requirement('Carrusel', { caption: 'Hola', suggestedWords: ['uno'] });
    const digest = guardTextDigest(base);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    const moved: Requirement = { ...base, status: 'Finalizado', instructions: ['otra'], imagesAIUrl: ['x'] };
    expect(guardTextDigest(moved)).toBe(digest);
    expect(guardTextDigest({ ...base, caption: 'Hola!' })).not.toBe(digest);
    expect(guardTextDigest({ ...base, suggestedWords: ['uno', ''] })).not.toBe(digest);
  });
});

describe('alignmentTextOf', () => {
  it("scores a carousel's or another kind's caption, trimmed", () => {
    expect(alignmentTextOf(requirement('Carrusel', { caption: ' Hola ', suggestedWords: ['x'] }))).toEqual({
      kind: 'caption',
      text: 'Hola',
    });
    expect(alignmentTextOf(requirement('Post', { caption: '' }))).toEqual({ kind: 'caption', text: '' });
  });

  it("scores a video's caption and its scripts' sections, labelled", () => {
    const video = requirement('Video', {
      caption: 'Caption del video',
      scripts: [{ Captacion: 'gancho', 'Argumento de Venta': ' ', 'Llamada a la acción': 'compra' }],
    });
    expect(alignmentTextOf(video)).toEqual({
      kind: 'script',
      text: 'Caption del video\n\nGuión 1: Captación: gancho\n\nGuión 1: Llamada a la acción: compra',
    });
    expect(alignmentTextOf(requirement('Video', { caption: ' ' }))).toEqual({ kind: 'script', text: '' });
  });

  it("scores a blog's article", () => {
    expect(
      alignmentTextOf(
        requirement('Blog', {
          article: [
            { sectionTitle: 'Uno', text: 'Texto uno' },
            { sectionTitle: 'Dos', text: '' },
          ],
        }),
      ),
    ).toEqual({ kind: 'article', text: 'Uno\nTexto uno\n\nDos' });
  });
});
