import { answerText, DIAGNOSTIC_LABELS, styleTone } from '../ai/strategy-summary.js';
import { isAligned } from '../ai/carousel-answers.js';
import type { Blueprint } from '../blueprint/blueprint.js';
import { BLUEPRINT_FIELD_LABELS } from '../blueprint/block-labels.js';
import type { Brand, BrandDna } from '../brands/brand.js';
import { Messages } from '../messages.js';
import type { ClaimSource, GuardClaim, GuideForAlignment } from './types.js';

/*
 * What the model's alignment and claims are asked against (docs/product.md, "Revisión de
 * marca"): the guide's parts per criterion, and the brand's sources a claim may rest on.
 */

const labelled = (label: string, value: string): string => (value === '' ? '' : `${label}: ${value}`);
const lines = (items: readonly string[]): string => items.filter((item) => item !== '').join('\n');

/** The guide's parts the four criteria are scored against, each plain text (possibly empty). */
export const guideForAlignment = (brand: Brand, blueprint: Pick<Blueprint, 'bloques'>): GuideForAlignment => {
  const { primer_bloque: audience, tercer_bloque: message, quinto_bloque: pillars } = blueprint.bloques;
  const field = BLUEPRINT_FIELD_LABELS;
  return {
    tono: lines([
      labelled(Messages.guard.guide.archetype, answerText(brand.communicationTone)),
      labelled(field.tono_estilo, styleTone(blueprint.bloques.sexto_bloque.tono_estilo)),
    ]),
    pilares: answerText(pillars.pilares_contenido),
    mensaje: lines([
      labelled(field.mensaje_clave, answerText(message.mensaje_clave)),
      labelled(field.copy_referencia, answerText(message.copy_referencia)),
    ]),
    audiencia: lines([
      labelled(field.nombre, answerText(audience.nombre)),
      labelled(field.descripcion_breve, answerText(audience.descripcion_breve)),
      labelled(field.edad, answerText(audience.edad)),
      labelled(field.caracteristica_ciudad, answerText(audience.caracteristica_ciudad)),
      labelled(field.preferencias, answerText(audience.preferencias)),
      labelled(field.motivaciones, answerText(audience.motivaciones)),
      labelled(field.puntos_de_dolor, answerText(audience.puntos_de_dolor)),
      labelled(DIAGNOSTIC_LABELS.targetAudience, answerText(brand.targetAudience)),
    ]),
  };
};

/** The questionnaire's answers a claim may rest on (what the brand says of itself), in the form's order. */
const QUESTIONNAIRE_SOURCES = [
  'missionPurpose',
  'diferences',
  'emotions',
  'keywords',
  'desiredInteractions',
  'desiredStrategy',
  'additionalInformation',
  'targetAudience',
  'importantKeywords',
] as const satisfies readonly (keyof BrandDna & keyof typeof DIAGNOSTIC_LABELS)[];

/**
 * The brand's sources a claim may rest on, the non-empty ones: each questionnaire answer
 * ('q:<field>', 'Cuestionario: <label>'), the manual's analysis ('manual') and the key
 * products ('keyProducts').
 */
export const claimSources = (brand: Brand): ClaimSource[] =>
  [
    ...QUESTIONNAIRE_SOURCES.map((key) => ({
      id: `q:${key}`,
      label: Messages.guard.sources.questionnaire(DIAGNOSTIC_LABELS[key]),
      text: answerText(brand[key]),
    })),
    { id: 'manual', label: DIAGNOSTIC_LABELS.analysis, text: answerText(brand.analysis) },
    { id: 'keyProducts', label: DIAGNOSTIC_LABELS.keyProducts, text: answerText(brand.keyProducts) },
  ].filter((source) => source.text !== '');

/** A review passes at the images' pass mark (75.01), with no blocking finding and no claim without source. */
export const reviewPassed = (score: number, blocking: number, claims: readonly GuardClaim[]): boolean =>
  isAligned(score) && blocking === 0 && claims.every((claim) => claim.source !== null);
