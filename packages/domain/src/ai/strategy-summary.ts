import type { Blueprint, BlueprintText } from '../blueprint/blueprint.js';
import type { Brand, BrandDna } from '../brands/brand.js';
import { Messages } from '../messages.js';
import type { ArticleSection } from '../requirements/requirement.js';
import { DomainError } from '../shared/errors.js';

/*
 * The text summaries sent to the AI calls. They are deterministic: the same brand and
 * guide always give the same text, so requests can be compared and tested.
 */

type DnaAnswer = Exclude<keyof BrandDna, 'keyVisualDocUrl' | 'brandManualUrl' | 'absoluteClaims'>;

/** The questionnaire's answers, in the form's order, with the label the model reads. */
export const DIAGNOSTIC_LABELS: Readonly<Record<DnaAnswer, string>> = {
  missionPurpose: 'Misión y propósito',
  diferences: 'Diferenciador',
  emotions: 'Emociones que debe transmitir',
  keywords: 'Palabras clave',
  socialNetworks: 'Redes sociales',
  communicationTone: 'Tono de comunicación',
  campaignGoal: 'Objetivo de la campaña',
  kpis: 'KPIs',
  desiredInteractions: 'Interacciones deseadas',
  desiredStrategy: 'Estrategia deseada',
  additionalInformation: 'Información adicional',
  keyProducts: 'Productos clave',
  targetAudience: 'Público objetivo',
  conceptsToAvoid: 'Conceptos a evitar',
  importantKeywords: 'Palabras clave importantes',
  competitors: 'Competidores',
  analysis: 'Análisis del manual de marca',
};

/** An answer as one trimmed text: a list's non-empty items joined with ', '. */
export const answerText = (value: string | readonly string[] | undefined): string => {
  if (value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  return value
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .join(', ');
};

const labelled = (label: string, value: string): string => (value === '' ? '' : `${label}: ${value}`);

const joinLines = (lines: readonly string[]): string => lines.filter((line) => line !== '').join('\n');

/** diagnostic_form of the blueprint's generation: every non-empty answer, one labelled line each. */
export const diagnosticForm = (brand: Pick<Brand, 'brandName'> & BrandDna): string =>
  joinLines([
    labelled(Messages.brand.nameLabel, brand.brandName.trim()),
    ...(Object.keys(DIAGNOSTIC_LABELS) as DnaAnswer[]).map((key) =>
      labelled(DIAGNOSTIC_LABELS[key], answerText(brand[key])),
    ),
  ]);

/** The request of the blueprint's generation; the document is the uploaded key visual, else the manual. */
export const blueprintGenerationRequest = (
  brand: Pick<Brand, 'brandName'> & BrandDna,
): { diagnostic_form: string; document_url: string } => ({
  diagnostic_form: diagnosticForm(brand),
  document_url: (brand.keyVisualDocUrl ?? '').trim() || (brand.brandManualUrl ?? '').trim(),
});

const blueprintText = (value: BlueprintText): string => answerText(value);

/** tono_estilo as 'tono general: cercano; estilo: directo'. */
export const styleTone = (tone: Readonly<Record<string, BlueprintText>>): string =>
  Object.entries(tone)
    .map(([key, value]) => [key.replace(/_/g, ' ').trim(), blueprintText(value)] as const)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => (key === '' ? value : `${key}: ${value}`))
    .join('; ');

const missingStrategyData = (): DomainError => new DomainError('validation', Messages.video.missingStrategyData);

/**
 * brand_strategy of the caption and script calls: brand name, differentiator, emotions,
 * communication tone, style tone, key message and reference copy. Without a brand, a guide,
 * a brand name or any of that data there is nothing to summarise.
 */
export const brandStrategy = (
  brand: (Pick<Brand, 'brandName'> & BrandDna) | null | undefined,
  blueprint: Pick<Blueprint, 'bloques'> | null | undefined,
): string => {
  if (!brand || !blueprint || brand.brandName.trim() === '') throw missingStrategyData();
  const { sexto_bloque: style, tercer_bloque: message } = blueprint.bloques;
  const details = [
    labelled('Diferenciador', answerText(brand.diferences)),
    labelled('Emociones', answerText(brand.emotions)),
    labelled('Tono de comunicación', answerText(brand.communicationTone)),
    labelled('Tono y estilo', styleTone(style.tono_estilo)),
    labelled('Mensaje clave', message.mensaje_clave.trim()),
    labelled('Copy de referencia', message.copy_referencia.trim()),
  ];
  if (details.every((line) => line === '')) throw missingStrategyData();
  return joinLines([labelled('Marca', brand.brandName.trim()), ...details]);
};

/** content of POST article image: the article's sections as plain text. */
export const articleContent = (article: readonly ArticleSection[]): string =>
  article
    .map((section) => joinLines([section.sectionTitle.trim(), section.text.trim()]))
    .filter((block) => block !== '')
    .join('\n\n');
