import { Box, Button, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import { type SocialNetwork } from '@estudio/domain/brands';
import { type CarouselDetail, type RequirementKey } from '@estudio/domain/content';
import { SendViews, toBogotaDateTime, type PlanningInput } from '@estudio/domain/scheduling';
import { Messages } from '@estudio/domain/shared';
import { CheckboxGroupField, DateTimeField, TextField } from '@estudio/ui';
import { useState } from 'react';
import { messageOf, useDialogs } from '../../shared/dialogs.js';
import { PublishingPreview } from '../../shared/publishing-preview.js';
import { LastSendWarning } from '../../shared/last-send-warning.js';
import { BestTimeProposals } from '../../shared/planning/best-time-proposals.js';
import { FirstCommentField } from '../../shared/planning/first-comment-field.js';
import { useBestTimes, useCarouselBusy, useSavePlanning, useSchedule } from './api/carousel-queries.js';
import { useService } from '../../shared/services.js';
import { useGuardOverride } from '../../shared/brand-guard/guard-override.js';
import { CarouselTexts } from './carousel-texts.js';

/** The stored instant as the date-time input shows it: Bogotá's wall-clock time, to the minute. */
const inputDateTime = (value: Date | null): string => (value === null ? '' : toBogotaDateTime(value).slice(0, 16));

/**
 * 'Datos para publicar' (CARROUSEL_SENDTOMETRICS and a brand with idMetrics; the caller shows it
 * only then): the brand's networks that take carousels, the date and each chosen network's
 * fields. 'Guardar publicación' saves the planning; 'Programar publicación' first asks for the reason
 * of an override when the stored carousel has blocking brand-guard findings (docs/product.md,
 * "Revisión de marca"), then saves the planning, lists every pre-flight problem at once, and only
 * then sends it, with that reason, through the scheduler function.
 */
export const PublishingPanel = ({
  detail,
  requirementKey,
  caption = detail.requirement.caption,
}: {
  readonly detail: CarouselDetail;
  readonly requirementKey: RequirementKey;
  /** The caption as typed on the screen, for the preview. */
  readonly caption?: string;
}) => {
  const { showError, showInfo } = useDialogs();
  const busy = useCarouselBusy(requirementKey);
  const save = useSavePlanning(requirementKey);
  const schedule = useSchedule(requirementKey);
  const sendViews = useService(SendViews);
  const override = useGuardOverride();
  const { requirement, networks } = detail;
  const [selected, setSelected] = useState<readonly string[]>(() =>
    requirement.selectedSocialNetwork.filter((network) => networks.includes(network)),
  );
  const [date, setDate] = useState(() => inputDateTime(requirement.publicationDate));
  const [collaborators, setCollaborators] = useState(requirement.collaborators);
  const [documentTitle, setDocumentTitle] = useState(requirement.documentTitle);
  const [pinBoardId, setPinBoardId] = useState(requirement.pinBoardId);
  const [pinTitle, setPinTitle] = useState(requirement.pinTitle);
  const [pinLink, setPinLink] = useState(requirement.pinLink);
  const [firstComment, setFirstComment] = useState(requirement.firstComment);
  const [problems, setProblems] = useState<readonly string[]>([]);
  const bestTimes = useBestTimes(requirementKey.brandId, selected as SocialNetwork[]);

  const planning = (): PlanningInput => ({
    selectedSocialNetwork: selected as SocialNetwork[],
    publicationDate: date,
    collaborators,
    documentTitle,
    pinBoardId,
    pinTitle,
    pinLink,
    firstComment,
  });

  const runSave = () => {
    setProblems([]);
    save.mutate(planning(), {
      onSuccess: (outcome) => showInfo(outcome.message),
      onError: (error) => showError(messageOf(error, Messages.carousel.savePlanning)),
    });
  };

  const runSchedule = (overrideReason?: string) => {
    setProblems([]);
    schedule.mutate(
      { planning: planning(), overrideReason },
      {
        onSuccess: (result) => {
          if (result.sent) showInfo(result.message);
          else setProblems(result.problems);
        },
        onError: (error) => showError(messageOf(error, Messages.scheduling.sendFailed)),
      },
    );
  };

  const chosen = (network: SocialNetwork) => selected.includes(network);

  return (
    <Stack as="section" aria-label={CarouselTexts.publishing} gap="4" borderWidth="1px" borderRadius="card" p="4">
      <Heading as="h2" size="md">
        {CarouselTexts.publishing}
      </Heading>
      <LastSendWarning requirementKey={requirementKey} sending={schedule.isPending} views={sendViews} />
      {networks.length === 0 ? (
        <Text color="fg.muted">{CarouselTexts.noNetworks}</Text>
      ) : (
        <CheckboxGroupField
          label={CarouselTexts.networks}
          options={networks.map((network) => ({ value: network, label: network }))}
          value={selected}
          onChange={setSelected}
          disabled={busy}
        />
      )}
      <DateTimeField label={CarouselTexts.publicationDate} value={date} onChange={setDate} disabled={busy} />
      <BestTimeProposals query={bestTimes} networks={selected as SocialNetwork[]} onUse={setDate} disabled={busy} />
      <FirstCommentField
        value={firstComment}
        onChange={setFirstComment}
        networks={selected as SocialNetwork[]}
        disabled={busy}
      />
      {chosen('Instagram') ? (
        <TextField
          label={CarouselTexts.collaborators}
          value={collaborators}
          onChange={setCollaborators}
          disabled={busy}
        />
      ) : null}
      {chosen('LinkedIn') ? (
        <TextField
          label={CarouselTexts.documentTitle}
          value={documentTitle}
          onChange={setDocumentTitle}
          disabled={busy}
        />
      ) : null}
      {chosen('Pinterest') ? (
        <>
          <TextField label={CarouselTexts.pinBoardId} value={pinBoardId} onChange={setPinBoardId} disabled={busy} />
          <TextField label={CarouselTexts.pinTitle} value={pinTitle} onChange={setPinTitle} disabled={busy} />
          <TextField label={CarouselTexts.pinLink} value={pinLink} onChange={setPinLink} disabled={busy} />
        </>
      ) : null}
      <PublishingPreview
        kind="carousel"
        post={{ ...requirement, caption, pinBoardId, pinTitle, pinLink }}
        networks={selected}
        savedCaption={requirement.caption}
      />
      {problems.length === 0 ? null : (
        <Box role="alert" color="fg.error">
          <Text fontWeight="semibold">{Messages.scheduling.preflightRefused}</Text>
          <List.Root ps="5">
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List.Root>
        </Box>
      )}
      <HStack gap="2" flexWrap="wrap">
        <Button variant="outline" colorPalette="brand" disabled={busy} onClick={runSave}>
          {CarouselTexts.savePublication}
        </Button>
        <Button
          colorPalette="brand"
          disabled={busy}
          onClick={() => override.sendChecked(requirement, detail.brand, runSchedule)}
        >
          {CarouselTexts.schedulePublication}
        </Button>
      </HStack>
      {override.dialog}
    </Stack>
  );
};
