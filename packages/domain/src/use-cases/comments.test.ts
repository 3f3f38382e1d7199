import { describe, expect, it } from 'vitest';
import { createTwins, useCasesOver, aBlueprint, aBrand, aNewRequirement, aUser } from '../testing/index.js';
import { actorWith, failureOf } from './use-cases.test-kit.js';

const NOW = '2026-01-15T15:00:00.000Z';

/** A brand with Ana (owner), Luis (allowed) and Marta (not allowed), one requirement and a guide. */
const world = async () => {
  const twins = createTwins(new Date(NOW), {
    users: [
      aUser({ uid: 'uid-ana', email: 'ana@estudio.test', firstName: 'Ana', lastName: 'Pérez' }),
      aUser({ uid: 'uid-luis', email: 'Luis@estudio.test', firstName: 'Luis', lastName: '' }),
      aUser({ uid: 'uid-marta', email: 'marta@estudio.test', firstName: 'Marta', lastName: 'Ruiz' }),
      aUser({ uid: 'uid-off', email: 'off@estudio.test', firstName: 'Off', lastName: '', status: 'disabled' }),
    ],
  });
  const brand = await twins.brands.create(
    aBrand({ owner: 'uid-ana', allowedUsers: ['luis@estudio.test', 'off@estudio.test'] }),
    'b1',
  );
  const other = await twins.brands.create(aBrand({ owner: 'uid-marta', allowedUsers: [] }), 'b2');
  const [requirement] = await twins.requirements.createMany('b1', [aNewRequirement('b1', 1)]);
  await twins.blueprints.save(aBlueprint('b1'));
  const useCases = useCasesOver(twins);
  return {
    twins,
    brand,
    other,
    requirement: requirement!,
    comments: useCases.comments,
    views: useCases.commentViews,
    counts: useCases.commentCounts,
  };
};

const luis = actorWith(
  ['VIEW_REQUIREMENTS', 'VIEW_BLUEPRINT', 'ADMIN_BRANDS_ASSIGNED'],
  'uid-luis',
  'luis@estudio.test',
);
const ana = actorWith(['VIEW_REQUIREMENTS', 'VIEW_BLUEPRINT', 'ADMIN_BRANDS_OWNER'], 'uid-ana', 'ana@estudio.test');

describe('CommentUseCases (comments/add, comments/read, on the server)', () => {
  it('stores the comment with its author, the clock’s time, the stamp and the mentions of the brand’s users', async () => {
    const { twins, comments, requirement } = await world();
    const stored = await comments.add(
      luis,
      'b1',
      { kind: 'requirement', id: requirement.id },
      '  @Ana Pérez revisa el copy; @marta@estudio.test y @off@estudio.test no son de la marca ',
    );
    expect(stored).toEqual({
      id: 'comment-1',
      brandId: 'b1',
      target: { kind: 'requirement', id: requirement.id },
      author: { uid: 'uid-luis', email: 'Luis@estudio.test', name: 'Luis' },
      text: '@Ana Pérez revisa el copy; @marta@estudio.test y @off@estudio.test no son de la marca',
      mentions: [{ uid: 'uid-ana', email: 'ana@estudio.test', name: 'Ana Pérez' }],
      createdAt: new Date(NOW),
      changedBy: { uid: 'uid-luis', email: 'luis@estudio.test', at: new Date(NOW) },
    });
    expect(twins.comments.all()).toEqual([stored]);
  });

  it('comments a block of the guide with VIEW_BLUEPRINT alone', async () => {
    const { comments } = await world();
    const reader = actorWith(['VIEW_BLUEPRINT', 'ADMIN_BRANDS_ASSIGNED'], 'uid-luis', 'luis@estudio.test');
    const stored = await comments.add(reader, 'b1', { kind: 'blueprint', id: 'tercer_bloque' }, 'Ajustar el tono');
    expect(stored.target).toEqual({ kind: 'blueprint', id: 'tercer_bloque' });
  });

  it.each([
    [
      'without the key that reads the target',
      actorWith(['VIEW_BLUEPRINT', 'ADMIN_BRANDS_ASSIGNED'], 'uid-luis', 'luis@estudio.test'),
      'b1',
      'forbidden',
    ],
    ['on a brand the caller does not see', luis, 'b2', 'forbidden'],
    ['on a brand that does not exist', luis, 'b9', 'not-found'],
  ] as const)('refuses %s and stores nothing', async (_, actor, brandId, kind) => {
    const { twins, comments, requirement } = await world();
    const error = await failureOf(comments.add(actor, brandId, { kind: 'requirement', id: requirement.id }, 'Hola'));
    expect(error.kind).toBe(kind);
    expect(twins.comments.all()).toEqual([]);
  });

  it.each([
    ['an empty text', { kind: 'requirement', id: 'REQ' }, '   ', 'Escribe el comentario antes de publicarlo.'],
    [
      'a text over the cap',
      { kind: 'requirement', id: 'REQ' },
      'x'.repeat(2001),
      'El comentario admite como máximo 2000 caracteres.',
    ],
    [
      'a control character',
      { kind: 'requirement', id: 'REQ' },
      'hola\u0000',
      'El comentario contiene caracteres no permitidos.',
    ],
    [
      'an unknown kind of target',
      { kind: 'brand', id: 'b1' },
      'Hola',
      'Solo se comenta un requerimiento o un bloque de la guía de comunicación.',
    ],
    [
      'a block the guide does not have',
      { kind: 'blueprint', id: 'octavo_bloque' },
      'Hola',
      'Solo se comenta un requerimiento o un bloque de la guía de comunicación.',
    ],
  ])('refuses %s with a Spanish reason and stores nothing', async (_, target, text, message) => {
    const { twins, comments, requirement } = await world();
    const named = target.id === 'REQ' ? { ...target, id: requirement.id } : target;
    const error = await failureOf(comments.add(luis, 'b1', named, text));
    expect(error.kind).toBe('validation');
    expect(error.message).toBe(message);
    expect(twins.comments.all()).toEqual([]);
  });

  it("refuses a requirement that is not the brand's, and a guide that does not exist", async () => {
    const { twins, comments } = await world();
    const [elsewhere] = await twins.requirements.createMany('b2', [aNewRequirement('b2', 1)]);
    const error = await failureOf(comments.add(luis, 'b1', { kind: 'requirement', id: elsewhere!.id }, 'Hola'));
    expect(error.kind).toBe('not-found');
    const noGuide = await failureOf(
      comments.add(
        actorWith(['VIEW_BLUEPRINT', 'ADMIN_BRANDS_ALL']),
        'b2',
        { kind: 'blueprint', id: 'primer_bloque' },
        'Hola',
      ),
    );
    expect(noGuide.message).toBe('No se encontró lo que se comenta: el requerimiento o la guía ya no existe.');
    expect(twins.comments.all()).toEqual([]);
  });

  it('a failed write answers the Spanish failure', async () => {
    const { twins, comments, requirement } = await world();
    twins.comments.failNext('add');
    const error = await failureOf(comments.add(luis, 'b1', { kind: 'requirement', id: requirement.id }, 'Hola'));
    expect(error.message).toBe('No se pudo publicar el comentario.');
  });
});

