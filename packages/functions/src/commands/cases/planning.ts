import { Messages, TEXT_LIMITS } from '@estudio/domain/shared';
import { expect } from 'vitest';
import type { Requirement } from '@estudio/domain/requirements';
import {
  CAFE,
  refusalsOfBrand,
  refusalsOfKey,
  requirementPath,
  req,
  storedRequirementIs,
  text,
  TEXTILES,
  type ConcernCases,
} from './command-case.js';

/*
 * The planning save (docs/product.md, "Scheduling (Metricool)"), as the emulator suites run
 * it: test code only (see command-case.ts).
 */

const m = Messages.endpoints;
const PUBLICATION = '2030-01-15T15:00:00.000Z';

const planning = {
  // LinkedIn is not one of this brand's networks: the server leaves it out.
  selectedSocialNetwork: ['Instagram', 'LinkedIn', 'Facebook'],
  publicationDate: { $date: PUBLICATION },
  collaborators: 'ana.rios',
  allowComments: false,
};
const save = { brandId: CAFE, requirementId: req(20), planning };
const withPlanning = (fields: Record<string, unknown>) => ({ ...save, planning: { ...planning, ...fields } });
const keyRefusals = refusalsOfKey(save, Messages.carousel.brandNotFound);

/** The Calendario's move: a piece of the seed that has a date, to another day. */
const MOVED_TO = '2030-02-05T15:00:00.000Z';
const move = { brandId: CAFE, requirementId: req(15), publicationDate: { $date: MOVED_TO } };
const spread = { brandId: CAFE };
/** A content-grid carousel or video title (contentGridTitle). */
const GRID_PIECE = /^(?:Carrusel|Video) \d+ - T\d+$/;

