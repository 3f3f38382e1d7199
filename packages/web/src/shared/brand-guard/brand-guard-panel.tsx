import { can } from '@estudio/domain/accounts';
import {
  GUARD_RULE_LABELS,
  guardStatus,
  type BrandReview,
  type GuardFinding,
  type GuardText,
  type RequirementKey,
} from '@estudio/domain/content';
import { Messages, errorText } from '@estudio/domain/shared';
import { BrandReviewPanel, type BrandReviewPanelProps } from '@estudio/ui';
import { useMemo } from 'react';
import { useAiModel } from '../api/ai-model.js';
import { messageOf, useDialogs } from '../dialogs.js';
import { useSession } from '../session.js';
import { useReviewHistory, useScoreText } from './brand-guard-queries.js';
import { wholeRequirement, type GuardedPiece } from './guard-findings.js';
import { useGuardScope } from './guard-scope.js';

type PanelFinding = BrandReviewPanelProps['findings'][number];

/** A finding as the panel lists it: its rule's name, the text's label, the words it is about, and the fix. */
export const panelFindings = (findings: readonly GuardFinding[], texts: readonly GuardText[]): PanelFinding[] => {
  const byField = new Map(texts.map((text) => [text.field, text]));
  return findings.map((finding, index) => {
    const text = finding.field === null ? undefined : byField.get(finding.field);
    return {
      id: `${index}:${finding.rule}:${finding.field ?? ''}:${finding.span?.start ?? ''}`,
      rule: GUARD_RULE_LABELS[finding.rule],
      field: text?.label ?? null,
      quote: finding.span === null || text === undefined ? null : text.text.slice(finding.span.start, finding.span.end),
      message: finding.message,
      blocking: finding.blocking,
    };
  });
};

/** The stored review as the panel shows it. */
const reviewShown = (review: BrandReview | null): BrandReviewPanelProps['review'] =>
  review === null
    ? null
    : {
        score: review.score,
        passed: review.passed,
        at: review.at,
        by: review.by.email,
        criteria: review.criteria.map(({ criterion, score, reason }) => ({
          label: Messages.guard.criteria[criterion],
          score,
          reason,
        })),
        claims: review.claims.map((claim) => ({ text: claim.text, source: claim.source?.label ?? null })),
      };

/**
 * 'Revisión de marca' of a detail screen (docs/product.md, "Revisión de marca"): the piece's status,
 * the findings of its texts as typed (a click focuses the editor), its last review and history, and
 * 'Evaluar texto' for REQUIREMENTS_EDIT. Inside the screen's GuardScope.
 */
export const BrandGuardPanel = ({
  requirement,
  requirementKey,
}: {
  /** The piece as stored: its review and drift. */
  readonly requirement: GuardedPiece;
  readonly requirementKey: RequirementKey;
}) => {
  const { actor } = useSession();
  const { showError } = useDialogs();
  const scope = useGuardScope();
  const { data: aiModel } = useAiModel();
  const score = useScoreText(requirementKey);
  const history = useReviewHistory(requirementKey);
  // A digest of every text: once per stored requirement, not per keystroke.
  const status = useMemo(() => guardStatus(wholeRequirement(requirement)), [requirement]);
  const texts = scope?.texts;
  const rawFindings = scope?.findings;
  const findings = useMemo(() => panelFindings(rawFindings ?? [], texts ?? []), [rawFindings, texts]);
  const review = useMemo(() => reviewShown(requirement.brandReview), [requirement.brandReview]);
  const entries = useMemo(
    () =>
      history.data?.map((entry) => ({ at: entry.at, score: entry.score, passed: entry.passed, by: entry.by.email })),
    [history.data],
  );
  const run = () => {
    if (score.isPending) return;
    score.mutate(undefined, {
      onError: (error) => showError(messageOf(error, `${Messages.guard.reviewPrefix}${errorText(error)}`)),
    });
  };
  const select = (id: string) => {
    const index = findings.findIndex((finding) => finding.id === id);
    const finding = rawFindings?.[index];
    if (finding !== undefined) scope?.focus(finding.field, finding.span);
  };
  return (
    <BrandReviewPanel
      status={status.status}
      changes={status.changes}
      findings={findings}
      review={review}
      history={entries}
      onScore={can(actor, 'REQUIREMENTS_EDIT') ? run : undefined}
      scoring={score.isPending}
      demo={aiModel?.demo === true}
      onFindingSelect={select}
    />
  );
};
