import type { SocialNetwork } from '../brands/brand.js';

/*
 * The brand guard (docs/product.md, "Revisión de marca"): every text Estudio produces checked
 * against the brand's own answers. The deterministic checks (guard/checks.ts) run wherever the
 * text is shown or sent; the model's alignment and claims are one server command
 * (`guard/score`), stored on the requirement as `brandReview` with a history; a change of the
 * DNA or the guide marks the brand's items not yet sent (`brandDrift`).
 */

/** The rules a finding is named by. */
export type GuardRule =
  'avoided-concept' | 'missing-keyword' | 'brand-name' | 'absolute-claim' | 'length' | 'hashtags' | 'unsupported-claim';

/** The rules whose finding blocks sending unless the sender overrides it with a reason. */
export type BlockingGuardRule = 'avoided-concept' | 'unsupported-claim';

/** A range of a text, UTF-16 offsets: `text.slice(start, end)`. */
export interface TextSpan {
  readonly start: number;
  readonly end: number;
}

/** Which stored text of a requirement a finding is in. */
export type GuardFieldKind = 'caption' | 'suggested-words' | 'script-section' | 'article-title' | 'article-text';

/** One stored text of a requirement, as the guard reads it. */
export interface GuardText {
  /**
   * The stored field's path, stable across renders: 'caption', 'suggestedWords.0',
   * 'scripts.1.Captacion', 'article.2.sectionTitle', 'article.2.text'.
   */
  readonly field: string;
  readonly kind: GuardFieldKind;
  /** Spanish, as the editor labels it: 'Caption', 'Guía 1: palabras sugeridas', 'Guión 2: Captación', 'Sección 3: texto'. */
  readonly label: string;
  readonly text: string;
}

/** The brand's terms the checks use, each as the brand wrote it. */
export interface BrandGuardTerms {
  readonly brandName: string;
  readonly conceptsToAvoid: readonly string[];
  readonly importantKeywords: readonly string[];
  /** The brand's own list when it has one, else DEFAULT_ABSOLUTE_CLAIMS. */
  readonly absoluteClaims: readonly string[];
}

/** One finding of a check. */
export interface GuardFinding {
  readonly rule: GuardRule;
  /** The GuardText.field it is in; null for a finding about the whole piece (a missing keyword). */
  readonly field: string | null;
  /** Where in that text; null when the finding has no place (a missing keyword). */
  readonly span: TextSpan | null;
  /** The rule's term as the brand wrote it (the concept, the keyword(s), the brand name, the claim phrase, the network). */
  readonly term: string;
  /** Spanish: what is wrong and how to fix it (the panel's line). */
  readonly message: string;
  readonly blocking: boolean;
  /** For 'length' and 'hashtags': the network whose limit is passed. */
  readonly network?: SocialNetwork;
}

/** The four criteria of a text's alignment with the guide. */
export type AlignmentCriterion = 'tono' | 'pilares' | 'mensaje' | 'audiencia';

export interface CriterionScore {
  readonly criterion: AlignmentCriterion;
  /** 0-100. */
  readonly score: number;
  /** The model's reason, Spanish. */
  readonly reason: string;
}

/** The parts of the guide a text is scored against (each plain text, possibly empty). */
export interface GuideForAlignment {
  /** The brand's archetype (communicationTone) and the guide's tono_estilo. */
  readonly tono: string;
  /** quinto_bloque.pilares_contenido. */
  readonly pilares: string;
  /** tercer_bloque.mensaje_clave (and copy_referencia). */
  readonly mensaje: string;
  /** primer_bloque: the audience's description, motivations, pains. */
  readonly audiencia: string;
}

/** A brand source a claim may rest on: a questionnaire answer, the manual's analysis, the key products. */
export interface ClaimSource {
  /** 'q:<brand field>' (e.g. 'q:diferences'), 'manual' or 'keyProducts'. */
  readonly id: string;
  /** Spanish label: 'Cuestionario: Diferenciales', 'Análisis del manual de marca', 'Productos clave'. */
  readonly label: string;
  readonly text: string;
}

/** A claim the model found in a text, with the source it rests on, or none ('sin respaldo'). */
export interface GuardClaim {
  /** The claim as quoted from the text. */
  readonly text: string;
  /** The GuardText.field it was found in and where; null when the quote could not be placed. */
  readonly field: string | null;
  readonly span: TextSpan | null;
  /** The source's id and label; null: 'sin respaldo'. */
  readonly source: { readonly id: string; readonly label: string } | null;
}

/** Who asked for a score. */
export interface GuardRequester {
  readonly uid: string;
  readonly email: string;
}

/** A requirement's last brand review (stored as `brandReview`; written by `guard/score` alone). */
export interface BrandReview {
  /** 0-100, the model's overall alignment. */
  readonly score: number;
  /** Score >= ALIGNMENT_PASS_MARK (75.01), no blocking finding and no claim without source. */
  readonly passed: boolean;
  readonly criteria: readonly CriterionScore[];
  readonly claims: readonly GuardClaim[];
  /** How many deterministic findings, and how many of them blocking, when it was scored. */
  readonly findings: number;
  readonly blocking: number;
  /** guardTextDigest of the texts scored: an edit since makes it 'Revisar'. */
  readonly textDigest: string;
  readonly at: Date;
  readonly by: GuardRequester;
}

/** One entry of a requirement's review history (brands/{b}/requirements/{r}/brandReviewHistory/{id}). */
export type BrandReviewEntry = BrandReview;

/** The DNA or the guide changed after an item was written (stored as `brandDrift`; written by the drift marker alone). */
export interface BrandDrift {
  /** Spanish, what changed: 'ADN: Conceptos a evitar', 'Guía: Mensaje clave', … (each once). */
  readonly changes: readonly string[];
  readonly at: Date;
  readonly by: GuardRequester;
}

/** What the list, the calendar and the panel say of an item. */
export type GuardStatus =
  /** Scored, passed, nothing changed since. */
  | 'pasa'
  /** Scored and failed (or a blocking finding at scoring time). */
  | 'no-pasa'
  /** The DNA or the guide changed after its last score, or its texts did. */
  | 'revisar'
  /** Never scored, nothing changed. */
  | 'sin-revisar';

export interface GuardStatusReport {
  readonly status: GuardStatus;
  /** For 'revisar': what changed (the drift's changes, and 'Texto' when the texts changed since the score). */
  readonly changes: readonly string[];
}

/** The reason given to send despite blocking findings (kept on the sent post and the send record; audited). */
export interface GuardOverride {
  readonly reason: string;
  /** The blocking findings overridden, as the panel names them (Spanish lines). */
  readonly findings: readonly string[];
}
