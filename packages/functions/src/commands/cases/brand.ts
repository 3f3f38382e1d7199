import { type Brand } from '@estudio/domain/brands';
import { Messages, ServerMessages, TEXT_LIMITS } from '@estudio/domain/shared';
import { expect } from 'vitest';
import {
  CAFE,
  expectStampedBy,
  SONRISA,
  text,
  TEXTILES,
  type CaseStack,
  type ConcernCases,
  type Person,
} from './command-case.js';
import { BRAND_APPROVAL_CASE } from './review.js';

/*
 * The brand function's commands (docs/product.md, "Brand DNA" and "LinkedIn"), as the
 * emulator suites run them: test code only (see command-case.ts).
 */

const m = Messages.endpoints;
const KEY_VISUAL = `keyVisuals/${CAFE}/cmd-key-visual.png`;
const MANUAL = `brandManuals/${CAFE}/cmd-manual.pdf`;
const SVG_MANUAL = `brandManuals/${CAFE}/cmd-manual.svg`;

const dna = {
  id: CAFE,
  brandName: 'Café Cumbre Andina',
  missionPurpose: 'Misión guardada por un comando.',
  kpis: ['alcance', 'ventas en tienda en línea'],
  keyVisualPath: KEY_VISUAL,
  brandManualPath: MANUAL,
};
const organization = { brandId: CAFE, organizationId: '55667788' };

/** The answered brand is the one stored (updatedAt aside), and both name the person; answers the stored one. */
const storedBrandIs = async (stack: CaseStack, answer: unknown, person: Person): Promise<Brand> => {
  const answered = answer as Brand;
  const stored = await stack.brand(answered.id);
  expect(stored).toEqual({ ...answered, updatedAt: stored.updatedAt });
  expectStampedBy(answered, person);
  expectStampedBy(stored, person);
  return stored;
};

