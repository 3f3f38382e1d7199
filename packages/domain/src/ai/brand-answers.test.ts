import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.js';
import { parseBrandManualAnalysis } from './brand-answers.js';

const refused = expect.objectContaining({
  kind: 'invalid-ai-answer',
  message: Messages.brand.analyzeManual,
});

describe('learning-brand answer', () => {
  it('returns the analysis text', () => {
    expect(parseBrandManualAnalysis({ analysis: ' Marca cálida ' })).toBe('Marca cálida');
    expect(parseBrandManualAnalysis('{"analysis":"ok"}')).toBe('ok');
  });

  it('refuses answers without an analysis text', () => {
    for (const raw of [null, 'texto', {}, { analysis: '' }, { analysis: 3 }, { analisis: 'x' }]) {
      expect(() => parseBrandManualAnalysis(raw)).toThrow(refused);
    }
  });

  it('property: any object without analysis is refused', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.string().filter((key) => key !== 'analysis'),
          fc.anything(),
        ),
        (raw) => {
          expect(() => parseBrandManualAnalysis(raw)).toThrow(refused);
        },
      ),
    );
  });
});
