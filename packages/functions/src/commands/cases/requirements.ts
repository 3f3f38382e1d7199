import { Messages, TEXT_LIMITS } from '@estudio/domain/shared';
import { expect } from 'vitest';
import {
  CAFE,
  refusalsOfKey,
  requirementPath,
  req,
  SONRISA,
  storedRequirementIs,
  text,
  type ConcernCases,
} from './command-case.js';
import { REQUIREMENT_REVIEW_CASES } from './review.js';

/*
 * The requirements function's commands (docs/product.md, "Assignee"), as the emulator
 * suites run them: test code only (see command-case.ts).
 */

const m = Messages.endpoints;
const failed = Messages.requirements.updateAssignee;
const assign = { brandId: CAFE, requirementId: req(26), email: 'contenido@estudio.test' };
const keyRefusals = refusalsOfKey(assign, failed);

export const REQUIREMENT_CASES = {
  assign: {
    key: 'ASSIGN_REQUIREMENTS',
    role: 'Estratega',
    withoutKey: 'Diseñador',
    body: assign,
    hidden: { role: 'Estratega', body: { ...assign, brandId: SONRISA, requirementId: req(4) } },
    // The select's own message, as for a brand that does not exist.
    foreign: { kind: 'carrusel', status: 404, error: failed },
    badBodies: [
      ...keyRefusals.badBodies,
      { title: 'email numérico', body: { ...assign, email: 7 }, status: 400, error: m.fieldNotText('email') },
      // The Estratega's role does not attend requirements: not assignable.
      {
        title: 'un usuario que no es asignable',
        body: { ...assign, email: 'estratega@estudio.test' },
        status: 400,
        error: failed,
      },
      {
        title: 'un correo que no es de ningún usuario',
        body: { ...assign, email: 'nadie@evil.example' },
        status: 400,
        error: failed,
      },
      {
        title: 'un correo deshabilitado',
        body: { ...assign, email: 'inactivo@estudio.test' },
        status: 400,
        error: failed,
      },
    ],
    caps: [
      ...keyRefusals.caps,
      {
        title: 'email de 5.001 caracteres',
        body: { ...assign, email: text(TEXT_LIMITS.text + 1) },
        status: 400,
        error: m.fieldTooLong('email', TEXT_LIMITS.text),
      },
      {
        title: 'email de 255 caracteres',
        body: { ...assign, email: `${text(243)}@estudio.test` },
        status: 400,
        error: failed,
      },
    ],
    verify: async (stack, answer, person) => {
      const stored = await storedRequirementIs(stack, answer, person);
      expect(stored.assignedTo).toBe(assign.email);
      return [{ path: requirementPath(CAFE, req(26)), operation: 'update', fields: ['assignedTo'] }];
    },
  },
  ...REQUIREMENT_REVIEW_CASES,
} satisfies ConcernCases<'requirements'>;
