import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  REQUIREMENT_STATUSES,
  UNASSIGNED,
  createRequirement,
  isRequirementStatus,
  requirementKind,
} from './requirement.js';

describe('createRequirement', () => {
  const requirement = createRequirement('r1', {
    brandId: 'b1',
    title: 'Carrusel 1 - T1',
    brand: 'Café Aurora',
    number: 1,
    createdBy: 'eva@estudio.test',
  });

  it('applies the defaults of docs/product.md, "Requirements"', () => {
    expect(requirement).toMatchObject({
      allowComments: true,
      autoAddMusic: true,
      brandMention: true,
      pinNewFormat: false,
      videoToPublishIndex: 0,
      status: 'Pendiente',
      assignedTo: UNASSIGNED,
      updatedAt: null,
      inDesignAt: null,
    });
  });

  it('lets given fields override the defaults', () => {
    const finished = createRequirement('r2', { ...requirement, status: 'Finalizado', allowComments: false });
    expect(finished).toMatchObject({ id: 'r2', status: 'Finalizado', allowComments: false, autoAddMusic: true });
  });
});

describe('requirement statuses and kinds', () => {
  it('recognises exactly the four statuses', () => {
    expect(REQUIREMENT_STATUSES.every(isRequirementStatus)).toBe(true);
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(isRequirementStatus(text)).toBe((REQUIREMENT_STATUSES as readonly string[]).includes(text));
      }),
    );
  });

  it.each([
    ['Blog 16 - T1', 'blog'],
    ['Carrusel 4 - T2', 'carrousel'],
    ['Video 10 - T1', 'video'],
    ['Pieza especial', 'other'],
  ] as const)('routes %s to the %s detail', (title, kind) => {
    expect(requirementKind(title)).toBe(kind);
  });
});
