import type { Comment, CommentPerson, CommentTarget } from '@estudio/domain/content';
import { displayName } from '@estudio/domain/accounts';
import { demoPerson, type DemoUserKey } from './demo-users.js';

/*
 * A short conversation on a carousel of Café Cumbre Andina and a note on its guide's first
 * block, so that the comments show on `npm start` (docs/product.md, "Comments" and "Demo
 * data"): the strategist asks the content manager for a change with a mention, the designer
 * answers. Each has a fixed id (the seed is idempotent).
 */

const BRAND = 'demo-cafe-cumbre-andina';
const HOUR = 3_600_000;

const person = (key: DemoUserKey): CommentPerson => {
  const { uid, email, firstName, lastName } = demoPerson(key);
  return { uid, email, name: displayName({ email, firstName, lastName }) };
};

interface DemoComment {
  readonly id: string;
  readonly target: CommentTarget;
  readonly author: DemoUserKey;
  readonly text: (people: Readonly<Record<DemoUserKey, CommentPerson>>) => string;
  readonly mentions: readonly DemoUserKey[];
  readonly hoursBefore: number;
}

const DEMO_COMMENTS: readonly DemoComment[] = [
  {
    id: 'demo-comment-1',
    target: { kind: 'requirement', id: 'demo-req-016' },
    author: 'estratega',
    text: ({ contenido }) =>
      `@${contenido.name} ¿podemos cerrar el carrusel con una pregunta? Así invitamos a comentar.`,
    mentions: ['contenido'],
    hoursBefore: 30,
  },
  {
    id: 'demo-comment-2',
    target: { kind: 'requirement', id: 'demo-req-016' },
    author: 'disenador',
    text: ({ estratega }) => `@${estratega.name} listo: la última tarjeta cambia a la pregunta y al logo.`,
    mentions: ['estratega'],
    hoursBefore: 28,
  },
  {
    id: 'demo-comment-3',
    target: { kind: 'blueprint', id: 'primer_bloque' },
    author: 'estratega',
    text: () => 'Revisemos la edad del público con los datos del último trimestre.',
    mentions: [],
    hoursBefore: 50,
  },
];

/** The demo's comments, dated back from `day`. */
export const demoComments = (day: Date): Comment[] => {
  const people = Object.fromEntries(
    (['admin', 'estratega', 'disenador', 'contenido', 'marcas', 'inactivo'] as const).map((key) => [key, person(key)]),
  ) as Record<DemoUserKey, CommentPerson>;
  return DEMO_COMMENTS.map(({ id, target, author, text, mentions, hoursBefore }) => {
    const at = new Date(day.getTime() - hoursBefore * HOUR);
    const writer = people[author];
    return {
      id,
      brandId: BRAND,
      target,
      author: writer,
      text: text(people),
      mentions: mentions.map((key) => people[key]),
      createdAt: at,
      changedBy: { uid: writer.uid, email: writer.email, at },
    };
  });
};
