import { Box, Button, Card, Checkbox, HStack, Heading, List, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { type SocialNetwork } from '@estudio/domain/brands';
import { videoOptionLabel, type VideoDetail } from '@estudio/domain/content';
import { optionalDataOf, SendViews, toBogotaDateTime, type PublicationPlanning } from '@estudio/domain/scheduling';
import { Messages, isDomainError } from '@estudio/domain/shared';
import { CheckboxGroupField, DateTimeField, SwitchField, TagListField, TextField } from '@estudio/ui';
import { useId, useState } from 'react';
import { messageOf, useDialogs } from '../../shared/dialogs.js';
import { PublishingPreview } from '../../shared/publishing-preview.js';
import { LastSendWarning } from '../../shared/last-send-warning.js';
import { BestTimeProposals } from '../../shared/planning/best-time-proposals.js';
import { FirstCommentField } from '../../shared/planning/first-comment-field.js';
import { useBestTimes, useChooseVideo, usePublishVideo, type useVideoDetail } from './api/video-queries.js';
import { useService } from '../../shared/services.js';
import { useGuardOverride } from '../../shared/brand-guard/guard-override.js';
import { VideoTexts } from './video-texts.js';

const words = VideoTexts.publish;

type DetailKey = ReturnType<typeof useVideoDetail>['queryKey'];

/** The planning fields as the panel edits them (the date as the date-time input's text, Bogotá time). */
type PlanningDraft = Omit<PublicationPlanning, 'publicationDate'> & { readonly publicationDate: string };

const draftOf = ({ requirement, networks }: VideoDetail): PlanningDraft => ({
  // Only the networks offered: a stored one the brand no longer has is not sent.
  selectedSocialNetwork: requirement.selectedSocialNetwork.filter((network) => networks.includes(network)),
  publicationDate:
    requirement.publicationDate === null ? '' : toBogotaDateTime(requirement.publicationDate).slice(0, 16),
  ...optionalDataOf(requirement),
});

/** The problems a refusal from the server lists (Messages.scheduling.preflightRefused), if any. */
const problemsIn = (error: unknown): readonly string[] | null => {
  if (!isDomainError(error)) return null;
  const details = error.details as { problems?: unknown } | undefined;
  return Array.isArray(details?.problems) ? details.problems.filter((item) => typeof item === 'string') : null;
};

/**
 * 'Datos para publicar' (docs/product.md, "Videos" and "Scheduling (Metricool)"): shown with
 * CARROUSEL_SENDTOMETRICS and a brand with idMetrics. The video to publish ('Video N') is
 * saved on choosing; the planning with 'Guardar publicación', or checked (every problem at
 * once), saved and sent with 'Programar publicación', which first asks for the reason of an
 * override when the stored video has blocking brand-guard findings ("Revisión de marca").
 */
export const PublishPanel = ({
  detail,
  queryKey,
  caption = detail.requirement.caption,
}: {
  readonly detail: VideoDetail;
  readonly queryKey: DetailKey;
  /** The caption as typed on the screen, for the preview. */
  readonly caption?: string;
}) => {
  const { showError, showInfo } = useDialogs();
  const headingId = useId();
  const { requirement, networks } = detail;
  const choose = useChooseVideo(queryKey, requirement);
  const publish = usePublishVideo(queryKey, requirement);
  const sendViews = useService(SendViews);
  const override = useGuardOverride();
  const [draft, setDraft] = useState<PlanningDraft>(() => draftOf(detail));
  const [problems, setProblems] = useState<readonly string[]>([]);
  const bestTimes = useBestTimes(requirement.brandId, draft.selectedSocialNetwork);
  const [choiceGeneration, setChoiceGeneration] = useState(0);
  const busy = publish.isPending || choose.isPending;
  const chosen = new Set(draft.selectedSocialNetwork);

  const set = <K extends keyof PlanningDraft>(field: K, value: PlanningDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const chooseVideo = (value: string | null) => {
    const index = Number(value);
    if (value === null || !Number.isInteger(index) || index === requirement.videoToPublishIndex || busy) return;
    choose.mutate(index, {
      onError: (error) => {
        // The radios start again from the stored choice (the native input the user clicked stays checked otherwise).
        setChoiceGeneration((current) => current + 1);
        showError(messageOf(error, Messages.video.saveSelectedVideo));
      },
    });
  };

  const save = () => {
    setProblems([]);
    publish.save.mutate(draft, {
      onSuccess: (outcome) => showInfo(outcome.message),
      onError: (error) => showError(messageOf(error, Messages.video.savePlanning)),
    });
  };

  const schedule = (overrideReason?: string) => {
    setProblems([]);
    publish.schedule.mutate(
      { planning: draft, overrideReason },
      {
        onSuccess: (result) => {
          if (result.kind === 'problems') setProblems(result.problems);
          else showInfo(result.message);
        },
        onError: (error) => {
          const listed = problemsIn(error);
          if (listed !== null && listed.length > 0) setProblems(listed);
          else showError(messageOf(error, Messages.scheduling.sendFailed));
        },
      },
    );
  };

  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" borderRadius="card">
      <Card.Header>
        <Heading as="h2" size="lg" id={headingId}>
          {words.title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <LastSendWarning
            requirementKey={{ brandId: requirement.brandId, requirementId: requirement.id }}
            sending={publish.schedule.isPending}
            views={sendViews}
          />
          <RadioGroup.Root
            key={choiceGeneration}
            // The choice being saved shows at once; a refusal puts the stored one back.
            value={String(choose.isPending ? choose.variables : requirement.videoToPublishIndex)}
            onValueChange={(details) => chooseVideo(details.value)}
            disabled={busy}
            colorPalette="brand"
            aria-label={words.videoChoice}
          >
            <Stack gap="2">
              <RadioGroup.Label>{words.videoChoice}</RadioGroup.Label>
              <HStack gap="4" flexWrap="wrap">
                {requirement.scripts.map((_, index) => (
                  <RadioGroup.Item key={index} value={String(index)}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{videoOptionLabel(index)}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </Stack>
          </RadioGroup.Root>

          {networks.length === 0 ? (
            <Text color="fg.muted">{words.noNetworks}</Text>
          ) : (
            <CheckboxGroupField
              label={words.networks}
              options={networks.map((network) => ({ value: network, label: network }))}
              value={draft.selectedSocialNetwork}
              onChange={(values) => set('selectedSocialNetwork', values as SocialNetwork[])}
              columns={4}
              disabled={busy}
            />
          )}

          {chosen.has('Instagram') ? (
            <TextField
              label={words.collaborators}
              value={draft.collaborators}
              onChange={(value) => set('collaborators', value)}
              disabled={busy}
            />
          ) : null}
          {chosen.has('YouTube') ? (
            <Stack gap="3">
              <TextField
                label={words.videoTitle}
                value={draft.videoTitle}
                onChange={(value) => set('videoTitle', value)}
                disabled={busy}
              />
              <TagListField
                label={words.youtubeTags}
                tags={draft.youtubeTags}
                onChange={(tags) => set('youtubeTags', tags)}
                disabled={busy}
              />
            </Stack>
          ) : null}
          {chosen.has('LinkedIn') ? (
            <TextField
              label={words.documentTitle}
              value={draft.documentTitle}
              onChange={(value) => set('documentTitle', value)}
              disabled={busy}
            />
          ) : null}
          {chosen.has('Pinterest') ? (
            <Stack gap="3">
              <TextField
                label={words.pinBoardId}
                value={draft.pinBoardId}
                onChange={(value) => set('pinBoardId', value)}
                disabled={busy}
              />
              <TextField
                label={words.pinTitle}
                value={draft.pinTitle}
                onChange={(value) => set('pinTitle', value)}
                disabled={busy}
              />
              <TextField
                label={words.pinLink}
                value={draft.pinLink}
                onChange={(value) => set('pinLink', value)}
                disabled={busy}
              />
              <Checkbox.Root
                checked={draft.pinNewFormat}
                onCheckedChange={(details) => set('pinNewFormat', details.checked === true)}
                disabled={busy}
                colorPalette="brand"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{words.pinNewFormat}</Checkbox.Label>
              </Checkbox.Root>
            </Stack>
          ) : null}

          <Stack gap="2">
            <SwitchField
              label={words.allowComments}
              checked={draft.allowComments}
              onCheckedChange={(checked) => set('allowComments', checked)}
              disabled={busy}
            />
            <SwitchField
              label={words.autoAddMusic}
              checked={draft.autoAddMusic}
              onCheckedChange={(checked) => set('autoAddMusic', checked)}
              disabled={busy}
            />
            <SwitchField
              label={words.brandMention}
              checked={draft.brandMention}
              onCheckedChange={(checked) => set('brandMention', checked)}
              disabled={busy}
            />
          </Stack>

          <DateTimeField
            label={words.publicationDate}
            value={draft.publicationDate}
            onChange={(value) => set('publicationDate', value)}
            disabled={busy}
          />
          <BestTimeProposals
            query={bestTimes}
            networks={draft.selectedSocialNetwork}
            onUse={(value) => set('publicationDate', value)}
            disabled={busy}
          />
          <FirstCommentField
            value={draft.firstComment}
            onChange={(value) => set('firstComment', value)}
            networks={draft.selectedSocialNetwork}
            disabled={busy}
          />

          <PublishingPreview
            kind="video"
            post={{ ...requirement, ...draft, caption }}
            networks={draft.selectedSocialNetwork}
            savedCaption={requirement.caption}
          />
          {problems.length === 0 ? null : (
            <Box role="alert" color="fg.error" aria-label={Messages.scheduling.preflightRefused}>
              <Text fontWeight="medium">{Messages.scheduling.preflightRefused}</Text>
              <List.Root ps="5">
                {problems.map((problem) => (
                  <List.Item key={problem}>{problem}</List.Item>
                ))}
              </List.Root>
            </Box>
          )}

          <HStack gap="3" flexWrap="wrap">
            <Button
              variant="outline"
              colorPalette="brand"
              onClick={save}
              loading={publish.save.isPending}
              loadingText={words.save}
              disabled={busy}
            >
              {words.save}
            </Button>
            <Button
              colorPalette="brand"
              onClick={() => override.sendChecked(requirement, detail.brand, schedule)}
              loading={publish.schedule.isPending}
              loadingText={words.schedule}
              disabled={busy}
            >
              {words.schedule}
            </Button>
          </HStack>
        </Stack>
        {override.dialog}
      </Card.Body>
    </Card.Root>
  );
};
