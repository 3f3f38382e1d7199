import { Box, Button, Card, Field, HStack, Heading, Link, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { can } from '@estudio/domain/accounts';
import {
  SCRIPT_SECTIONS,
  SCRIPT_SECTION_LABELS,
  VIDEO_UPLOAD_ACCEPT,
  scriptLabel,
  type Script,
  type ScriptSection,
} from '@estudio/domain/content';
import { type VideoRequirement } from '@estudio/domain/requirements';
import { Messages, isDomainError } from '@estudio/domain/shared';
import { Breadcrumb, BusyOverlay, ContentCard, ContentPiece, EditableBlock, FilePicker } from '@estudio/ui';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { mediaFileOf, useUploadBar } from '../../shared/cancellable-upload.js';
import { messageOf, useDialogs } from '../../shared/dialogs.js';
import { useQueryErrorDialog } from '../../shared/query-errors.js';
import { useSession } from '../../shared/session.js';
import {
  useEditCaption,
  useEditScriptSection,
  useNewSuggestion,
  useUploadScriptVideo,
  useVideoDetail,
  type OpenedVideo,
} from './api/video-queries.js';
import { PublishPanel } from './publish-panel.js';
import { VideoTexts } from './video-texts.js';
import { ScreenTitles } from '../../shared/screen-titles.js';
import { AppTexts, ContentTexts } from '../../shared/texts.js';

const text = Messages.video;

type DetailKey = ReturnType<typeof useVideoDetail>['queryKey'];

/**
 * /video/{id}: the video requirement detail (docs/product.md, "Videos"), for VIEW_REQUIREMENTS.
 * The caption and each script's sections edited inline (REQUIREMENTS_EDIT), scripts generated
 * on opening when there are none and on 'Generar nueva sugerencia' (VIDEO_SUGGESTIONAI), one
 * video uploaded per script (VIDEO_UPLOAD), and 'Datos para publicar' (CARROUSEL_SENDTOMETRICS
 * and a brand with idMetrics).
 */
export const VideoScreen = () => {
  const { actor } = useSession();
  const { id = '' } = useParams();
  return !can(actor, 'VIEW_REQUIREMENTS') ? (
    <VideoFrame>
      <Box role="alert" color="fg.error">
        {Messages.access.forbidden}
      </Box>
    </VideoFrame>
  ) : (
    // Another requirement is another screen: nothing of the previous one carries over.
    <VideoRequirementDetail key={id} requirementId={id} />
  );
};

/** The content-piece template before the requirement is known (loading, refused): the kind as the title. */
const VideoFrame = ({ children }: { readonly children: ReactNode }) => (
  <ContentPiece title={VideoTexts.title} breadcrumb={<PieceBreadcrumb title={VideoTexts.title} />}>
    {children}
  </ContentPiece>
);

/** 'Parrilla' › the piece's title. */
const PieceBreadcrumb = ({ title }: { readonly title: string }) => {
  const navigate = useNavigate();
  return (
    <Breadcrumb
      items={[{ label: ScreenTitles.requirements, href: '/requirements' }, { label: title }]}
      onNavigate={(href) => void navigate(href)}
    />
  );
};

const VideoRequirementDetail = ({ requirementId }: { readonly requirementId: string }) => {
  const location = useLocation();
  const { showError } = useDialogs();
  const detail = useVideoDetail(requirementId, location.state);
  const loadError = useQueryErrorDialog(detail.error, Messages.requirements.find);

  // Why the automatic generation did not happen, once per opening; the detail still shows.
  const reported = useRef<string | null>(null);
  const scriptsError = detail.data?.scriptsError ?? null;
  useEffect(() => {
    if (scriptsError !== null && reported.current !== scriptsError) {
      reported.current = scriptsError;
      showError(scriptsError);
    }
  }, [scriptsError, showError]);

  if (loadError !== null) {
    return (
      <VideoFrame>
        <Box role="alert" color="fg.error">
          {loadError}
        </Box>
      </VideoFrame>
    );
  }
  if (detail.data === undefined) {
    return (
      <VideoFrame>
        <BusyOverlay busy message={detail.generating ? VideoTexts.generating : AppTexts.loading} />
      </VideoFrame>
    );
  }
  return <VideoContent detail={detail.data} queryKey={detail.queryKey} />;
};

const VideoContent = ({ detail, queryKey }: { readonly detail: OpenedVideo; readonly queryKey: DetailKey }) => {
  const { actor } = useSession();
  const { showError } = useDialogs();
  const { requirement, brand } = detail;
  const suggestion = useNewSuggestion(queryKey, requirement);
  // Bumped by new scripts: every script block starts again from them, in view mode.
  const [generation, setGeneration] = useState(0);
  const canSuggest = can(actor, 'VIDEO_SUGGESTIONAI');

  const suggest = () =>
    suggestion.mutate(undefined, {
      onSuccess: () => setGeneration((current) => current + 1),
      onError: (error) => showError(messageOf(error, text.scriptsFailed)),
    });

  // A requirement without scripts gets them as soon as it has a caption (docs/product.md, "Videos").
  const captionSaved = (saved: VideoRequirement) => {
    if (saved.scripts.length === 0 && canSuggest && !suggestion.isPending) suggest();
  };

  return (
    <ContentPiece
      title={requirement.title}
      kind={VideoTexts.title}
      brand={VideoTexts.brandOf(brand.brandName)}
      status={requirement.status}
      breadcrumb={<PieceBreadcrumb title={requirement.title} />}
      aside={detail.canPublish ? <PublishPanel detail={detail} queryKey={queryKey} /> : undefined}
    >
      <CaptionBlock
        queryKey={queryKey}
        requirement={requirement}
        canEdit={can(actor, 'REQUIREMENTS_EDIT')}
        onSaved={captionSaved}
      />
      <ContentCard
        title={VideoTexts.scripts}
        actions={
          canSuggest ? (
            <Button
              colorPalette="brand"
              size="sm"
              onClick={suggest}
              loading={suggestion.isPending}
              loadingText={VideoTexts.newSuggestion}
            >
              {VideoTexts.newSuggestion}
            </Button>
          ) : undefined
        }
      >
        {suggestion.isPending ? (
          <HStack role="status" gap="2" color="fg.muted" fontSize="sm">
            <Spinner size="sm" />
            <Text>{VideoTexts.generating}</Text>
          </HStack>
        ) : null}
        {requirement.scripts.length === 0 ? (
          <Text color="fg.muted">{VideoTexts.noScripts}</Text>
        ) : (
          <Stack gap="4" key={generation} aria-busy={suggestion.isPending}>
            {requirement.scripts.map((script, index) => (
              <ScriptBlock key={index} queryKey={queryKey} requirement={requirement} index={index} script={script} />
            ))}
          </Stack>
        )}
      </ContentCard>
    </ContentPiece>
  );
};

/** Plain text, or a dash when empty; line breaks kept. */
const Reading = ({ value }: { readonly value: string }) => (
  <Text whiteSpace="pre-wrap" color={value.trim() === '' ? 'fg.muted' : undefined}>
    {value.trim() === '' ? VideoTexts.empty : value}
  </Text>
);

const LongTextEditor = ({
  label,
  value,
  onChange,
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) => (
  <Field.Root>
    <Field.Label>{label}</Field.Label>
    <Textarea value={value} autoresize minH="24" onChange={(event) => onChange(event.target.value)} />
  </Field.Root>
);

const CaptionBlock = ({
  queryKey,
  requirement,
  canEdit,
  onSaved,
}: {
  readonly queryKey: DetailKey;
  readonly requirement: VideoRequirement;
  readonly canEdit: boolean;
  readonly onSaved: (saved: VideoRequirement) => void;
}) => {
  const { showError, showInfo } = useDialogs();
  const save = useEditCaption(queryKey, requirement);
  const [draft, setDraft] = useState(requirement.caption);

  const onSave = async () => {
    try {
      const saved = await save.mutateAsync(draft);
      showInfo(ContentTexts.saved);
      onSaved(saved);
    } catch (error) {
      showError(messageOf(error, Messages.blueprint.saveChanges));
      // The block stays in edit mode with the draft.
      throw error;
    }
  };

  return (
    <EditableBlock
      title={VideoTexts.caption}
      canEdit={canEdit}
      onEdit={() => setDraft(requirement.caption)}
      onDiscard={() => setDraft(requirement.caption)}
      onSave={onSave}
      editor={<LongTextEditor label={VideoTexts.captionField} value={draft} onChange={setDraft} />}
    >
      <Reading value={requirement.caption} />
    </EditableBlock>
  );
};

/** 'Guión N': its three sections, and its video. */
const ScriptBlock = ({
  queryKey,
  requirement,
  index,
  script,
}: {
  readonly queryKey: DetailKey;
  readonly requirement: VideoRequirement;
  readonly index: number;
  readonly script: Script;
}) => {
  const { actor } = useSession();
  const { showError } = useDialogs();
  const headingId = useId();
  const label = scriptLabel(index);
  const upload = useUploadScriptVideo(queryKey, requirement);
  const bar = useUploadBar();
  const [pickError, setPickError] = useState<string | undefined>(undefined);
  // A new picker after each attempt, so picking the same file again uploads again.
  const [pickerGeneration, setPickerGeneration] = useState(0);
  const videoUrl = script.videoUrl ?? '';

  const pick = (file: File | null) => {
    if (file === null || upload.isPending) return;
    setPickError(undefined);
    upload.mutate(
      { index, file: mediaFileOf(file), ...bar.start() },
      {
        onError: (error) => {
          // A cancel is said as it is; the script keeps its video and another can be picked.
          if (bar.cancelled(error)) return;
          const message = messageOf(error, text.upload);
          // A file refused before uploading (size, type) is said under the picker; a failed upload in the dialog.
          if (isDomainError(error) && error.kind === 'validation') setPickError(message);
          else showError(message);
        },
        onSettled: () => {
          bar.reset();
          setPickerGeneration((current) => current + 1);
        },
      },
    );
  };

  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" borderRadius="card">
      <Card.Header>
        <Heading as="h3" size="md" id={headingId}>
          {label}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {SCRIPT_SECTIONS.map((section) => (
            <SectionBlock
              key={section}
              queryKey={queryKey}
              requirement={requirement}
              index={index}
              section={section}
              stored={script[section]}
              canEdit={can(actor, 'REQUIREMENTS_EDIT')}
            />
          ))}
          <Stack gap="2">
            {can(actor, 'VIDEO_UPLOAD') ? (
              <Box role="group" aria-label={VideoTexts.videoOf(label)}>
                <FilePicker
                  key={pickerGeneration}
                  label={VideoTexts.videoOf(label)}
                  accept={VIDEO_UPLOAD_ACCEPT}
                  onFileChange={pick}
                  progress={bar.progress}
                  error={pickError}
                  disabled={upload.isPending}
                  helperText={upload.isPending ? VideoTexts.uploading : undefined}
                  onCancel={bar.cancelWhile(upload.isPending)}
                />
              </Box>
            ) : null}
            {videoUrl === '' ? null : (
              <Link href={videoUrl} target="_blank" rel="noopener noreferrer" colorPalette="brand" width="fit-content">
                {VideoTexts.viewVideo}
              </Link>
            )}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
};

/** One section of one script, edited inline; its draft is a copy taken on Editar. */
const SectionBlock = ({
  queryKey,
  requirement,
  index,
  section,
  stored,
  canEdit,
}: {
  readonly queryKey: DetailKey;
  readonly requirement: VideoRequirement;
  readonly index: number;
  readonly section: ScriptSection;
  readonly stored: string;
  readonly canEdit: boolean;
}) => {
  const { showError, showInfo } = useDialogs();
  const save = useEditScriptSection(queryKey, requirement);
  const [draft, setDraft] = useState(stored);
  const title = SCRIPT_SECTION_LABELS[section];

  const onSave = async () => {
    try {
      await save.mutateAsync({ index, section, text: draft });
      showInfo(ContentTexts.saved);
    } catch (error) {
      showError(messageOf(error, Messages.blueprint.saveChanges));
      throw error;
    }
  };

  return (
    <EditableBlock
      title={title}
      canEdit={canEdit}
      onEdit={() => setDraft(stored)}
      onDiscard={() => setDraft(stored)}
      onSave={onSave}
      editor={
        <LongTextEditor label={VideoTexts.sectionField(title, scriptLabel(index))} value={draft} onChange={setDraft} />
      }
    >
      <Reading value={stored} />
    </EditableBlock>
  );
};
