import { Alert, List, Text } from '@chakra-ui/react';
import { type RequirementKey } from '@estudio/domain/content';
import { SCHEDULING_TIMEZONE, type SendViews } from '@estudio/domain/scheduling';
import { formatDateTime } from '@estudio/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from './query-keys.js';
import { useCan, useSession } from './session.js';
import { PublishingTexts } from './texts.js';

/** An item's newest send when it was refused or failed (null otherwise), as the scheduler function recorded it. */
export const useUnsentSend = (service: SendViews, key: RequirementKey, enabled: boolean) => {
  const { actor } = useSession();
  return useQuery({
    queryKey: queryKeys.sends.unsent(key.brandId, key.requirementId),
    enabled,
    retry: false,
    queryFn: () => service.unsent(actor, { brandId: key.brandId, requirementId: key.requirementId }),
  });
};

/** When a send of this panel has just ended, the server has written its record: read the item's and the list's again. */
const useReadAfterSending = (sending: boolean) => {
  const queryClient = useQueryClient();
  const was = useRef(sending);
  useEffect(() => {
    if (was.current && !sending) void queryClient.invalidateQueries({ queryKey: queryKeys.sends.all });
    was.current = sending;
  }, [sending, queryClient]);
};

/**
 * The carousel's and the video's publishing panels (docs/product.md, "Envíos"): 'El último envío
 * falló (…):' or 'fue rechazado', with the date in Bogotá and the reasons or the service's
 * answer, while the item's newest send record says it did not go. Nothing when it went, when
 * there is none, or while it is read. `sending`: the panel's 'Programar publicación' is under way.
 * `views`: the panel's SendViews (a screen's use case: shared code asks only for the frame's).
 */
export const LastSendWarning = ({
  requirementKey,
  sending,
  views,
}: {
  readonly requirementKey: RequirementKey;
  readonly sending: boolean;
  readonly views: SendViews;
}) => {
  const allowed = useCan('VIEW_REQUIREMENTS');
  const unsent = useUnsentSend(views, requirementKey, allowed);
  useReadAfterSending(sending);
  const record = unsent.data ?? null;
  if (record === null || sending) return null;
  const when = PublishingTexts.bogotaTime(formatDateTime(record.at, { timeZone: SCHEDULING_TIMEZONE }));
  const title =
    record.outcome === 'failed' ? PublishingTexts.lastSendFailed(when) : PublishingTexts.lastSendRefused(when);
  return (
    <Alert.Root status="warning" role="status" borderRadius="card" data-testid="last-send-warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          <List.Root ps="5">
            {record.reasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List.Root>
          <Text mt="1" fontSize="sm">
            {PublishingTexts.lastSendHint}
          </Text>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
};
