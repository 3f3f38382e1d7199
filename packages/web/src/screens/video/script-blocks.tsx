import { Box, Card, Field, Heading, Link, Stack, Text, Textarea } from '@chakra-ui/react';
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
import { EditableBlock, FilePicker } from '@estudio/ui';
import { useId, useState } from 'react';
import { mediaFileOf, useUploadBar } from '../../shared/cancellable-upload.js';
import { messageOf, useDialogs } from '../../shared/dialogs.js';
import { useSession } from '../../shared/session.js';
import { ContentTexts } from '../../shared/texts.js';
import {
  useEditCaption,
  useEditScriptSection,
  useUploadScriptVideo,
  type useVideoDetail,
} from './api/video-queries.js';
import { CAPTION, sectionField, type FieldDrafts } from './video-drafts.js';
import { VideoTexts } from './video-texts.js';

/*
 * The blocks of the video detail (docs/product.md, "Videos"): the caption and each script's sections, edited
 * inline and saved on their own (their typing is the page's drafts, which its action bar also saves), and each
 * script's video.
 */

const text = Messages.video;

type DetailKey = ReturnType<typeof useVideoDetail>['queryKey'];

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

/** The caption, edited inline (REQUIREMENTS_EDIT); `onSaved` hears of each save. */
export const CaptionBlock = ({
  queryKey,
  requirement,
  canEdit,
  drafts,
  onSaved,
}: {
  readonly queryKey: DetailKey;
  readonly requirement: VideoRequirement;
  readonly canEdit: boolean;
  readonly drafts: FieldDrafts;
  readonly onSaved: (saved: VideoRequirement) => void;
}) => {
  const { showError, showInfo } = useDialogs();
  const save = useEditCaption(queryKey, requirement);
  const draft = drafts.textOf(CAPTION) ?? requirement.caption;

  const onSave = async () => {
    try {
      const saved = await save.mutateAsync(draft);
      drafts.drop((field) => field === CAPTION);
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
      onEdit={() => drafts.set(CAPTION, requirement.caption)}
      onDiscard={() => drafts.drop((field) => field === CAPTION)}
      onSave={onSave}
      editor={
        <LongTextEditor
          label={VideoTexts.captionField}
          value={draft}
          onChange={(value) => drafts.set(CAPTION, value)}
        />
      }
    >
      <Reading value={requirement.caption} />
    </EditableBlock>
  );
};

/** 'Guión N': its three sections, and its video. */
export const ScriptBlock = ({
  queryKey,
  requirement,
  index,
  script,
  drafts,
}: {
  readonly queryKey: DetailKey;
  readonly requirement: VideoRequirement;
  readonly index: number;
  readonly script: Script;
  readonly drafts: FieldDrafts;
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
              key={`${section}-${drafts.version(sectionField(index, section))}`}
              drafts={drafts}
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

/** One section of one script, edited inline; its draft (the page's) is a copy taken on Editar. */
const SectionBlock = ({
  queryKey,
  requirement,
  index,
  section,
  stored,
  canEdit,
  drafts,
}: {
  readonly queryKey: DetailKey;
  readonly requirement: VideoRequirement;
  readonly index: number;
  readonly section: ScriptSection;
  readonly stored: string;
  readonly canEdit: boolean;
  readonly drafts: FieldDrafts;
}) => {
  const { showError, showInfo } = useDialogs();
  const save = useEditScriptSection(queryKey, requirement);
  const field = sectionField(index, section);
  const draft = drafts.textOf(field) ?? stored;
  const title = SCRIPT_SECTION_LABELS[section];

  const onSave = async () => {
    try {
      await save.mutateAsync({ index, section, text: draft });
      drafts.drop((each) => each === field);
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
      onEdit={() => drafts.set(field, stored)}
      onDiscard={() => drafts.drop((each) => each === field)}
      onSave={onSave}
      editor={
        <LongTextEditor
          label={VideoTexts.sectionField(title, scriptLabel(index))}
          value={draft}
          onChange={(value) => drafts.set(field, value)}
        />
      }
    >
      <Reading value={stored} />
    </EditableBlock>
  );
};
