// What the brand review panel is given (docs/product.md, "Revisión de marca"): plain data the
// screen builds from the domain's findings, the stored review and its history.
import type { GuardStatus } from '@estudio/domain/content';

export type { GuardStatus };

/** One finding of the deterministic checks, as the panel lists it. */
export interface GuardPanelFinding {
  /** Stable across renders; onFindingSelect gets it back. */
  readonly id: string;
  /** The rule's Spanish name ('Concepto a evitar'): the group the finding is listed under. */
  readonly rule: string;
  /** The field's label ('Caption', 'Guión 1: Captación'), or null for a finding about the whole piece. */
  readonly field: string | null;
  /** The words in the text it is about, or null. */
  readonly quote: string | null;
  /** What is wrong and how to fix it. */
  readonly message: string;
  readonly blocking: boolean;
}

export interface GuardPanelCriterion {
  readonly label: string;
  readonly score: number;
  readonly reason: string;
}

export interface GuardPanelClaim {
  readonly text: string;
  /** The brand source's label ('Cuestionario: Diferenciales'), or null: 'sin respaldo'. */
  readonly source: string | null;
}

/** The requirement's last AI review. */
export interface GuardPanelReview {
  /** 0-100. */
  readonly score: number;
  readonly passed: boolean;
  readonly at: Date;
  /** Who asked for it (an e-mail). */
  readonly by: string;
  readonly criteria: readonly GuardPanelCriterion[];
  readonly claims: readonly GuardPanelClaim[];
}

export interface GuardHistoryEntry {
  readonly at: Date;
  readonly score: number;
  readonly passed: boolean;
  readonly by: string;
}
