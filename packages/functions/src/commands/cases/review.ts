import type { Blueprint } from '@estudio/domain/blueprint';
import type { Brand } from '@estudio/domain/brands';
import type { ContentReview, Requirement } from '@estudio/domain/requirements';
import { Messages } from '@estudio/domain/shared';
import { expect } from 'vitest';
import {
  CAFE,
  ESPIGA,
  expectStampedBy,
  refusalsOfBrand,
  refusalsOfKey,
  req,
  requirementPath,
  RUTA_VERDE,
  SONRISA,
  storedRequirementIs,
  text,
  TEXTILES,
  type CaseStack,
  type CommandCase,
  type Person,
} from './command-case.js';

/*
 * The approval's commands (docs/product.md, "Approval"), as the emulator suites run them:
 * 'brand/approval', and the review steps of a requirement (requirements/review-*) and of the
 * guide (blueprint/review-*). Test code only (see command-case.ts). Each step acts on its own
 * piece, made ready by its setup: Café Cumbre Andina, Panadería La Espiga and Ruta Verde with
 * approval on, Textiles Quetzal and Sonrisa Austral without it (Textiles until 'brand/approval'
 * succeeds, after every refusal).
 */

const m = Messages.review;
const endpoints = Messages.endpoints;
const brandNotFound = Messages.carousel.brandNotFound;
const blueprintPath = (brandId: string): string => `brands/${brandId}/blueprints/${brandId}`;

/** The pieces: one requirement (or guide) per step, so that no step's success depends on another's. */
const SUBMIT = req(20);
const APPROVE = req(21);
const REQUEST = req(22);

/** A review record in review, as 'review-submit' leaves one (its version is not the piece's: approving hashes the stored piece). */
const inReview = (): ContentReview => ({
  state: 'en-revision',
  version: 'version-enviada',
  parts: {},
  comment: '',
  history: [
    {
      action: 'submit',
      uid: 'demo-contenido',
      email: 'contenido@estudio.test',
      at: new Date(),
      version: 'version-enviada',
      comment: '',
    },
  ],
});

const approvalOn = async (stack: CaseStack, ...brands: string[]): Promise<void> => {
  for (const brandId of brands) await stack.db.doc(`brands/${brandId}`).update({ requiresApproval: true });
};

/** The last step of the stored review is the person's `action`, and the state is `state`. */
const expectStep = (review: ContentReview | null | undefined, state: string, action: string, person: Person): void => {
  expect(review?.state).toBe(state);
  expect(review?.history.at(-1)).toMatchObject({ action, uid: person.uid, email: person.email });
};

const requirementStep = async (
  stack: CaseStack,
  answer: unknown,
  person: Person,
  id: string,
  expected: { readonly state: string; readonly action: string },
) => {
  const stored: Requirement = await storedRequirementIs(stack, answer, person);
  expectStep(stored.review, expected.state, expected.action, person);
  return [{ path: requirementPath(CAFE, id), operation: 'update', fields: ['review'] }] as const;
};

const blueprintStep = async (
  stack: CaseStack,
  answer: unknown,
  person: Person,
  brandId: string,
  expected: { readonly state: string; readonly action: string },
) => {
  const answered = answer as Blueprint;
  const stored = await stack.blueprint(brandId);
  expect(stored).toEqual({ ...answered, updatedAt: stored?.updatedAt });
  expectStampedBy(stored ?? {}, person);
  expectStep(stored?.review, expected.state, expected.action, person);
  return [{ path: blueprintPath(brandId), operation: 'update', fields: ['review'] }] as const;
};

// ----------------------------------------------------------------------------- requirements

const submit = { brandId: CAFE, requirementId: SUBMIT };
const approve = { brandId: CAFE, requirementId: APPROVE };
const request = { brandId: CAFE, requirementId: REQUEST, comment: 'El titular debe nombrar la finca.' };
const foreign = { kind: 'carrusel', status: 404, error: Messages.carousel.requirementNotFound } as const;
/** The reviewer is assigned to Café and La Espiga only: Textiles is a brand they do not see. */
const unseen = { brandId: TEXTILES, requirementId: req(1) };