export const PLANNING_CASES = {
  save: {
    key: 'CARROUSEL_SENDTOMETRICS',
    role: 'Gestor de contenido',
    withoutKey: 'Diseñador',
    body: save,
    hidden: { role: 'Gestor de contenido', body: { ...save, brandId: TEXTILES, requirementId: req(5) } },
    foreign: { kind: 'carrusel', status: 404, error: Messages.carousel.requirementNotFound },
    badBodies: [
      ...keyRefusals.badBodies,
      {
        title: 'un blog',
        body: { ...save, requirementId: req(13) },
        status: 400,
        error: Messages.scheduling.wrongContentKind,
      },
      { title: 'sin planning', body: { ...save, planning: undefined }, status: 400, error: m.bodyNotObject },
      {
        title: 'allowComments de texto',
        body: withPlanning({ allowComments: 'no' }),
        status: 400,
        error: m.fieldNotBoolean('allowComments'),
      },
      {
        title: 'redes que no son una lista',
        body: withPlanning({ selectedSocialNetwork: 'Instagram' }),
        status: 400,
        error: m.fieldNotTextList('selectedSocialNetwork'),
      },
      {
        title: 'una fecha ilegible',
        body: withPlanning({ publicationDate: 'mañana temprano' }),
        status: 400,
        error: Messages.scheduling.invalidPublicationDate,
      },
      // The pin's link is sent to Pinterest as the pin's destination: never a script.
      {
        title: 'pinLink javascript:',
        body: withPlanning({ pinLink: 'javascript:alert(1)' }),
        status: 400,
        error: Messages.urls.httpsOnly,
      },
    ],
    caps: [
      ...keyRefusals.caps,
      {
        title: 'colaboradores de 5.001 caracteres',
        body: withPlanning({ collaborators: text(TEXT_LIMITS.text + 1) }),
        status: 400,
        error: m.fieldTooLong('collaborators', TEXT_LIMITS.text),
      },
      {
        title: '21 etiquetas de YouTube',
        body: withPlanning({ youtubeTags: Array.from({ length: 21 }, (_, index) => `etiqueta${index}`) }),
        status: 400,
        error: m.fieldTooManyItems('youtubeTags', TEXT_LIMITS.listItems),
      },
      {
        title: 'pinLink de 2.049 caracteres',
        body: withPlanning({ pinLink: `https://a.example/${text(2031)}` }),
        status: 400,
        error: m.fieldTooLong('pinLink', TEXT_LIMITS.url),
      },
      {
        title: 'una red de 65 caracteres',
        body: withPlanning({ selectedSocialNetwork: [text(65)] }),
        status: 400,
        error: m.fieldTooLong('selectedSocialNetwork[0]', 64),
      },
    ],
    verify: async (stack, answer, person) => {
      const { requirement, message } = answer as { requirement: unknown; message: string };
      expect(message).toBe(Messages.success.planningSaved);
      const stored = await storedRequirementIs(stack, requirement, person);
      expect(stored).toMatchObject({
        selectedSocialNetwork: ['Instagram', 'Facebook'],
        publicationDate: new Date(PUBLICATION),
        collaborators: planning.collaborators,
        allowComments: false,
      });
      return [
        {
          path: requirementPath(CAFE, req(20)),
          operation: 'update',
          fields: ['selectedSocialNetwork', 'publicationDate', 'collaborators', 'allowComments'],
        },
      ];
    },
  },
  date: {
    key: 'CARROUSEL_SENDTOMETRICS',
    role: 'Gestor de contenido',
    withoutKey: 'Diseñador',
    body: move,
    hidden: { role: 'Gestor de contenido', body: { ...move, brandId: TEXTILES, requirementId: req(5) } },
    foreign: { kind: 'carrusel', status: 404, error: Messages.carousel.requirementNotFound },
    badBodies: [
      ...refusalsOfKey(move, Messages.carousel.brandNotFound).badBodies,
      {
        title: 'un blog',
        body: { ...move, requirementId: req(13) },
        status: 400,
        error: Messages.scheduling.wrongContentKind,
      },
      {
        title: 'sin fecha',
        body: { ...move, publicationDate: undefined },
        status: 400,
        error: Messages.scheduling.publicationDateRequired,
      },
      {
        title: 'una fecha en blanco',
        body: { ...move, publicationDate: '  ' },
        status: 400,
        error: Messages.scheduling.publicationDateRequired,
      },
      {
        title: 'una fecha ilegible',
        body: { ...move, publicationDate: 'el martes' },
        status: 400,
        error: Messages.scheduling.invalidPublicationDate,
      },
    ],
    caps: [
      ...refusalsOfKey(move, Messages.carousel.brandNotFound).caps,
      {
        title: 'una fecha de 65 caracteres',
        body: { ...move, publicationDate: text(65) },
        status: 400,
        error: m.fieldTooLong('publicationDate', 64),
      },
    ],
    verify: async (stack, answer, person) => {
      const { requirement, message } = answer as { requirement: unknown; message: string };
      expect(message).toBe(Messages.calendar.dateSaved);
      const stored = await storedRequirementIs(stack, requirement, person);
      expect(stored.publicationDate).toEqual(new Date(MOVED_TO));
      return [{ path: requirementPath(CAFE, req(15)), operation: 'update', fields: ['publicationDate'] }];
    },
  },
  spread: {
    key: 'CARROUSEL_SENDTOMETRICS',
    role: 'Gestor de contenido',
    withoutKey: 'Diseñador',
    body: spread,
    hidden: { role: 'Gestor de contenido', body: { brandId: TEXTILES } },
    ...refusalsOfBrand(spread, Messages.carousel.brandNotFound),
    verify: async (stack, answer, person) => {
      const { requirements, message } = answer as { requirements: readonly Requirement[]; message: string };
      expect(requirements.length).toBeGreaterThan(0);
      expect(message).toBe(Messages.calendar.spread(requirements.length));
      for (const requirement of requirements) await storedRequirementIs(stack, requirement, person);
      const days = requirements.map((requirement) => requirement.publicationDate?.toISOString() ?? '');
      // Each on its own day, in the future, at 10:00 in Bogotá (15:00 UTC).
      expect(new Set(days.map((at) => at.slice(0, 10))).size).toBe(days.length);
      for (const at of days) {
        expect(at.slice(11)).toBe('15:00:00.000Z');
        expect(Date.parse(at)).toBeGreaterThan(Date.now());
      }
      // No grid carousel or video of the brand is left without a date; its blogs keep none.
      const stored = await stack.db.collection(`brands/${CAFE}/requirements`).get();
      const undated = stored.docs
        .map((doc) => doc.data() as { title: string; publicationDate?: unknown })
        .filter((data) => GRID_PIECE.test(data.title) && (data.publicationDate ?? null) === null);
      expect(undated.map((data) => data.title)).toEqual([]);
      return requirements.map((requirement) => ({
        path: requirementPath(CAFE, requirement.id),
        operation: 'update' as const,
        fields: ['publicationDate'],
      }));
    },
  },
} satisfies ConcernCases<'planning'>;
