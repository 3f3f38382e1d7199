import { BLUEPRINT_BLOCK_NAMES, type Blueprint } from '@estudio/domain/blueprint';
import { type Requirement } from '@estudio/domain/requirements';
import { Messages, ServerMessages, TEXT_LIMITS } from '@estudio/domain/shared';
import { expect } from 'vitest';
import {
  CAFE,
  expectStampedBy,
  OUTSIDE_URL,
  refusalsOfBrand,
  requirementPath,
  RUTA_VERDE,
  SCRIPT_URL,
  SONRISA,
  text,
  TEXTILES,
  type AuditedWrite,
  type CaseStack,
  type ConcernCases,
  type Person,
  type Refusal,
} from './command-case.js';
import { PROPOSAL_CASES } from './blueprint-proposal.js';
import { BLUEPRINT_REVIEW_CASES } from './review.js';

/*
 * The blueprint function's commands (docs/product.md, "Communication guide (blueprint)" and
 * "Content grid"), as the emulator suites run them (the proposal's answers: blueprint-proposal.ts):
 * test code only (see command-case.ts).
 */

const m = Messages.endpoints;
const blueprintPath = (brandId: string): string => `brands/${brandId}/blueprints/${brandId}`;

/** Brands (copies of Ruta Verde, which the Estratega sees) whose stored document is not one of their own objects. */
const FOREIGN_DOCUMENT = (index: number): string => `cmd-marca-documento-ajeno-${index}`;
const FOREIGN_DOCUMENTS = 4;

/** Refusals of the commands keyed by a brand alone. */

/** The guide's generation reads the brand's stored document: each must be an object of the brand's own folders. */
const foreignDocuments: Refusal[] = Array.from({ length: FOREIGN_DOCUMENTS }, (_, index) => ({
  title: `documento guardado ${index} que no es de la marca`,
  body: { brandId: FOREIGN_DOCUMENT(index) },
  status: 400,
  error: ServerMessages.aiEndpoint.mediaOutsideBrand('document_url'),
}));

const setupForeignDocuments = async (stack: CaseStack): Promise<void> => {
  const urls = [
    OUTSIDE_URL,
    SCRIPT_URL,
    await stack.upload(`keyVisuals/${TEXTILES}/cmd-de-otra-marca.png`, 'png'),
    await stack.upload(`img_carrousels/${RUTA_VERDE}/cmd-req/cmd-otra-carpeta.png`, 'png'),
  ];
  for (const [index, keyVisualDocUrl] of urls.entries()) {
    const id = FOREIGN_DOCUMENT(index);
    // Made once, for the first of the two cases that read them.
    if ((await stack.db.doc(`brands/${id}`).get()).exists) continue;
    await stack.copyBrand(RUTA_VERDE, id, { keyVisualDocUrl, brandName: `Marca de prueba ${index}` });
  }
};

/** The answered guide is the one stored (updatedAt aside), with its seven blocks, and both name the person. */
const storedBlueprintIs = async (stack: CaseStack, answer: unknown, person: Person): Promise<Blueprint> => {
  const answered = answer as Blueprint;
  const stored = await stack.blueprint(answered.brandId);
  expect(stored).toEqual({ ...answered, updatedAt: stored?.updatedAt });
  expect(Object.keys(stored?.bloques ?? {}).sort()).toEqual([...BLUEPRINT_BLOCK_NAMES].sort());
  expectStampedBy(answered, person);
  expectStampedBy(stored ?? {}, person);
  return stored as Blueprint;
};

const generate = { brandId: RUTA_VERDE };
const regenerate = { brandId: TEXTILES };
/** Textiles' blocks before 'blueprint/regenerate': they stay as they were. */
let regenerateBefore: Blueprint['bloques'] | null = null;
const block = {
  brandId: CAFE,
  blockName: 'sexto_bloque',
  block: {
    tono_estilo: { tono: 'Sereno', estilo: ['Claro', 'Cercano'] },
    colors: ['#AABBCC', 'none', '#0A0B0C', '', '#0f0f0f'],
  },
};
const withBlock = (fields: Record<string, unknown>) => ({ ...block, block: { ...block.block, ...fields } });
const grid = { brandId: CAFE };

