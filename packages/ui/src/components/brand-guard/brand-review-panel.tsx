// The brand review of a piece (docs/product.md, "Revisión de marca"), beside its editors: the
// status, what changed since the last review, the deterministic findings with their fixes, the
// AI score against the guide with its criteria and claims, and the history. Props only: the
// screen computes the findings and runs 'Evaluar texto'.
import { Box, Button, Card, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { UiTexts } from '../../ui-texts.js';
import { ReviewFindings } from './review-findings.js';
import { ReviewHistory, ReviewScore } from './review-score.js';
import type { GuardHistoryEntry, GuardPanelFinding, GuardPanelReview, GuardStatus } from './review-types.js';

export interface BrandReviewPanelProps {
  readonly status: GuardStatus;
  /** What changed since the last review (shown for 'revisar'). */
  readonly changes: readonly string[];
  readonly findings: readonly GuardPanelFinding[];
  readonly review: GuardPanelReview | null;
  readonly history?: readonly GuardHistoryEntry[];
  /** Runs the AI review ('Evaluar texto'); absent: no button (the reader may not edit). */
  readonly onScore?: () => void;
  readonly scoring?: boolean;
  /** The answers come from the demo model: marked beside the score. */
  readonly demo?: boolean;
  /** A finding was chosen: the screen focuses its editor. */
  readonly onFindingSelect?: (id: string) => void;
  /** Dates in this IANA zone; the viewer's when absent. */
  readonly timeZone?: string;
}

const STATUS_PALETTES: Readonly<Record<GuardStatus, string>> = {
  pasa: 'green',
  'no-pasa': 'red',
  revisar: 'orange',
  'sin-revisar': 'gray',
};

const StatusTag = ({ status }: { readonly status: GuardStatus }) => {
  const palette = STATUS_PALETTES[status];
  return (
    <chakra.span
      data-guard-panel-status={status}
      display="inline-flex"
      alignItems="center"
      whiteSpace="nowrap"
      borderRadius="full"
      borderWidth="1px"
      fontSize="xs"
      fontWeight="semibold"
      px="2"
      py="0.5"
      bg={`${palette}.100`}
      color={`${palette}.900`}
      borderColor={`${palette}.600`}
    >
      {UiTexts.guard.status[status]}
    </chakra.span>
  );
};

export const BrandReviewPanel = ({
  status,
  changes,
  findings,
  review,
  history,
  onScore,
  scoring = false,
  demo = false,
  onFindingSelect,
  timeZone,
}: BrandReviewPanelProps) => {
  const titleId = useId();
  const findingsId = useId();
  return (
    <Card.Root as="section" aria-labelledby={titleId} variant="outline" size="sm" data-brand-review-panel="">
      <Card.Header>
        <Flex align="center" justify="space-between" gap="3" wrap="wrap">
          <Flex align="center" gap="2" wrap="wrap">
            <Heading as="h3" size="md" id={titleId}>
              {UiTexts.guard.panel}
            </Heading>
            <StatusTag status={status} />
          </Flex>
          {onScore ? (
            <Button
              size="sm"
              colorPalette="brand"
              onClick={onScore}
              loading={scoring}
              loadingText={UiTexts.guard.scoring}
            >
              {UiTexts.guard.score}
            </Button>
          ) : null}
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          {status === 'revisar' && changes.length > 0 ? (
            <Box
              bg="orange.50"
              borderWidth="1px"
              borderColor="orange.300"
              borderRadius="md"
              px="3"
              py="2"
              fontSize="sm"
              data-guard-changes=""
            >
              <Text fontWeight="medium" color="orange.900">
                {UiTexts.guard.changes}
              </Text>
              <chakra.ul ps="5" listStyleType="disc" color="orange.900">
                {changes.map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </chakra.ul>
            </Box>
          ) : null}

          <Box as="section" aria-labelledby={findingsId}>
            <Heading as="h4" size="sm" id={findingsId} mb="2">
              {UiTexts.guard.findings} ({findings.length})
            </Heading>
            <ReviewFindings findings={findings} onFindingSelect={onFindingSelect} />
          </Box>

          <Box borderTopWidth="1px" pt="4">
            {review === null ? (
              <Text fontSize="sm" color="fg.muted">
                {UiTexts.guard.notScored}
              </Text>
            ) : (
              <ReviewScore review={review} demo={demo} timeZone={timeZone} />
            )}
          </Box>

          {history !== undefined && history.length > 0 ? <ReviewHistory history={history} timeZone={timeZone} /> : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
};
