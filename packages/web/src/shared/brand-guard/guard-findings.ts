import type { SocialNetwork } from '@estudio/domain/brands';
import {
  GUARD_RULE_LABELS,
  checkTexts,
  guardTextDigest,
  type BrandGuardTerms,
  type GuardFinding,
  type GuardText,
} from '@estudio/domain/content';
import {
  createRequirement,
  type BlogRequirement,
  type CarouselRequirement,
  type Requirement,
  type VideoRequirement,
} from '@estudio/domain/requirements';
import { Messages } from '@estudio/domain/shared';
import type { GuardMark } from '@estudio/ui';

/*
 * The brand guard's deterministic checks as the detail screens run them while someone types
 * (docs/product.md, "Revisión de marca"): each text is checked on its own and its findings kept
 * until that text changes, so a keystroke checks the one text it changed. A missing keyword is
 * about the whole piece: it is one finding when no text holds any of the brand's keywords.
 */

/** A detail screen's piece: a carousel, a video or a blog. */
export type GuardedPiece = CarouselRequirement | VideoRequirement | BlogRequirement;

/** The piece as the guard's functions read it: a whole requirement, the other kinds' fields empty. */
export const wholeRequirement = (piece: GuardedPiece): Requirement => createRequirement(piece.id, piece);

/** One text's findings and the underlines of its editor (the same arrays while the text is the same). */
interface Checked {
  readonly text: string;
  readonly findings: readonly GuardFinding[];
  readonly marks: readonly GuardMark[];
}

/** The findings of a piece's texts, and each editor's underlines. */
export interface PieceFindings {
  readonly findings: readonly GuardFinding[];
  /** The underlines of a text by its field ([] for a field without findings). */
  readonly marksOf: (field: string) => readonly GuardMark[];
}

const NO_MARKS: readonly GuardMark[] = [];

/** A finding's underline: red when it blocks sending, amber otherwise; its label names the rule and the fix. */
const markOf = (finding: GuardFinding): GuardMark | null =>
  finding.span === null
    ? null
    : {
        start: finding.span.start,
        end: finding.span.end,
        tone: finding.blocking ? 'blocking' : 'warning',
        label: `${GUARD_RULE_LABELS[finding.rule]}: ${finding.message}`,
      };

/** The underlines of one text's findings. */
export const marksOf = (findings: readonly GuardFinding[]): readonly GuardMark[] => {
  const marks = findings.map(markOf).filter((mark): mark is GuardMark => mark !== null);
  return marks.length === 0 ? NO_MARKS : marks;
};

/**
 * A checker for one brand's terms and one set of networks: `check(texts)` answers what
 * checkTexts(texts, terms, networks) answers, checking again only the texts that changed
 * since the last call (by field). Another brand or other networks need another checker.
 */
export const createGuardChecker = (terms: BrandGuardTerms, networks: readonly SocialNetwork[]) => {
  let cache = new Map<string, Checked>();
  const checkOne = (text: GuardText): Checked => {
    const known = cache.get(text.field);
    if (known !== undefined && known.text === text.text) return known;
    const findings = checkTexts([text], terms, networks);
    return { text: text.text, findings, marks: marksOf(findings) };
  };
  return (texts: readonly GuardText[]): PieceFindings => {
    const next = new Map<string, Checked>();
    for (const text of texts) next.set(text.field, checkOne(text));
    // Only the current fields are kept: a text that is gone is forgotten.
    cache = next;
    const checked = [...next.values()];
    const missing = checked.map(({ findings }) => findings.find((finding) => finding.rule === 'missing-keyword'));
    const noKeywordAnywhere = missing.length > 0 && missing.every((finding) => finding !== undefined);
    const findings = [
      ...checked.flatMap(({ findings: each }) => each.filter((finding) => finding.rule !== 'missing-keyword')),
      ...(noKeywordAnywhere && missing[0] !== undefined ? [missing[0]] : []),
    ];
    return { findings, marksOf: (field) => next.get(field)?.marks ?? NO_MARKS };
  };
};

/**
 * The claims without source of the piece's last brand review, as findings, while the texts are
 * those it reviewed (an edit since makes its spans stale): they block sending as a concept to
 * avoid does. The texts' digest is taken only when the review has such a claim.
 */
export const unsupportedClaims = (requirement: Requirement): GuardFinding[] => {
  const review = requirement.brandReview;
  const claims = review?.claims.filter((claim) => claim.source === null) ?? [];
  if (review === null || claims.length === 0 || review.textDigest !== guardTextDigest(requirement)) return [];
  return claims.map((claim) => ({
    rule: 'unsupported-claim',
    field: claim.field,
    span: claim.span,
    term: claim.text,
    message: Messages.guard.findings.unsupportedClaim(claim.text),
    blocking: true,
  }));
};
