import { describe, expect, it } from 'vitest';
import { createRequirement } from '@estudio/domain/requirements';
import { aNewRequirement } from '../contracts/fixtures.js';
import {
  requirementFromDocument,
  requirementPatchToDocument,
  requirementToDocument,
  requirementWithPatch,
} from './requirement-document.js';

const timestamp = (iso: string) => ({ toDate: () => new Date(iso) });

describe('requirement documents', () => {
  it('store every field but the id, which is the path, and the brand id the path names too', () => {
    const requirement = createRequirement('q1', aNewRequirement('b1', 1));
    const stored = requirementToDocument(requirement);
    expect(stored).not.toHaveProperty('id');
    expect(stored['brandId']).toBe('b1');
    expect(stored).toMatchObject({
      title: 'Carrusel 1 - T1',
      status: 'Pendiente',
      updatedAt: requirement.updatedAt,
      inDesignAt: null,
    });
  });

  it('read back what they stored, Timestamps as Dates at any depth', () => {
    const requirement = createRequirement(
      'q1',
      aNewRequirement('b1', 1, {
        publicationDate: new Date('2026-02-01T15:30:00.000Z'),
        validation: { '0': { alineacion: 82, descripcion: 'Buena' } },
        scripts: [
          { Captacion: 'A', 'Argumento de Venta': 'B', 'Llamada a la acción': 'C', videoUrl: 'https://v.example/1' },
        ],
        videoData: { file_uri: 'files/1', analysis: 'Resumen' },
      }),
    );
    const stored = { ...requirementToDocument(requirement), publicationDate: timestamp('2026-02-01T15:30:00.000Z') };
    expect(requirementFromDocument('b1', 'q1', stored)).toEqual(requirement);
  });

  it('fill every missing or unreadable field with its default', () => {
    expect(
      requirementFromDocument('b1', 'q1', {
        title: 'Blog 1 - T1',
        number: '1',
        status: 'Archivado',
        allowComments: 'no',
        videoData: 'x',
      }),
    ).toEqual(createRequirement('q1', { brandId: 'b1', title: 'Blog 1 - T1', brand: '', number: 0, createdBy: '' }));
  });

  it('keep per-image lists in place, an unreadable slot read as empty', () => {
    expect(requirementFromDocument('b1', 'q1', { imagesAIUrl: ['a', null, 'c'] }).imagesAIUrl).toEqual(['a', '', 'c']);
    expect(requirementFromDocument('b1', 'q1', { youtubeTags: ['café', null] }).youtubeTags).toEqual(['café']);
  });

  it("read a carousel's proposed and replaced guides, Timestamps as Dates; absent, null or malformed as null", () => {
    const guides = { instructions: ['a', null, 'c'], suggestedWords: ['x', 'y', 'z'] };
    const read = requirementFromDocument('b1', 'q1', {
      guidesProposal: { ...guides, at: timestamp('2026-03-10T15:30:00.000Z') },
      guidesReplaced: { ...guides, at: new Date('2026-03-11T09:00:00.000Z') },
    });
    expect(read.guidesProposal).toEqual({
      instructions: ['a', '', 'c'],
      suggestedWords: ['x', 'y', 'z'],
      at: new Date('2026-03-10T15:30:00.000Z'),
    });
    expect(read.guidesReplaced?.at).toEqual(new Date('2026-03-11T09:00:00.000Z'));
    for (const stored of [undefined, null, 'x', { ...guides }, { ...guides, instructions: 'a', at: new Date() }]) {
      const unread = requirementFromDocument('b1', 'q1', { guidesProposal: stored, guidesReplaced: stored });
      expect([unread.guidesProposal, unread.guidesReplaced]).toEqual([null, null]);
    }
    const at = new Date('2026-03-10T15:30:00.000Z');
    expect(requirementPatchToDocument({ guidesProposal: null, guidesReplaced: { ...guides, at } } as never)).toEqual({
      guidesProposal: null,
      guidesReplaced: { ...guides, at },
    });
  });

  it("read a carousel's replaced images by card, each {previous, accepted}; absent, null or malformed entries as nothing to undo", () => {
    const kept = { previous: 'https://img.example/vieja.png', accepted: 'https://img.example/ia.png' };
    const read = requirementFromDocument('b1', 'q1', {
      imagesReplaced: {
        '0': kept,
        '2': { previous: '', accepted: 'https://img.example/b.png', extra: 'x' },
        '1': { previous: 7, accepted: 'https://img.example/c.png' },
        '3': 'https://img.example/d.png',
        uno: kept,
        '01': kept,
      },
    });
    expect(read.imagesReplaced).toEqual({ '0': kept, '2': { previous: '', accepted: 'https://img.example/b.png' } });
    for (const stored of [undefined, null, 'x', ['a'], 3]) {
      expect(requirementFromDocument('b1', 'q1', { imagesReplaced: stored }).imagesReplaced).toEqual({});
    }
    expect(requirementPatchToDocument({ imagesReplaced: { '1': kept } } as never)).toEqual({
      imagesReplaced: { '1': kept },
    });
    expect(requirementPatchToDocument({ imagesReplaced: {} } as never)).toEqual({ imagesReplaced: {} });
  });

  it("read what a blog's accepted AI image replaced; absent, null or malformed as null", () => {
    const kept = { previous: '', accepted: 'https://img.test/ia.png' };
    expect(requirementFromDocument('b1', 'q1', { imageReplaced: kept }).imageReplaced).toEqual(kept);
    for (const stored of [undefined, null, 'x', { previous: 'a' }, { previous: 1, accepted: 'b' }]) {
      expect(requirementFromDocument('b1', 'q1', { imageReplaced: stored }).imageReplaced).toBeNull();
    }
    expect(requirementPatchToDocument({ imageAIUrl: kept.accepted, imageReplaced: kept } as never)).toEqual({
      imageAIUrl: kept.accepted,
      imageReplaced: kept,
    });
    expect(requirementPatchToDocument({ imageReplaced: null } as never)).toEqual({ imageReplaced: null });
  });

  it('take the path over an id or brand id stored as fields', () => {
    const read = requirementFromDocument('b1', 'q1', { id: 'otro', brandId: 'otra' });
    expect([read.id, read.brandId]).toEqual(['q1', 'b1']);
  });

  it('patch only the given fields, never createdAt, id or brand id', () => {
    const at = new Date('2026-01-20T12:00:00.000Z');
    expect(
      requirementPatchToDocument({
        status: 'En diseño',
        inDesignAt: at,
        caption: undefined,
        createdAt: at,
        id: 'x',
        brandId: 'y',
      } as never),
    ).toEqual({ status: 'En diseño', inDesignAt: at });
  });

  it('answer the requirement a patch leaves: its given fields over the stored ones, never createdAt, id or brand id', () => {
    const requirement = createRequirement('q1', aNewRequirement('b1', 1, { caption: 'Antes' }));
    const at = new Date('2026-01-20T12:00:00.000Z');
    expect(
      requirementWithPatch(requirement, {
        article: [{ sectionTitle: 'Uno', text: 'Texto.' }],
        caption: undefined,
        updatedAt: at,
        createdAt: at,
        id: 'x',
        brandId: 'y',
      } as never),
    ).toEqual({ ...requirement, article: [{ sectionTitle: 'Uno', text: 'Texto.' }], updatedAt: at });
  });
  describe('scheduledPost (the send ledger writes it, everyone reads it)', () => {
    const record = {
      postId: '987654321',
      sentAt: new Date('2026-11-21T15:00:00.000Z'),
      digest: 'ab'.repeat(32),
      kind: 'carousel' as const,
      networks: ['Instagram', 'Facebook'] as const,
      by: { uid: 'u-contenido', email: 'contenido@estudio.test' },
      sandbox: true,
    };

    it('is read as a ScheduledPostRecord, sentAt a Date, from a Timestamp', () => {
      const stored = {
        scheduledPost: { ...record, networks: [...record.networks], sentAt: timestamp('2026-11-21T15:00:00.000Z') },
      };
      expect(requirementFromDocument('b1', 'q1', stored).scheduledPost).toEqual(record);
    });

    it('is null when absent or not in the shape of a record, unknown networks dropped', () => {
      expect(requirementFromDocument('b1', 'q1', {}).scheduledPost).toBeNull();
      expect(requirementFromDocument('b1', 'q1', { scheduledPost: { postId: 1 } }).scheduledPost).toBeNull();
      expect(
        requirementFromDocument('b1', 'q1', { scheduledPost: { ...record, kind: 'blog' } }).scheduledPost,
      ).toBeNull();
      expect(
        requirementFromDocument('b1', 'q1', {
          scheduledPost: { ...record, networks: ['Instagram', 'myspace'], sandbox: 'yes' },
        }).scheduledPost,
      ).toEqual({ ...record, networks: ['Instagram'], sandbox: false });
    });

    it('is never part of a patch, and a whole requirement stores it only when it has one', () => {
      const patch = { caption: 'c', scheduledPost: record } as unknown as Parameters<
        typeof requirementPatchToDocument
      >[0];
      expect(requirementPatchToDocument(patch)).toEqual({ caption: 'c' });
      const fresh = createRequirement('q1', aNewRequirement('b1', 1));
      expect(requirementToDocument(fresh)).not.toHaveProperty('scheduledPost');
      const sent = requirementToDocument({ ...fresh, scheduledPost: record });
      expect(sent['scheduledPost']).toEqual({ ...record, networks: ['Instagram', 'Facebook'] });
      expect(requirementFromDocument('b1', 'q1', sent)).toEqual({ ...fresh, scheduledPost: record });
    });
  });
});
