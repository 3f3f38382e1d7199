import { can } from '@estudio/domain/accounts';
import type { Blueprint } from '@estudio/domain/blueprint';
import type { Brand } from '@estudio/domain/brands';
import type { RequirementKey } from '@estudio/domain/content';
import {
  blueprintReviewStatus,
  requirementReviewStatus,
  type Requirement,
  type ReviewStatus,
} from '@estudio/domain/requirements';
import { Messages } from '@estudio/domain/shared';
import { ReviewBar } from '@estudio/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageOf, useDialogs } from '../dialogs.js';
import { patchCachedRows } from '../optimistic.js';
import { queryKeys } from '../query-keys.js';
import { useCommands } from '../services.js';
import { useSession } from '../session.js';

/*
 * The client's review of a piece on the detail screens and the guide (docs/product.md,
 * "Approval"): shown on a brand that requires approval. Each step is a server command
 * (requirements/review-*, blueprint/review-*); the answer, the piece as stored, updates the
 * cached detail and the cached lists' row, and the requirement lists are read again.
 */

const m = Messages.review;

type Step = 'submit' | 'approve' | 'request-changes';

/** The command of each step (a step other than a request for changes ignores the comment). */
const REQUIREMENT_COMMANDS = {
  submit: 'requirements/review-submit',
  approve: 'requirements/review-approve',
  'request-changes': 'requirements/review-request-changes',
} as const;
const BLUEPRINT_COMMANDS = {
  submit: 'blueprint/review-submit',
  approve: 'blueprint/review-approve',
  'request-changes': 'blueprint/review-request-changes',
} as const;

/** A detail screen's cache: the carousel's and the video's hold the requirement beside the brand, the blog's is it. */
type CachedDetail = { readonly requirement: Requirement } | Requirement;

/** The cached detail with the stored review (and who wrote it) of the command's answer. */
const withReview = (current: CachedDetail | undefined, stored: Requirement): CachedDetail | undefined => {
  if (current === undefined) return current;
  const review = { review: stored.review, changedBy: stored.changedBy };
  return 'requirement' in current
    ? { ...current, requirement: { ...current.requirement, ...review } }
    : { ...current, ...review };
};

const FAULTS: Readonly<Record<Step, string>> = {
  submit: m.submitFailed,
  approve: m.approveFailed,
  'request-changes': m.requestChangesFailed,
};

interface Shown {
  readonly status: ReviewStatus;
  readonly canSubmit: boolean;
  readonly run: (step: Step, comment?: string) => void;
  readonly busy: boolean;
}

const Bar = ({ status, canSubmit, run, busy }: Shown) => {
  const { actor } = useSession();
  return (
    <ReviewBar
      status={status}
      canSubmit={canSubmit}
      canReview={can(actor, 'APPROVE_CONTENT')}
      busy={busy}
      onSubmit={() => run('submit')}
      onApprove={() => run('approve')}
      onRequestChanges={(comment) => run('request-changes', comment)}
    />
  );
};

/** The review bar of a requirement's detail screen (carousel, video, blog; /requirements/{id} for the other kinds). */
export const RequirementReview = ({
  brand,
  requirement,
}: {
  readonly brand: Pick<Brand, 'requiresApproval'>;
  readonly requirement: Pick<Requirement, 'brandId' | 'id' | 'review'> & Partial<Requirement>;
}) => {
  const { actor } = useSession();
  const commands = useCommands();
  const queryClient = useQueryClient();
  const { showError } = useDialogs();
  const key: RequirementKey = { brandId: requirement.brandId, requirementId: requirement.id };
  const step = useMutation({
    mutationKey: ['review', key.brandId, key.requirementId],
    mutationFn: ({ action, comment }: { action: Step; comment: string }) =>
      commands.run(REQUIREMENT_COMMANDS[action], { ...key, comment }),
    onSuccess: (stored) => {
      queryClient.setQueryData<CachedDetail>(
        queryKeys.requirementDetail.item(key.brandId, key.requirementId),
        (current) => withReview(current, stored),
      );
      // The lists' rows show the stored review at once (their badge, and the bar of
      // /requirements/{id}, which reads its row), then are read again.
      patchCachedRows<Requirement>(
        queryClient,
        queryKeys.requirements.all,
        (row) => row.brandId === key.brandId && row.id === key.requirementId,
        { review: stored.review, changedBy: stored.changedBy },
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.requirements.all });
    },
    onError: (error, { action }) => showError(messageOf(error, FAULTS[action])),
  });
  if (brand.requiresApproval !== true) return null;
  return (
    <Bar
      status={requirementReviewStatus(requirement)}
      canSubmit={can(actor, 'REQUIREMENTS_EDIT')}
      busy={step.isPending}
      run={(action, comment = '') => step.mutate({ action, comment })}
    />
  );
};

/** The review bar of the brand's communication guide. */
export const BlueprintReview = ({
  brand,
  blueprint,
}: {
  readonly brand: Pick<Brand, 'id' | 'requiresApproval'>;
  readonly blueprint: Blueprint;
}) => {
  const { actor } = useSession();
  const commands = useCommands();
  const queryClient = useQueryClient();
  const { showError } = useDialogs();
  const brandId = brand.id;
  const step = useMutation({
    mutationKey: ['review', brandId, 'blueprint'],
    mutationFn: ({ action, comment }: { action: Step; comment: string }) =>
      commands.run(BLUEPRINT_COMMANDS[action], { brandId, comment }),
    onSuccess: (stored) => {
      queryClient.setQueryData<Blueprint>(queryKeys.blueprint.guide(brandId), (current) =>
        current === undefined ? current : { ...current, review: stored.review, changedBy: stored.changedBy },
      );
    },
    onError: (error, { action }) => showError(messageOf(error, FAULTS[action])),
  });
  if (brand.requiresApproval !== true) return null;
  return (
    <Bar
      status={blueprintReviewStatus(blueprint)}
      canSubmit={can(actor, 'EDIT_BLUEPRINT')}
      busy={step.isPending}
      run={(action, comment = '') => step.mutate({ action, comment })}
    />
  );
};
