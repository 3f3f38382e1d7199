import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { parseArticleImage, parseVideoArticle, parseVideoSummary } from './blog-answers.js';

const refused = (message: string) => expect.objectContaining({ kind: 'invalid-ai-answer', message });
const PROCESS = refused('Hubo un error en el proceso.');
const IMAGE = refused(Messages.blog.generateImage);

const section = { sectionTitle: 'Intro', text: 'Texto' };

describe('video summary answer', () => {
  it('returns file_uri and analysis', () => {
    expect(parseVideoSummary({ file_uri: 'gs://f', analysis: 'Resumen' })).toEqual({
      file_uri: 'gs://f',
      analysis: 'Resumen',
    });
  });

  it('property: dropping or blanking either field is refused', () => {
    fc.assert(
      fc.property(fc.constantFrom('file_uri', 'analysis'), fc.constantFrom(undefined, '', 5), (field, value) => {
        const raw: Record<string, unknown> = { file_uri: 'gs://f', analysis: 'a' };
        if (value === undefined) delete raw[field];
        else raw[field] = value;
        expect(() => parseVideoSummary(raw)).toThrow(PROCESS);
      }),
    );
  });
});

describe('video article answer', () => {
  it('returns the sections, given as a list or as JSON text', () => {
    expect(parseVideoArticle({ articulo: [section, { sectionTitle: '', text: ' Cierre ' }] })).toEqual([
      section,
      { sectionTitle: '', text: 'Cierre' },
    ]);
    expect(parseVideoArticle({ articulo: JSON.stringify([section]) })).toEqual([section]);
    expect(parseVideoArticle({ articulo: '```json\n[{"sectionTitle":"A","text":"B"}]\n```' })).toEqual([
      { sectionTitle: 'A', text: 'B' },
    ]);
  });

  it('refuses an empty or malformed article', () => {
    const wrong = [
      { articulo: [] },
      { articulo: 'texto libre' },
      { articulo: [{ sectionTitle: 'A' }] },
      { articulo: [{ text: 'B' }] },
      { articulo: [section, 3] },
      {},
    ];
    for (const raw of wrong) expect(() => parseVideoArticle(raw)).toThrow(PROCESS);
  });

  it('property: a section missing a field is refused wherever it is', () => {
    fc.assert(
      fc.property(fc.constantFrom('sectionTitle', 'text'), fc.nat(3), (field, position) => {
        const broken: Record<string, unknown> = { ...section };
        delete broken[field];
        const articulo = [...Array(position).fill(section), broken];
        expect(() => parseVideoArticle({ articulo })).toThrow(PROCESS);
      }),
    );
  });
});

describe('article image answer', () => {
  it('returns the base64 image and refuses anything else', () => {
    expect(parseArticleImage({ imageBase64: 'QUJD' })).toBe('QUJD');
    for (const raw of [{}, { imageBase64: '' }, { imageBase64: '%%%' }]) {
      expect(() => parseArticleImage(raw)).toThrow(IMAGE);
    }
  });
});
