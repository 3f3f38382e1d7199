import { commentFromDocument } from '@estudio/adapters/node';
import { COMMENT_MAX_LENGTH, type Comment } from '@estudio/domain/content';
import { Messages, TEXT_LIMITS } from '@estudio/domain/shared';
import { expect } from 'vitest';
import { refusalsOfBrand, req, SONRISA, text, TEXTILES, type ConcernCases, type Refusal } from './command-case.js';

/*
 * The comments function's commands (docs/product.md, "Comments"), as the emulator suites run
 * them: test code only (see command-case.ts). Textiles Quetzal: owned by the Administrador de
 * marcas (who sees it but reads neither requirements nor the guide), assigned to the Estratega
 * and the Diseñador.
 */

const m = Messages.endpoints;
const c = Messages.comments;
const brandNotFound = Messages.carousel.brandNotFound;

const add = {
  brandId: TEXTILES,
  target: { kind: 'requirement', id: req(3) },
  text: '@disenador@estudio.test ¿cerramos con la foto del telar? @nadie@evil.example',
};
const read = { brandId: TEXTILES, target: { kind: 'blueprint', id: 'segundo_bloque' } };

/** Refusals of a body's target, shared by both commands. */
const targetRefusals = (body: Record<string, unknown>): Refusal[] => [
  { title: 'sin target', body: { ...body, target: undefined }, status: 400, error: m.bodyNotObject },
  {
    title: 'un tipo de destino desconocido',
    body: { ...body, target: { kind: 'brand', id: TEXTILES } },
    status: 400,
    error: c.unknownTarget,
  },
  {
    title: 'un bloque que la guía no tiene',
    body: { ...body, target: { kind: 'blueprint', id: 'octavo_bloque' } },
    status: 400,
    error: c.unknownTarget,
  },
  {
    // demo-req-020 exists under Café Cumbre Andina only (Textiles has 14).
    title: 'un requerimiento de otra marca bajo el id de esta',
    body: { ...body, target: { kind: 'requirement', id: req(20) } },
    status: 404,
    error: c.targetNotFound,
  },
];

const targetCaps = (body: Record<string, unknown>): Refusal[] => [
  {
    title: 'id del destino de 129 caracteres',
    body: { ...body, target: { kind: 'requirement', id: text(129) } },
    status: 400,
    error: m.invalidId('id'),
  },
];

const commentPath = (id: string): string => `brands/${TEXTILES}/comments/${id}`;

export const COMMENT_CASES = {
  add: {
    key: 'VIEW_REQUIREMENTS',
    role: 'Estratega',
    withoutKey: 'Administrador de marcas',
    body: add,
    hidden: { role: 'Estratega', body: { ...add, brandId: SONRISA } },
    badBodies: [
      ...refusalsOfBrand(add, brandNotFound).badBodies,
      ...targetRefusals(add),
      { title: 'texto vacío', body: { ...add, text: '  \n ' }, status: 400, error: c.empty },
      { title: 'texto numérico', body: { ...add, text: 7 }, status: 400, error: m.fieldNotText('text') },
      {
        title: 'texto con caracteres de control',
        body: { ...add, text: 'hola\u0000' },
        status: 400,
        error: m.controlCharacters('text'),
      },
      {
        title: 'texto con un carácter de dirección',
        body: { ...add, text: 'hola \u202e aloh' },
        status: 400,
        error: m.controlCharacters('text'),
      },
    ],
    caps: [
      ...refusalsOfBrand(add, brandNotFound).caps,
      ...targetCaps(add),
      {
        title: `texto de ${COMMENT_MAX_LENGTH + 1} caracteres`,
        body: { ...add, text: text(COMMENT_MAX_LENGTH + 1) },
        status: 400,
        error: c.tooLong(COMMENT_MAX_LENGTH),
      },
      {
        title: 'texto de 5.001 caracteres',
        body: { ...add, text: text(TEXT_LIMITS.text + 1) },
        status: 400,
        error: m.fieldTooLong('text', TEXT_LIMITS.text),
      },
    ],
    verify: async (stack, answer, person) => {
      const answered = answer as Comment;
      const snapshot = await stack.db.doc(commentPath(answered.id)).get();
      const stored = commentFromDocument(snapshot.id, snapshot.data() ?? {});
      expect(stored).toEqual(answered);
      expect(stored).toMatchObject({
        brandId: TEXTILES,
        target: { kind: 'requirement', id: req(3) },
        author: { uid: person.uid, email: person.email },
        text: add.text,
        changedBy: { uid: person.uid, email: person.email },
      });
      // The Diseñador is assigned to the brand; nadie@evil.example is nobody's: plain text.
      expect(stored.mentions.map((mention) => mention.email)).toEqual(['disenador@estudio.test']);
      return [{ path: commentPath(answered.id), operation: 'create', fields: ['text', 'targetId', 'mentions'] }];
    },
  },
  read: {
    key: 'VIEW_BLUEPRINT',
    role: 'Diseñador',
    withoutKey: 'Administrador de marcas',
    body: read,
    hidden: { role: 'Estratega', body: { ...read, brandId: SONRISA } },
    badBodies: [...refusalsOfBrand(read, brandNotFound).badBodies, ...targetRefusals(read)],
    caps: [...refusalsOfBrand(read, brandNotFound).caps, ...targetCaps(read)],
    verify: async (stack, answer, person) => {
      const path = `brands/${TEXTILES}/commentReads/${person.uid}`;
      const data = (await stack.db.doc(path).get()).data() ?? {};
      const marks = data['marks'] as Record<string, { toDate(): Date }>;
      const { threadKey, at } = answer as { threadKey: string; at: Date };
      expect(threadKey).toBe('blueprint:segundo_bloque');
      expect(marks[threadKey]?.toDate()).toEqual(at);
      expect(data['changedBy']).toMatchObject({ uid: person.uid, email: person.email });
      return [{ path, operation: 'create', fields: ['marks'] }];
    },
  },
} satisfies ConcernCases<'comments'>;