export const BLUEPRINT_CASES = {
  generate: {
    key: 'VIEW_BLUEPRINT',
    role: 'Estratega',
    withoutKey: 'Administrador de marcas',
    body: generate,
    hidden: { role: 'Estratega', body: { brandId: SONRISA } },
    badBodies: [...refusalsOfBrand(generate, Messages.carousel.brandNotFound).badBodies, ...foreignDocuments],
    caps: refusalsOfBrand(generate, Messages.carousel.brandNotFound).caps,
    setup: async (stack) => {
      // A brand without a guide: opening it generates one.
      await stack.db.doc(blueprintPath(RUTA_VERDE)).delete();
      await setupForeignDocuments(stack);
    },
    verify: async (stack, answer, person) => {
      await storedBlueprintIs(stack, answer, person);
      return [{ path: blueprintPath(RUTA_VERDE), operation: 'create', fields: ['bloques'] }];
    },
  },

  regenerate: {
    key: 'GEN_BLUEPRINT',
    role: 'Estratega',
    withoutKey: 'Diseñador',
    body: regenerate,
    hidden: { role: 'Estratega', body: { brandId: SONRISA } },
    badBodies: [...refusalsOfBrand(regenerate, Messages.carousel.brandNotFound).badBodies, ...foreignDocuments],
    caps: refusalsOfBrand(regenerate, Messages.carousel.brandNotFound).caps,
    setup: async (stack) => {
      await setupForeignDocuments(stack);
      regenerateBefore = (await stack.blueprint(TEXTILES))?.bloques ?? null;
    },
    verify: async (stack, answer, person) => {
      const stored = await storedBlueprintIs(stack, answer, person);
      // The new guide is the proposal, with its seven blocks; the guide's own blocks are as they were.
      expect(stored.bloques).toEqual(regenerateBefore);
      expect(Object.keys(stored.proposal?.bloques ?? {}).sort()).toEqual([...BLUEPRINT_BLOCK_NAMES].sort());
      expect(stored.proposal?.bloques).not.toEqual(stored.bloques);
      return [{ path: blueprintPath(TEXTILES), operation: 'update', fields: ['proposal'] }];
    },
  },

  ...PROPOSAL_CASES,

  'save-block': {
    key: 'EDIT_BLUEPRINT',
    role: 'Estratega',
    withoutKey: 'Diseñador',
    body: block,
    hidden: { role: 'Estratega', body: { ...block, brandId: SONRISA } },
    badBodies: [
      ...refusalsOfBrand(block, Messages.carousel.brandNotFound).badBodies,
      {
        title: 'un bloque que no existe',
        body: { ...block, blockName: 'octavo_bloque' },
        status: 400,
        error: Messages.blueprint.saveChanges,
      },
      {
        title: 'un bloque que no es un objeto',
        body: { ...block, block: 'sereno' },
        status: 400,
        error: Messages.blueprint.saveChanges,
      },
      {
        title: 'un color que no es hexadecimal',
        body: withBlock({ colors: ['rojo'] }),
        status: 400,
        error: Messages.blueprint.invalidColour,
      },
      {
        title: 'sin blockName',
        body: { ...block, blockName: undefined },
        status: 400,
        error: m.fieldNotText('blockName'),
      },
    ],
    caps: [
      ...refusalsOfBrand(block, Messages.carousel.brandNotFound).caps,
      {
        title: 'seis colores',
        body: withBlock({ colors: ['#000000', '#111111', '#222222', '#333333', '#444444', '#555555'] }),
        status: 400,
        error: Messages.blueprint.saveChanges,
      },
      {
        title: '21 estilos',
        body: withBlock({ tono_estilo: { estilo: Array.from({ length: 21 }, (_, index) => `Estilo ${index}`) } }),
        status: 400,
        error: Messages.blueprint.saveChanges,
      },
      {
        title: 'un tono de 5.001 caracteres',
        body: withBlock({ tono_estilo: { tono: text(TEXT_LIMITS.text + 1) } }),
        status: 400,
        error: Messages.blueprint.saveChanges,
      },
      {
        title: 'blockName de 201 caracteres',
        body: { ...block, blockName: text(201) },
        status: 400,
        error: m.fieldTooLong('blockName', TEXT_LIMITS.name),
      },
    ],
    verify: async (stack, answer, person) => {
      const stored = await storedBlueprintIs(stack, answer, person);
      // The block read field by field: hex colours in lower case, a blank slot as 'none'.
      expect(stored.bloques.sexto_bloque).toEqual({
        tono_estilo: { tono: 'Sereno', estilo: ['Claro', 'Cercano'] },
        colors: ['#aabbcc', 'none', '#0a0b0c', 'none', '#0f0f0f'],
      });
      return [{ path: blueprintPath(CAFE), operation: 'update', fields: ['bloques'] }];
    },
  },

  'generate-grid': {
    key: 'GEN_REQUIREMENTS',
    role: 'Estratega',
    withoutKey: 'Diseñador',
    body: grid,
    hidden: { role: 'Estratega', body: { brandId: SONRISA } },
    badBodies: refusalsOfBrand(
      grid,
      `${Messages.blueprint.generateRequirementsPrefix}${Messages.carousel.brandNotFound}`,
    ).badBodies,
    caps: refusalsOfBrand(grid, Messages.carousel.brandNotFound).caps,
    verify: async (stack, answer, person) => {
      const created = answer as Requirement[];
      // Exactly the grid's 14 (6 carousels, 6 videos, 2 blogs), numbered after the brand's 28.
      expect(created.map((requirement) => requirement.number)).toEqual(
        Array.from({ length: 14 }, (_, index) => 29 + index),
      );
      expect(created.map((requirement) => requirement.title.split(' ')[0])).toEqual([
        ...Array.from({ length: 6 }, () => 'Carrusel'),
        ...Array.from({ length: 6 }, () => 'Video'),
        'Blog',
        'Blog',
      ]);
      const writes: AuditedWrite[] = [];
      for (const requirement of created) {
        const stored = await stack.requirement(CAFE, requirement.id);
        expect(stored).toEqual({ ...requirement, updatedAt: stored.updatedAt, createdAt: stored.createdAt });
        expectStampedBy(requirement, person);
        expectStampedBy(stored, person);
        writes.push({ path: requirementPath(CAFE, requirement.id), operation: 'create', fields: ['title'] });
      }
      return writes;
    },
  },
  ...BLUEPRINT_REVIEW_CASES,
} satisfies ConcernCases<'blueprint'>;