describe('CommentViews, CommentCounts and the read marks', () => {
  it('reads a thread oldest first with the brand’s people, and counts what is new for each reader', async () => {
    const { twins, comments, views, counts, requirement } = await world();
    const target = { kind: 'requirement', id: requirement.id } as const;
    await comments.add(luis, 'b1', target, 'Primero');
    twins.clock.advance(60_000);
    await comments.add(ana, 'b1', target, 'Segundo, @luis');
    await comments.add(ana, 'b1', { kind: 'blueprint', id: 'primer_bloque' }, 'Del bloque');

    const thread = await views.thread(ana, 'b1', target);
    expect(thread.comments.map((comment) => comment.text)).toEqual(['Primero', 'Segundo, @luis']);
    expect(thread.comments[1]?.mentions.map((person) => person.uid)).toEqual(['uid-luis']);
    expect(thread.people.map((person) => person.email)).toEqual(['ana@estudio.test', 'Luis@estudio.test']);
    expect(thread.newIds).toEqual(['comment-1']);
    expect((await views.thread(luis, 'b1', target)).newIds).toEqual(['comment-2']);

    expect(Object.fromEntries(await counts.newCounts(luis, ['b1'], 'requirement'))).toEqual({
      [`b1/requirement:${requirement.id}`]: 1,
    });
    expect(Object.fromEntries(await counts.newCounts(luis, ['b1'], 'blueprint'))).toEqual({
      'b1/blueprint:primer_bloque': 1,
    });
    expect(Object.fromEntries(await counts.newCounts(ana, ['b1'], 'requirement'))).toEqual({
      [`b1/requirement:${requirement.id}`]: 1,
    });

    twins.clock.advance(60_000);
    expect(await comments.markRead(luis, 'b1', target)).toEqual({
      threadKey: `requirement:${requirement.id}`,
      at: new Date(Date.parse(NOW) + 120_000),
    });
    expect(Object.fromEntries(await counts.newCounts(luis, ['b1'], 'requirement'))).toEqual({});
    expect((await views.thread(luis, 'b1', target)).newIds).toEqual([]);
    // Marking one thread read leaves the others, and the other readers, as they were.
    expect((await counts.newCounts(luis, ['b1'], 'blueprint')).size).toBe(1);
    expect((await counts.newCounts(ana, ['b1'], 'requirement')).size).toBe(1);
  });

  it('refuses reading a thread without the key or on an unseen brand, and counts nothing without the key', async () => {
    const { views, counts, requirement } = await world();
    const target = { kind: 'requirement', id: requirement.id } as const;
    expect((await failureOf(views.thread(actorWith(['VIEW_BLUEPRINT', 'ADMIN_BRANDS_ALL']), 'b1', target))).kind).toBe(
      'forbidden',
    );
    expect((await failureOf(views.thread(luis, 'b2', target))).kind).toBe('forbidden');
    expect((await counts.newCounts(actorWith(['VIEW_BLUEPRINT']), ['b1'], 'requirement')).size).toBe(0);
  });

  it('marking read is refused like adding, and writes no mark', async () => {
    const { twins, comments, counts, requirement } = await world();
    const target = { kind: 'requirement', id: requirement.id } as const;
    await comments.add(ana, 'b1', target, 'Hola');
    expect((await failureOf(comments.markRead(luis, 'b2', target))).kind).toBe('forbidden');
    expect((await failureOf(comments.markRead(luis, 'b1', { kind: 'requirement', id: 'nope' }))).kind).toBe(
      'not-found',
    );
    expect((await counts.newCounts(luis, ['b1'], 'requirement')).size).toBe(1);
    expect(twins.comments.all()).toHaveLength(1);
  });
});
