import { describe, expect, it } from 'vitest';
import type { Actor } from '../permissions/actor.js';
import { bodyRefusalOf as refusalOf, recordingUseCase as recorder } from '../test-support/command-doubles.js';
import { PLANNING_COMMANDS } from './planning-commands.js';

/*
 * What the planning command reads from its body and hands its use case (PlanningUseCases itself is
 * tested over the twins, in packages/adapters).
 */

const actor: Actor = { uid: 'u-1', email: 'eva@estudio.example', roleCodes: [], keys: new Set() };
const key = { brandId: 'b-1', requirementId: 'r-1' };

describe('the planning commands', () => {
  const save = PLANNING_COMMANDS.save;

  it('read the planning fields alone, typed, and call the use case once', async () => {
    const at = new Date('2026-03-20T15:00:00.000Z');
    const planning = {
      selectedSocialNetwork: ['Instagram', 'YouTube'],
      publicationDate: at,
      collaborators: '@ana',
      documentTitle: 'Guía',
      allowComments: false,
      autoAddMusic: true,
      brandMention: false,
      videoTitle: 'Título',
      youtubeTags: ['café'],
      pinBoardId: 'b',
      pinTitle: 'p',
      pinLink: 'https://x.example',
      pinNewFormat: true,
    };
    const input = save.parse({ ...key, planning: { ...planning, caption: 'no es de la planificación' } });
    expect(input).toEqual({ ...key, planning });
    expect(save.parse({ ...key, planning: {} })).toEqual({ ...key, planning: {} });
    expect(save.parse({ ...key, planning: { publicationDate: null } }).planning).toEqual({ publicationDate: null });
    expect(save.parse({ ...key, planning: { publicationDate: '2026-03-20T10:00' } }).planning).toEqual({
      publicationDate: '2026-03-20T10:00',
    });
    const publication = recorder<Parameters<typeof save.run>[0]>();
    expect(await save.run(publication, actor, save.parse({ ...key, planning: { pinTitle: 'p' } }))).toEqual({
      method: 'save',
      args: [actor, key, { pinTitle: 'p' }],
    });
  });

  it('refuse a planning of the wrong shape, naming the field', () => {
    expect(refusalOf(() => save.parse({ ...key })).field).toBe('planning');
    expect(refusalOf(() => save.parse({ ...key, planning: { publicationDate: 3 } })).field).toBe('publicationDate');
    expect(refusalOf(() => save.parse({ ...key, planning: { publicationDate: 'x'.repeat(65) } })).field).toBe(
      'publicationDate',
    );
    expect(refusalOf(() => save.parse({ ...key, planning: { selectedSocialNetwork: [3] } })).field).toBe(
      'selectedSocialNetwork',
    );
    expect(refusalOf(() => save.parse({ ...key, planning: { pinNewFormat: 'no' } })).field).toBe('pinNewFormat');
    expect(refusalOf(() => save.parse({ ...key, planning: { pinLink: 'x'.repeat(2049) } })).field).toBe('pinLink');
  });
});

describe('the calendar commands', () => {
  const { date, spread } = PLANNING_COMMANDS;

  it('planning/date reads the key and a publication date, and refuses none or a blank one', async () => {
    const at = new Date('2026-03-20T15:00:00.000Z');
    expect(date.parse({ ...key, publicationDate: at, caption: 'no se lee' })).toEqual({ ...key, publicationDate: at });
    for (const publicationDate of [undefined, null, '  ']) {
      expect(refusalOf(() => date.parse({ ...key, publicationDate })).field).toBe('publicationDate');
    }
    expect(refusalOf(() => date.parse({ brandId: 'b-1', publicationDate: at })).field).toBe('requirementId');
    const publication = recorder<Parameters<typeof date.run>[0]>();
    expect(await date.run(publication, actor, { ...key, publicationDate: at })).toEqual({
      method: 'date',
      args: [actor, { ...key, publicationDate: at }],
    });
  });

  it('planning/spread reads the brand id alone', async () => {
    expect(spread.parse({ brandId: 'b-1', requirementId: 'x' })).toEqual({ brandId: 'b-1' });
    expect(refusalOf(() => spread.parse({ brandId: '../b' })).field).toBe('brandId');
    const publication = recorder<Parameters<typeof spread.run>[0]>();
    expect(await spread.run(publication, actor, { brandId: 'b-1' })).toEqual({
      method: 'spread',
      args: [actor, 'b-1'],
    });
  });
});
