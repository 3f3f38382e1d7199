import { Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { SocialNetwork } from '@estudio/domain/brands';
import { SCHEDULING_TIMEZONE, toBogotaDateTime } from '@estudio/domain/scheduling';
import { Messages } from '@estudio/domain/shared';
import { formatDateTime } from '@estudio/ui';
import { useId } from 'react';
import { messageOf } from '../dialogs.js';
import type { BestTimesQuery } from './best-times-query.js';
import { PlanningTexts } from './planning-texts.js';

export interface BestTimeProposalsProps {
  /** The screen's useBestTimes for these networks. */
  readonly query: BestTimesQuery;
  /** The networks chosen in the panel, in its order. */
  readonly networks: readonly SocialNetwork[];
  /** Puts the slot in the date field, as a date-time input's text (Bogotá time, to the minute). */
  readonly onUse: (dateTime: string) => void;
  readonly disabled?: boolean;
}

/**
 * 'Mejor momento' (docs/product.md, "Scheduling (Metricool)", "Best time and first comment"):
 * for each chosen network, the next best slot Metricool's scores give (Bogotá time) and a
 * button that puts it in the date field; 'Sin propuesta' where Metricool has none (Threads,
 * Pinterest, no history yet). Marked when the local sandbox answered.
 */
export const BestTimeProposals = ({ query, networks, onUse, disabled = false }: BestTimeProposalsProps) => {
  const headingId = useId();
  const body = (() => {
    if (networks.length === 0) return <Text color="fg.muted">{PlanningTexts.bestTimeNoNetworks}</Text>;
    if (query.isError) {
      return (
        <Text role="alert" color="fg.error">
          {messageOf(query.error, Messages.scheduling.bestTimesFailed)}
        </Text>
      );
    }
    if (query.data === undefined) return <Text color="fg.muted">{PlanningTexts.bestTimeLoading}</Text>;
    return (
      <Stack gap="2">
        <List.Root variant="plain" gap="1">
          {query.data.proposals.map(({ network, at }) => (
            <List.Item key={network}>
              <HStack gap="3" flexWrap="wrap">
                <Text fontWeight="medium">{network}:</Text>
                <Text>
                  {at === null ? PlanningTexts.bestTimeNone : formatDateTime(at, { timeZone: SCHEDULING_TIMEZONE })}
                </Text>
                {at === null ? null : (
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="brand"
                    disabled={disabled}
                    aria-label={PlanningTexts.useBestTimeOf(network)}
                    onClick={() => onUse(toBogotaDateTime(at).slice(0, 16))}
                  >
                    {PlanningTexts.useBestTime}
                  </Button>
                )}
              </HStack>
            </List.Item>
          ))}
        </List.Root>
        {query.data.sandbox ? (
          <Box role="note" bg="yellow.subtle" borderWidth="1px" borderColor="yellow.emphasized" rounded="md" p="2">
            {PlanningTexts.bestTimeSandbox}
          </Box>
        ) : null}
      </Stack>
    );
  })();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="1">
      <Text id={headingId} fontWeight="semibold">
        {PlanningTexts.bestTime}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {PlanningTexts.bestTimeHelp}
      </Text>
      {body}
    </Stack>
  );
};
