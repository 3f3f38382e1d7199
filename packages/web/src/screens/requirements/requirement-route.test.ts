import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { requirementDetailRoute } from './requirement-route.js';
import type { Requirement } from '@estudio/domain/requirements';

const sampleRequirement = (fields: Pick<Requirement, 'id' | 'title' | 'number'> & Partial<Requirement>): Requirement =>
  ({
    brandId: 'brand-1',
    brand: 'Marca',
    createdBy: 'ana@estudio.test',
    status: 'Pendiente',
    assignedTo: '',
    createdAt: null,
    updatedAt: null,
    inDesignAt: null,
    ...fields,
  }) as Requirement;

const route = (title: string, id = 'abc') =>
  requirementDetailRoute(sampleRequirement({ id, title, number: 12, brandId: 'brand-9' }));

describe('requirementDetailRoute', () => {
  it('sends each content type to its detail screen with number, title and brandId', () => {
    expect(route('Blog 13 - T1')).toEqual({
      path: '/blog/abc',
      state: { number: 12, title: 'Blog 13 - T1', brandId: 'brand-9' },
    });
    expect(route('Carrusel 1 - T1').path).toBe('/carrousel/abc');
    expect(route('Video 7 - T1').path).toBe('/video/abc');
  });

  it('opens the list screen for any other title', () => {
    expect(route('Podcast 1').path).toBe('/requirements/abc');
    // The match is on the exact word, as the original screen did.
    expect(route('video corto').path).toBe('/requirements/abc');
  });

  it('checks Blog before Carrusel before Video', () => {
    expect(route('Video del Blog').path).toBe('/blog/abc');
    expect(route('Carrusel con Video').path).toBe('/carrousel/abc');
  });

  it('keeps the id a single path segment', () => {
    expect(route('Blog', 'a/b c').path).toBe('/blog/a%2Fb%20c');
  });
});

describe('requirementDetailRoute (properties)', () => {
  it('routes by the first matching word and always carries the navigation state', () => {
    const word = fc.constantFrom('Blog', 'Carrusel', 'Video', 'Otro');
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), word, fc.string({ maxLength: 8 }), fc.nat(), (pre, w, post, n) => {
        const title = `${pre}${w}${post}`;
        const r = requirementDetailRoute(sampleRequirement({ id: 'id1', title, number: n }));
        const expected = title.includes('Blog')
          ? '/blog/'
          : title.includes('Carrusel')
            ? '/carrousel/'
            : title.includes('Video')
              ? '/video/'
              : '/requirements/';
        expect(r.path).toBe(`${expected}id1`);
        expect(r.state).toEqual({ number: n, title, brandId: 'brand-1' });
      }),
    );
  });
});
