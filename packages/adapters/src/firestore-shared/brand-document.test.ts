import { describe, expect, it } from 'vitest';
import { aBrand } from '../contracts/fixtures.js';
import { brandFromDocument, brandPatchToDocument, brandToDocument } from './brand-document.js';

const timestamp = (iso: string) => ({ toDate: () => new Date(iso) });

describe('brand documents', () => {
  it('store the given fields only, never the id', () => {
    const stored = brandToDocument({ ...aBrand(), analysis: undefined, id: 'b1', extra: 'x' } as never);
    expect(stored).toEqual(aBrand());
  });

  it('read back what they stored, Timestamps as Dates', () => {
    const fields = aBrand({ idMetrics: '42', linkMetrics: 'https://metricas.example/42' });
    const stored = { ...brandToDocument(fields), updatedAt: timestamp('2026-01-10T09:00:00.000Z') };
    expect(brandFromDocument('b1', stored)).toEqual({ ...fields, id: 'b1' });
  });

  it('leave absent fields absent: a brand without status has none (it counts as active)', () => {
    const brand = brandFromDocument('b1', { brandName: 'Brisa', owner: 'uid-ana' });
    expect(brand).toEqual({ id: 'b1', brandName: 'Brisa', owner: 'uid-ana' });
    expect(brand).not.toHaveProperty('status');
  });

  it('read a null date as null, and unreadable fields as absent', () => {
    expect(
      brandFromDocument('b1', {
        updatedAt: null,
        status: 'archivada',
        kpis: 'alcance',
        allowedUsers: ['a@x.example', 1],
        analysis: 3,
      }),
    ).toEqual({ id: 'b1', brandName: '', owner: '', updatedAt: null, allowedUsers: ['a@x.example'] });
  });

  it('ignore fields of the document that a brand does not have', () => {
    expect(brandFromDocument('b1', { brandName: 'Brisa', owner: 'u', id: 'otro', legacy: true })).toEqual({
      id: 'b1',
      brandName: 'Brisa',
      owner: 'u',
    });
  });

  it('patch only the given fields, never createdAt', () => {
    const at = new Date('2026-01-20T12:00:00.000Z');
    expect(
      brandPatchToDocument({ brandName: 'Brisa', analysis: undefined, updatedAt: at, createdAt: at } as never),
    ).toEqual({
      brandName: 'Brisa',
      updatedAt: at,
    });
  });
});
