// The client's review of a piece (docs/product.md, "Approval"): the state as a badge (its text
// always written, the colour never the only cue), what the last step said (who, when, the
// requested changes, the parts edited since the approval), and the actions the viewer may
// take: 'Enviar a revisión' for the editors, 'Aprobar' and 'Pedir cambios' with a comment for
// the reviewer while the piece is in review. The screens decide who may; the server decides again.
import { Box, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { partLabel, type ReviewStatus } from '@estudio/domain/requirements';
import { useId, useState } from 'react';
import { formatDateTime } from '../../format/es-format.js';
import { UiTexts } from '../../ui-texts.js';
import { ReviewBadge } from './review-badge.js';

const t = UiTexts.review;

export interface ReviewBarProps {
  readonly status: ReviewStatus;
  /** The viewer edits the piece: 'Enviar a revisión' (when it is not in review or approved as it is). */
  readonly canSubmit: boolean;
  /** The viewer holds APPROVE_CONTENT: 'Aprobar' and 'Pedir cambios' while it is in review. */
  readonly canReview: boolean;
  /** A step under way: every action waits. */
  readonly busy?: boolean;
  readonly onSubmit?: () => void;
  readonly onApprove?: () => void;
  readonly onRequestChanges?: (comment: string) => void;
  /** IANA time zone of the dates shown (the viewer's own when omitted). */
  readonly timeZone?: string;
}

const when = (status: ReviewStatus, timeZone: string | undefined): [string, string] => {
  const step = status.kind === 'none' ? null : status.step;
  return [step?.email ?? '', formatDateTime(step?.at ?? null, { timeZone })];
};

const Summary = ({ status, timeZone }: { readonly status: ReviewStatus; readonly timeZone?: string }) => {
  const [email, at] = when(status, timeZone);
  switch (status.kind) {
    case 'none':
      return <Text>{t.none}</Text>;
    case 'in-review':
      return <Text>{t.inReview(email, at)}</Text>;
    case 'approved':
      return <Text>{t.approved(email, at)}</Text>;
    case 'changes-requested':
      return (
        <Stack gap="1">
          <Text>{t.changesRequested(email, at)}</Text>
          <Box as="blockquote" borderStartWidth="3px" borderColor="orange.solid" ps="3" whiteSpace="pre-wrap">
            {status.comment}
          </Box>
        </Stack>
      );
    case 'approved-other':
      return (
        <Stack gap="1">
          <Text>{t.approvedOther(status.changed.map(partLabel).join(', '))}</Text>
          <Text color="fg.muted">{t.resubmit}</Text>
        </Stack>
      );
  }
};

export const ReviewBar = ({
  status,
  canSubmit,
  canReview,
  busy = false,
  onSubmit,
  onApprove,
  onRequestChanges,
  timeZone,
}: ReviewBarProps) => {
  const [comment, setComment] = useState('');
  const titleId = useId();
  const submittable = canSubmit && ['none', 'changes-requested', 'approved-other'].includes(status.kind);
  const reviewing = canReview && status.kind === 'in-review';
  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      borderWidth="1px"
      borderRadius="md"
      p="4"
      bg="bg.subtle"
      data-testid="review-bar"
    >
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text id={titleId} fontWeight="semibold">
            {t.region}
          </Text>
          <ReviewBadge status={status} />
        </HStack>
        <Summary status={status} timeZone={timeZone} />
        {status.kind === 'in-review' && !canReview && <Text color="fg.muted">{t.waitingReviewer}</Text>}
        {reviewing && (
          <Field.Root>
            <Field.Label>{t.comment}</Field.Label>
            <Textarea value={comment} onChange={(event) => setComment(event.target.value)} rows={3} />
            <Field.HelperText>{t.commentHelp}</Field.HelperText>
          </Field.Root>
        )}
        {(submittable || reviewing) && (
          <HStack gap="2" wrap="wrap">
            {submittable && (
              <Button colorPalette="brand" onClick={onSubmit} loading={busy} disabled={busy}>
                {t.submit}
              </Button>
            )}
            {reviewing && (
              <>
                <Button colorPalette="green" onClick={onApprove} loading={busy} disabled={busy}>
                  {t.approve}
                </Button>
                <Button
                  variant="outline"
                  colorPalette="orange"
                  onClick={() => onRequestChanges?.(comment)}
                  disabled={busy || comment.trim() === ''}
                >
                  {t.requestChanges}
                </Button>
              </>
            )}
          </HStack>
        )}
      </Stack>
    </Box>
  );
};
