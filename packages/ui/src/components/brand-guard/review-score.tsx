// The panel's AI part: the score against the guide with pass or fail, who asked and when, the
// four criteria with their reasons, the claims with their sources, and the history.
import { Box, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { formatDateTime, formatPercent } from '../../format/es-format.js';
import { UiTexts } from '../../ui-texts.js';
import { DemoModelBadge } from '../demo-model-badge/demo-model-badge.js';
import type { GuardHistoryEntry, GuardPanelReview } from './review-types.js';

const resultLabel = (passed: boolean): string => UiTexts.guard.status[passed ? 'pasa' : 'no-pasa'];

const ResultTag = ({ passed }: { readonly passed: boolean }) => {
  const palette = passed ? 'green' : 'red';
  return (
    <chakra.span
      data-guard-result={passed ? 'pasa' : 'no-pasa'}
      display="inline-flex"
      alignItems="center"
      gap="1"
      whiteSpace="nowrap"
      borderRadius="full"
      borderWidth="1px"
      fontSize="sm"
      fontWeight="semibold"
      px="2.5"
      py="0.5"
      bg={`${palette}.100`}
      color={`${palette}.900`}
      borderColor={`${palette}.600`}
    >
      <span aria-hidden="true">{passed ? '✓' : '✕'}</span>
      {resultLabel(passed)}
    </chakra.span>
  );
};

/** A 0-100 bar beside a criterion's score: decoration, the number is the value. */
const ScoreBar = ({ score }: { readonly score: number }) => (
  <Box aria-hidden="true" h="1.5" borderRadius="full" bg="bg.emphasized" overflow="hidden" mt="1">
    <Box
      h="full"
      width={`${Math.max(0, Math.min(100, score))}%`}
      bg={score >= 75.01 ? 'green.600' : 'orange.500'}
      borderRadius="full"
    />
  </Box>
);

export const ReviewScore = ({
  review,
  demo,
  timeZone,
}: {
  readonly review: GuardPanelReview;
  readonly demo: boolean;
  readonly timeZone?: string;
}) => (
  <Stack gap="4">
    <Box>
      <Flex align="center" gap="3" wrap="wrap">
        <Text as="span" fontSize="3xl" fontWeight="bold" lineHeight="1" data-guard-score="">
          <chakra.span srOnly>{UiTexts.guard.alignment}: </chakra.span>
          {formatPercent(review.score)}
        </Text>
        <ResultTag passed={review.passed} />
        {demo ? <DemoModelBadge /> : null}
      </Flex>
      <Text fontSize="xs" color="fg.muted" mt="1.5">
        {UiTexts.guard.alignment} · {UiTexts.guard.scoredBy(review.by, formatDateTime(review.at, { timeZone }))}
      </Text>
    </Box>

    {review.criteria.length > 0 ? (
      <Box>
        <Heading as="h4" size="xs" mb="2">
          {UiTexts.guard.criteria}
        </Heading>
        <Stack as="ul" gap="2.5" listStyleType="none" ps="0">
          {review.criteria.map((criterion) => (
            <Box as="li" key={criterion.label}>
              <Flex justify="space-between" gap="2" fontSize="sm">
                <Text as="span" fontWeight="medium">
                  {criterion.label}
                </Text>
                <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  {formatPercent(criterion.score)}
                </Text>
              </Flex>
              <ScoreBar score={criterion.score} />
              <Text fontSize="sm" color="fg.muted" mt="1">
                {criterion.reason}
              </Text>
            </Box>
          ))}
        </Stack>
      </Box>
    ) : null}

    <Box>
      <Heading as="h4" size="xs" mb="2">
        {UiTexts.guard.claims}
      </Heading>
      {review.claims.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {UiTexts.guard.noClaims}
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" ps="0">
          {review.claims.map((claim, index) => (
            <Box
              as="li"
              key={index}
              fontSize="sm"
              data-guard-claim={claim.source === null ? 'unsupported' : 'supported'}
            >
              <Text as="q" quotes="'«' '»'">
                {claim.text}
              </Text>{' '}
              {claim.source === null ? (
                <chakra.span
                  display="inline-block"
                  fontSize="xs"
                  fontWeight="semibold"
                  px="1.5"
                  borderRadius="sm"
                  bg="red.100"
                  color="red.900"
                  borderWidth="1px"
                  borderColor="red.600"
                  whiteSpace="nowrap"
                >
                  {UiTexts.guard.unsupported}
                </chakra.span>
              ) : (
                <Text as="span" display="block" fontSize="xs" color="fg.muted">
                  {UiTexts.guard.source(claim.source)}
                </Text>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  </Stack>
);

export const ReviewHistory = ({
  history,
  timeZone,
}: {
  readonly history: readonly GuardHistoryEntry[];
  readonly timeZone?: string;
}) => (
  <chakra.details borderTopWidth="1px" pt="3" data-guard-history="">
    <chakra.summary
      cursor="pointer"
      fontSize="sm"
      fontWeight="semibold"
      borderRadius="sm"
      focusVisibleRing="outside"
      width="fit-content"
    >
      {UiTexts.guard.history} ({history.length})
    </chakra.summary>
    <Stack as="ol" gap="1" listStyleType="none" ps="0" mt="2">
      {history.map((entry, index) => (
        <Text as="li" key={index} fontSize="sm" color="fg.muted">
          {UiTexts.guard.historyEntry(
            formatDateTime(entry.at, { timeZone }),
            formatPercent(entry.score),
            resultLabel(entry.passed),
            entry.by,
          )}
        </Text>
      ))}
    </Stack>
  </chakra.details>
);