export const REQUIREMENT_REVIEW_CASES = {
  'review-submit': {
    key: 'REQUIREMENTS_EDIT',
    role: 'Gestor de contenido',
    // The client reviewer sees the brand and edits nothing: not even the review's first step.
    withoutKey: 'Cliente revisor',
    body: submit,
    hidden: { role: 'Gestor de contenido', body: unseen },
    foreign,
    badBodies: [
      ...refusalsOfKey(submit, brandNotFound).badBodies,
      {
        title: 'una marca sin «Requiere aprobación»',
        body: { brandId: SONRISA, requirementId: req(4) },
        status: 400,
        error: m.approvalOff,
      },
      { title: 'un requerimiento ya en revisión', body: approve, status: 409, error: m.alreadyInReview },
    ],
    caps: refusalsOfKey(submit, brandNotFound).caps,
    setup: async (stack) => {
      await approvalOn(stack, CAFE, ESPIGA, RUTA_VERDE);
      for (const id of [APPROVE, REQUEST]) {
        await stack.db.doc(requirementPath(CAFE, id)).update({ review: inReview() });
      }
    },
    verify: (stack, answer, person) =>
      requirementStep(stack, answer, person, SUBMIT, { state: 'en-revision', action: 'submit' }),
  },
  'review-approve': {
    key: 'APPROVE_CONTENT',
    role: 'Cliente revisor',
    withoutKey: 'Gestor de contenido',
    body: approve,
    hidden: { role: 'Cliente revisor', body: unseen },
    foreign,
    badBodies: [
      ...refusalsOfKey(approve, brandNotFound).badBodies,
      { title: 'un requerimiento que no está en revisión', body: submit, status: 409, error: m.notInReview },
    ],
    caps: refusalsOfKey(approve, brandNotFound).caps,
    verify: (stack, answer, person) =>
      requirementStep(stack, answer, person, APPROVE, { state: 'aprobado', action: 'approve' }),
  },
  'review-request-changes': {
    key: 'APPROVE_CONTENT',
    role: 'Cliente revisor',
    withoutKey: 'Estratega',
    body: request,
    hidden: { role: 'Cliente revisor', body: { ...unseen, comment: 'x' } },
    foreign,
    badBodies: [
      ...refusalsOfKey(request, brandNotFound).badBodies,
      { title: 'sin comentario', body: { ...request, comment: '  ' }, status: 400, error: m.commentRequired },
      {
        title: 'comentario numérico',
        body: { ...request, comment: 7 },
        status: 400,
        error: endpoints.fieldNotText('comment'),
      },
      {
        title: 'un requerimiento que no está en revisión',
        body: { ...submit, comment: 'x' },
        status: 409,
        error: m.notInReview,
      },
    ],
    caps: [
      ...refusalsOfKey(request, brandNotFound).caps,
      {
        title: 'comentario de 2.001 caracteres',
        body: { ...request, comment: text(2001) },
        status: 400,
        error: m.commentTooLong(2000),
      },
      {
        title: 'comentario de 4.001 caracteres',
        body: { ...request, comment: text(4001) },
        status: 400,
        error: endpoints.fieldTooLong('comment', 4000),
      },
    ],
    verify: async (stack, answer, person) => {
      const writes = await requirementStep(stack, answer, person, REQUEST, {
        state: 'cambios-solicitados',
        action: 'request-changes',
      });
      // The comment is on the review record itself: who, when, text.
      expect((await stack.requirement(CAFE, REQUEST)).review?.comment).toBe(request.comment);
      return writes;
    },
  },
} satisfies Readonly<Record<string, CommandCase>>;

// ----------------------------------------------------------------------------- the guide

/** Ruta Verde's guide is generated by 'blueprint/generate' before this step's success. */
const guideSubmit = { brandId: RUTA_VERDE };
const guideApprove = { brandId: CAFE };
const guideRequest = { brandId: ESPIGA, comment: 'Falta el tono para fechas especiales.' };

