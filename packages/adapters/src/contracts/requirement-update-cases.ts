import { beforeEach, describe, expect, it } from 'vitest';
import { type Requirement, type RequirementRepository } from '@estudio/domain/requirements';
import { aNewRequirement, present } from './fixtures.js';
import { BRAND, OTHER_BRAND } from './requirement-contract-fixtures.js';

/**
 * The RequirementRepository contract's lookups and updates: by number, update of the fields
 * given, and updateFrom's patch made from the stored requirement in one transaction.
 * Registered in the describe of describeRequirementRepositoryContract, on the repository
 * its subject holds for each case.
 */
export const requirementUpdateCases = (current: () => RequirementRepository): void => {
  let repo: RequirementRepository;

  beforeEach(() => {
    repo = current();
  });

  it('finds a requirement by its number within its brand', async () => {
    const [, second] = await repo.createMany(BRAND, [aNewRequirement(BRAND, 1), aNewRequirement(BRAND, 2)]);
    expect(await repo.findByNumber(BRAND, 2)).toEqual(second);
    expect(await repo.findByNumber(BRAND, 3)).toBeNull();
    expect(await repo.findByNumber(OTHER_BRAND, 2)).toBeNull();
  });

  it('updates only the fields given', async () => {
    const [created] = await repo.createMany(BRAND, [aNewRequirement(BRAND, 1, { caption: 'Antes' })]);
    const at = new Date('2026-01-20T12:00:00.000Z');
    await repo.update(BRAND, present(created).id, { status: 'En diseño', inDesignAt: at, updatedAt: at });
    expect(await repo.get(BRAND, present(created).id)).toEqual({
      ...created,
      status: 'En diseño',
      inDesignAt: at,
      updatedAt: at,
    });
  });

  it("stores a carousel's proposed and replaced guides and reads them back; null clears them", async () => {
    const [created] = await repo.createMany(BRAND, [aNewRequirement(BRAND, 1)]);
    const id = present(created).id;
    expect(created).toMatchObject({ guidesProposal: null, guidesReplaced: null });
    const proposal = {
      instructions: ['Portada', 'Consejos', 'Cierre'],
      suggestedWords: ['uno', '', 'tres'],
      at: new Date('2026-03-10T15:30:00.000Z'),
    };
    const replaced = { instructions: ['Vieja'], suggestedWords: ['v'], at: new Date('2026-03-10T15:31:00.000Z') };
    await repo.update(BRAND, id, { guidesProposal: proposal });
    expect(await repo.get(BRAND, id)).toEqual({ ...created, guidesProposal: proposal });
    const written = await repo.updateFrom(BRAND, id, (stored) => ({
      instructions: stored.guidesProposal?.instructions ?? [],
      guidesProposal: null,
      guidesReplaced: replaced,
    }));
    const expected = {
      ...created,
      instructions: proposal.instructions,
      guidesProposal: null,
      guidesReplaced: replaced,
    };
    expect(written).toEqual(expected);
    expect(await repo.get(BRAND, id)).toEqual(expected);
  });

  it("stores a carousel's replaced images by card and reads them back; a write without a card's entry drops it", async () => {
    const [created] = await repo.createMany(BRAND, [aNewRequirement(BRAND, 1)]);
    const id = present(created).id;
    expect(created).toMatchObject({ imagesReplaced: {} });
    const first = { previous: 'https://img.example/1.png', accepted: 'https://img.example/ia-1.png' };
    const third = { previous: '', accepted: 'https://img.example/ia-3.png' };
    await repo.update(BRAND, id, { imagesAIUrl: [first.accepted], imagesReplaced: { '0': first, '2': third } });
    expect(await repo.get(BRAND, id)).toEqual({
      ...created,
      imagesAIUrl: [first.accepted],
      imagesReplaced: { '0': first, '2': third },
    });
    const written = await repo.updateFrom(BRAND, id, (stored) => ({
      imagesAIUrl: [stored.imagesReplaced['0']?.previous ?? ''],
      imagesReplaced: { '2': third },
    }));
    const expected = { ...created, imagesAIUrl: [first.previous], imagesReplaced: { '2': third } };
    expect(written).toEqual(expected);
    expect(await repo.get(BRAND, id)).toEqual(expected);
  });

  it("stores what a blog's accepted AI image replaced and reads it back; null clears it", async () => {
    const [created] = await repo.createMany(BRAND, [aNewRequirement(BRAND, 1)]);
    const id = present(created).id;
    expect(created).toMatchObject({ imageReplaced: null });
    const accepted = 'https://img.test/ia.png';
    const kept = { previous: '', accepted };
    const written = await repo.updateFrom(BRAND, id, (stored) => ({
      imageAIUrl: accepted,
      imageReplaced: { previous: stored.imageAIUrl, accepted },
    }));
    expect(written).toEqual({ ...created, imageAIUrl: accepted, imageReplaced: kept });
    expect(await repo.get(BRAND, id)).toEqual(written);
    await repo.update(BRAND, id, { imageAIUrl: '', imageReplaced: null });
    expect(await repo.get(BRAND, id)).toEqual(created);
  });

  it('refuses to update a requirement that does not exist, creating nothing', async () => {
    await expect(repo.update(BRAND, 'req-nobody', { caption: 'X' })).rejects.toThrow();
    expect(await repo.count(BRAND)).toBe(0);
  });

  describe('updateFrom: a patch made from the requirement as stored, in one transaction', () => {
    const ARTICLE = [
      { sectionTitle: 'Uno', text: 'Primero.' },
      { sectionTitle: 'Dos', text: 'Segundo.' },
      { sectionTitle: 'Tres', text: 'Tercero.' },
    ];
    const withArticle = async (): Promise<Requirement> => {
      const [created] = await repo.createMany(BRAND, [aNewRequirement(BRAND, 1, { caption: 'Antes' })]);
      const id = present(created).id;
      await repo.update(BRAND, id, { article: ARTICLE });
      return present(await repo.get(BRAND, id));
    };
    const section = (index: number, text: string) => (stored: Requirement) => ({
      article: stored.article.map((current, at) => (at === index ? { ...current, text } : current)),
      updatedAt: new Date('2026-01-21T09:00:00.000Z'),
    });

    it('hands change the stored requirement, writes its patch alone and answers the requirement as written', async () => {
      const before = await withArticle();
      let seen: Requirement | null = null;
      const written = await repo.updateFrom(BRAND, before.id, (stored) => {
        seen = stored;
        return section(1, 'Cambiado.')(stored);
      });
      expect(seen).toEqual(before);
      const expected = {
        ...before,
        article: [ARTICLE[0], { sectionTitle: 'Dos', text: 'Cambiado.' }, ARTICLE[2]],
        updatedAt: new Date('2026-01-21T09:00:00.000Z'),
      };
      expect(written).toEqual(expected);
      expect(await repo.get(BRAND, before.id)).toEqual(expected);
    });

    it('keeps both changes when two writers change different sections at the same moment', async () => {
      const before = await withArticle();
      await Promise.all([
        repo.updateFrom(BRAND, before.id, section(0, 'De Ana.')),
        repo.updateFrom(BRAND, before.id, section(2, 'De Leo.')),
      ]);
      expect((await repo.get(BRAND, before.id))?.article).toEqual([
        { sectionTitle: 'Uno', text: 'De Ana.' },
        ARTICLE[1],
        { sectionTitle: 'Tres', text: 'De Leo.' },
      ]);
    });

    it('writes nothing when change throws, and rejects with its error', async () => {
      const before = await withArticle();
      const refusal = new Error('no');
      await expect(
        repo.updateFrom(BRAND, before.id, () => {
          throw refusal;
        }),
      ).rejects.toBe(refusal);
      expect(await repo.get(BRAND, before.id)).toEqual(before);
    });

    it('refuses a requirement that does not exist, creating nothing', async () => {
      await expect(repo.updateFrom(BRAND, 'req-nobody', () => ({ caption: 'X' }))).rejects.toThrow();
      expect(await repo.count(BRAND)).toBe(0);
    });
  });

  describe('updateManyFrom: patches of several requirements made from them as stored, in one transaction', () => {
    const at = new Date('2026-01-22T09:00:00.000Z');
    const three = async (): Promise<Requirement[]> =>
      repo.createMany(BRAND, [aNewRequirement(BRAND, 1), aNewRequirement(BRAND, 2), aNewRequirement(BRAND, 3)]);

    it('hands change the stored requirements in order, writes each patch (none for null) and answers those written', async () => {
      const [first, second, third] = (await three()).map((requirement) => present(requirement));
      const ids = [present(third).id, present(first).id, present(second).id];
      let seen: readonly Requirement[] = [];
      const written = await repo.updateManyFrom(BRAND, ids, (stored) => {
        seen = stored;
        return stored.map((requirement) =>
          requirement.number === 2 ? null : { caption: `Pieza ${requirement.number}`, updatedAt: at },
        );
      });
      expect(seen).toEqual([third, first, second]);
      expect(written).toEqual([
        { ...third, caption: 'Pieza 3', updatedAt: at },
        { ...first, caption: 'Pieza 1', updatedAt: at },
      ]);
      expect(await repo.get(BRAND, present(first).id)).toEqual({ ...first, caption: 'Pieza 1', updatedAt: at });
      expect(await repo.get(BRAND, present(second).id)).toEqual(second);
    });

    it('writes nothing when one does not exist or change throws', async () => {
      const created = await three();
      const ids = created.map((requirement) => requirement.id);
      const patchAll = (stored: readonly Requirement[]) => stored.map(() => ({ caption: 'X' }));
      await expect(repo.updateManyFrom(BRAND, [...ids, 'req-nobody'], patchAll)).rejects.toThrow();
      const refusal = new Error('no');
      await expect(
        repo.updateManyFrom(BRAND, ids, () => {
          throw refusal;
        }),
      ).rejects.toBe(refusal);
      for (const requirement of created) expect(await repo.get(BRAND, requirement.id)).toEqual(requirement);
    });
  });
};
