import { BLUEPRINT_BLOCK_LABELS } from './blueprint/block-labels.js';

/**
 * The brand guard's texts (docs/product.md, "Revisión de marca"): the rules' names, each
 * finding's message (what is wrong and how to fix it), the refusals of `guard/score` and of a
 * send with blocking findings, and the drift's change labels. Held in Messages under `guard`.
 */

/** A count as Spanish writes it: '2.345', '63.206' (a dot every three digits, from four digits on). */
const spanishCount = (value: number): string => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

export const GuardMessages = {
  /** The rules' names, as the panel groups the findings ('brand-name' is the brand name's label, added in messages.ts). */
  rules: {
    'avoided-concept': 'Concepto a evitar',
    'missing-keyword': 'Palabra clave ausente',
    'absolute-claim': 'Afirmación absoluta',
    length: 'Longitud',
    hashtags: 'Hashtags',
    'unsupported-claim': 'Afirmación sin respaldo',
  },
  /** Each finding's message: what is wrong and how to fix it. */
  findings: {
    avoidedConcept: (term: string) =>
      `«${term}» está entre los conceptos a evitar de la marca. Reescribe la frase sin él.`,
    missingKeyword: (keywords: readonly string[]) =>
      `No aparece ninguna palabra clave importante de la marca (${keywords.join(', ')}). Incluye al menos una.`,
    brandName: (name: string, written: string) => `La marca se escribe «${name}», no «${written}».`,
    absoluteClaim: (term: string) =>
      `«${term}» es una afirmación absoluta. Matízala o respáldala con un dato de la marca.`,
    length: (network: string, count: number, max: number) =>
      `Supera el límite de ${network}: ${spanishCount(count)} de ${spanishCount(max)} caracteres.`,
    hashtags: (network: string, count: number, max: number) =>
      `${network} admite ${spanishCount(max)} hashtags; hay ${spanishCount(count)}.`,
    unsupportedClaim: (text: string) => `«${text}» no se apoya en ninguna fuente de la marca (sin respaldo).`,
  },
  /** A blocking finding as one line of the refusal and of the override: rule, where, message. */
  findingLine: (rule: string, where: string | null, message: string) =>
    where === null ? `${rule}: ${message}` : `${rule} (${where}): ${message}`,
  /** The texts of a piece, as the editors label them. */
  fields: {
    caption: 'Caption',
    suggestedWords: (guide: number) => `Guía ${guide}: palabras sugeridas`,
    scriptSection: (script: number, section: string) => `Guión ${script}: ${section}`,
    articleTitle: (section: number) => `Sección ${section}: título`,
    articleText: (section: number) => `Sección ${section}: texto`,
  },
  /** The four criteria of a text's alignment with the guide. */
  criteria: {
    tono: 'Tono y arquetipo',
    pilares: BLUEPRINT_BLOCK_LABELS.quinto_bloque,
    mensaje: 'Mensaje clave',
    audiencia: 'Audiencia',
  },
  /** The brand sources a claim may rest on. */
  sources: {
    questionnaire: (label: string) => `Cuestionario: ${label}`,
  },
  /** The guide's parts as the alignment request names them. */
  guide: {
    archetype: 'Arquetipo',
  },
  /** What changed, as the drift names it. */
  dnaChange: (label: string) => `ADN: ${label}`,
  guideChange: (label: string) => `Guía: ${label}`,
  absoluteClaimsLabel: 'Afirmaciones absolutas',
  nothingToReview: 'No hay texto que revisar.',
  invalidAlignment: 'La respuesta del modelo no es una revisión de marca válida.',
  invalidClaims: 'La respuesta del modelo no es una lista de afirmaciones válida.',
  reviewPrefix: 'Error al revisar el texto: ',
  textChanged: 'Textos editados después de la revisión',
  blockingFindings: (lines: readonly string[]) =>
    `La publicación tiene hallazgos bloqueantes de la revisión de marca: ${lines.join(' ')} Para enviarla igualmente, indica el motivo.`,
  overrideReasonInvalid: 'El motivo de la excepción debe tener entre 10 y 500 caracteres.',
  absoluteClaimsInvalid: (max: number, minLength: number, maxLength: number) =>
    `Las afirmaciones absolutas deben ser como máximo ${max}, cada una de ${minLength} a ${maxLength} caracteres.`,
  /** Logged when the items of a brand could not be marked after a change of its DNA or guide (the save stands). */
  driftFailedLog: 'Revisión de marca: no se pudieron marcar los elementos por revisar',
} as const;