export const BLUEPRINT_REVIEW_CASES = {
  'review-submit': {
    key: 'EDIT_BLUEPRINT',
    role: 'Estratega',
    withoutKey: 'Administrador de marcas',
    body: guideSubmit,
    hidden: { role: 'Estratega', body: { brandId: SONRISA } },
    badBodies: [
      ...refusalsOfBrand(guideSubmit, brandNotFound).badBodies,
      { title: 'una marca sin «Requiere aprobación»', body: { brandId: TEXTILES }, status: 400, error: m.approvalOff },
      { title: 'una guía ya en revisión', body: guideApprove, status: 409, error: m.alreadyInReview },
    ],
    caps: refusalsOfBrand(guideSubmit, brandNotFound).caps,
    setup: async (stack) => {
      await approvalOn(stack, CAFE, ESPIGA, RUTA_VERDE);
      for (const brandId of [CAFE, ESPIGA]) await stack.db.doc(blueprintPath(brandId)).update({ review: inReview() });
    },
    verify: (stack, answer, person) =>
      blueprintStep(stack, answer, person, RUTA_VERDE, { state: 'en-revision', action: 'submit' }),
  },
  'review-approve': {
    key: 'APPROVE_CONTENT',
    role: 'Cliente revisor',
    withoutKey: 'Diseñador',
    body: guideApprove,
    hidden: { role: 'Cliente revisor', body: { brandId: TEXTILES } },
    badBodies: refusalsOfBrand(guideApprove, brandNotFound).badBodies,
    caps: refusalsOfBrand(guideApprove, brandNotFound).caps,
    verify: (stack, answer, person) =>
      blueprintStep(stack, answer, person, CAFE, { state: 'aprobado', action: 'approve' }),
  },
  'review-request-changes': {
    key: 'APPROVE_CONTENT',
    role: 'Cliente revisor',
    withoutKey: 'Gestor de contenido',
    body: guideRequest,
    hidden: { role: 'Cliente revisor', body: { brandId: TEXTILES, comment: 'x' } },
    badBodies: [
      ...refusalsOfBrand(guideRequest, brandNotFound).badBodies,
      { title: 'sin comentario', body: { ...guideRequest, comment: '' }, status: 400, error: m.commentRequired },
    ],
    caps: refusalsOfBrand(guideRequest, brandNotFound).caps,
    verify: async (stack, answer, person) => {
      const writes = await blueprintStep(stack, answer, person, ESPIGA, {
        state: 'cambios-solicitados',
        action: 'request-changes',
      });
      expect((await stack.blueprint(ESPIGA))?.review?.comment).toBe(guideRequest.comment);
      return writes;
    },
  },
} satisfies Readonly<Record<string, CommandCase>>;

// ----------------------------------------------------------------------------- the brand

const toggle = { brandId: TEXTILES, requiresApproval: true };

/** 'brand/approval': 'Requiere aprobación' on the brand form. */
export const BRAND_APPROVAL_CASE = {
  key: 'SAVE_BRAND',
  role: 'Estratega',
  withoutKey: 'Diseñador',
  body: toggle,
  hidden: { role: 'Estratega', body: { ...toggle, brandId: SONRISA } },
  badBodies: [
    ...refusalsOfBrand(toggle, brandNotFound).badBodies,
    {
      title: 'requiresApproval de texto',
      body: { ...toggle, requiresApproval: 'sí' },
      status: 400,
      error: endpoints.fieldNotBoolean('requiresApproval'),
    },
    {
      title: 'sin requiresApproval',
      body: { brandId: TEXTILES },
      status: 400,
      error: endpoints.fieldNotBoolean('requiresApproval'),
    },
  ],
  caps: refusalsOfBrand(toggle, brandNotFound).caps,
  verify: async (stack, answer, person) => {
    const answered = answer as Brand;
    const stored = await stack.brand(TEXTILES);
    expect(stored).toEqual({ ...answered, updatedAt: stored.updatedAt });
    expect(stored.requiresApproval).toBe(true);
    expectStampedBy(stored, person);
    return [{ path: `brands/${TEXTILES}`, operation: 'update', fields: ['requiresApproval'] }];
  },
} satisfies CommandCase;