export const BRAND_CASES = {
  'save-dna': {
    key: 'SAVE_BRAND',
    role: 'Estratega',
    withoutKey: 'Diseñador',
    body: dna,
    hidden: { role: 'Estratega', body: { id: SONRISA, brandName: 'Clínica Dental Sonrisa Austral' } },
    badBodies: [
      { title: 'cuerpo que no es un objeto', body: [dna], status: 400, error: m.bodyNotObject },
      {
        title: 'sin brandName',
        body: { ...dna, brandName: undefined },
        status: 400,
        error: m.fieldNotText('brandName'),
      },
      {
        title: 'brandName en blanco',
        body: { ...dna, brandName: '   ' },
        status: 400,
        error: Messages.brand.nameRequired,
      },
      {
        title: 'newBrand de texto',
        body: { ...dna, newBrand: 'sí' },
        status: 400,
        error: m.fieldNotBoolean('newBrand'),
      },
      {
        title: 'kpis que no son una lista',
        body: { ...dna, kpis: 'alcance' },
        status: 400,
        error: m.fieldNotTextList('kpis'),
      },
      { title: 'un id con una ruta', body: { ...dna, id: `${CAFE}/x` }, status: 400, error: m.invalidId('id') },
      {
        title: 'una marca nueva con el id de otra',
        body: { ...dna, newBrand: true, keyVisualPath: undefined, brandManualPath: undefined },
        status: 409,
        error: `${Messages.brand.savePrefix}${Messages.brand.idTaken}`,
      },
      {
        title: 'una marca que no existe',
        body: { ...dna, id: 'marca-inexistente', keyVisualPath: undefined, brandManualPath: undefined },
        status: 404,
        error: `${Messages.brand.savePrefix}${Messages.carousel.brandNotFound}`,
      },
      {
        title: 'un manual SVG',
        body: { ...dna, brandManualPath: SVG_MANUAL },
        status: 400,
        error: Messages.brand.brandManualType,
      },
      {
        title: 'un manual que no existe',
        body: { ...dna, brandManualPath: `brandManuals/${CAFE}/no-existe.pdf` },
        status: 400,
        error: ServerMessages.storedMedia.mediaNotFound,
      },
      // The metrics link is shown in a frame: https only (the Administrador de marcas may write it).
      {
        title: 'linkMetrics javascript:',
        role: 'Administrador de marcas',
        body: { id: TEXTILES, brandName: 'Textiles Quetzal', linkMetrics: 'javascript:alert(1)' },
        status: 400,
        error: Messages.urls.httpsOnly,
      },
    ],
    caps: [
      {
        title: 'misión de 5.001 caracteres',
        body: { ...dna, missionPurpose: text(TEXT_LIMITS.text + 1) },
        status: 400,
        error: m.fieldTooLong('missionPurpose', TEXT_LIMITS.text),
      },
      {
        title: 'nombre de 201 caracteres',
        body: { ...dna, brandName: text(TEXT_LIMITS.name + 1) },
        status: 400,
        error: Messages.validation.textTooLong(TEXT_LIMITS.name),
      },
      {
        title: '21 KPI',
        body: { ...dna, kpis: Array.from({ length: 21 }, (_, index) => `kpi ${index}`) },
        status: 400,
        error: m.fieldTooManyItems('kpis', TEXT_LIMITS.listItems),
      },
      {
        title: 'keyVisualPath de 1.025 caracteres',
        body: { ...dna, keyVisualPath: `keyVisuals/${CAFE}/${text(1010)}` },
        status: 400,
        error: m.fieldTooLong('keyVisualPath', 1024),
      },
      {
        title: 'linkMetrics de 2.049 caracteres',
        role: 'Administrador de marcas',
        body: { id: TEXTILES, brandName: 'Textiles Quetzal', linkMetrics: `https://a.example/${text(2031)}` },
        status: 400,
        error: m.fieldTooLong('linkMetrics', TEXT_LIMITS.url),
      },
    ],
    media: [
      {
        field: 'keyVisualPath',
        outside: [
          `keyVisuals/${TEXTILES}/cmd-ajeno.png`,
          `brandManuals/${CAFE}/cmd-otra-carpeta.png`,
          `keyVisuals/${CAFE}/../${TEXTILES}/cmd-ajeno.png`,
        ],
      },
      {
        field: 'brandManualPath',
        outside: [`brandManuals/${TEXTILES}/cmd-ajeno.pdf`, `keyVisuals/${CAFE}/cmd-otra-carpeta.pdf`],
      },
    ],
    setup: async (stack) => {
      await stack.upload(KEY_VISUAL, 'png');
      await stack.upload(MANUAL, 'pdf');
      await stack.upload(SVG_MANUAL, 'svg');
    },
    verify: async (stack, answer, person) => {
      const stored = await storedBrandIs(stack, answer, person);
      // The URLs the server derives for the uploads, and the manual's analysis by the model.
      expect(stored).toMatchObject({
        missionPurpose: dna.missionPurpose,
        kpis: dna.kpis,
        keyVisualDocUrl: stack.urlOf(KEY_VISUAL),
        brandManualUrl: stack.urlOf(MANUAL),
        ownerEmail: 'estratega@estudio.test',
      });
      expect(stored.analysis?.trim()).not.toBe('');
      return [
        {
          path: `brands/${CAFE}`,
          operation: 'update',
          fields: ['missionPurpose', 'kpis', 'keyVisualDocUrl', 'brandManualUrl', 'analysis'],
        },
      ];
    },
  },

  'linkedin-organization': {
    key: 'SOCIAL_MEDIA',
    role: 'Estratega',
    withoutKey: 'Diseñador',
    body: organization,
    hidden: { role: 'Estratega', body: { brandId: SONRISA, organizationId: '1' } },
    badBodies: [
      { title: 'cuerpo que no es un objeto', body: [organization], status: 400, error: m.bodyNotObject },
      {
        title: 'brandId numérico',
        body: { ...organization, brandId: 7 },
        status: 400,
        error: m.fieldNotText('brandId'),
      },
      {
        title: 'sin marca seleccionada',
        body: { ...organization, brandId: null },
        status: 400,
        error: Messages.linkedin.selectBrand,
      },
      {
        title: 'sin organizationId',
        body: { ...organization, organizationId: undefined },
        status: 400,
        error: m.fieldNotText('organizationId'),
      },
      {
        title: 'organizationId en blanco',
        body: { ...organization, organizationId: '  ' },
        status: 400,
        error: Messages.linkedin.organizationIdRequired,
      },
      {
        title: 'una marca que no existe',
        body: { ...organization, brandId: 'marca-inexistente' },
        status: 404,
        error: `${Messages.linkedin.savePrefix}${Messages.carousel.brandNotFound}`,
      },
      {
        title: 'un brandId con una ruta',
        body: { ...organization, brandId: `${CAFE}/../${SONRISA}` },
        status: 404,
        error: `${Messages.linkedin.savePrefix}${Messages.carousel.brandNotFound}`,
      },
    ],
    caps: [
      {
        title: 'organizationId de 201 caracteres',
        body: { ...organization, organizationId: text(201, '1') },
        status: 400,
        error: m.fieldTooLong('organizationId', TEXT_LIMITS.name),
      },
      {
        title: 'brandId de 201 caracteres',
        body: { ...organization, brandId: text(201) },
        status: 400,
        error: m.fieldTooLong('brandId', TEXT_LIMITS.name),
      },
    ],
    verify: async (stack, answer, person) => {
      const stored = await storedBrandIs(stack, answer, person);
      expect(stored.linkedinOrganizationId).toBe(organization.organizationId);
      return [{ path: `brands/${CAFE}`, operation: 'update', fields: ['linkedinOrganizationId'] }];
    },
  },
  approval: BRAND_APPROVAL_CASE,
} satisfies ConcernCases<'brand'>;
