import { Box, Card, Heading, Link, Stack } from '@chakra-ui/react';
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
import { GuardedField, GuardedReading, useGuardedBlock } from '../../shared/brand-guard/guarded-field.js';
import { type FocusTarget } from '../../shared/brand-guard/guard-scope.js';
import {
  useEditCaption,
  useEditScriptSection,
  useUploadScriptVideo,
  type useVideoDetail,
} from './api/video-queries.js';
import { CAPTION, sectionField, sectionOf, type DraftField, type FieldDrafts } from './video-drafts.js';
import { VideoTexts } from './video-texts.js';

/*
 * The blocks of the video detail (docs/product.md, "Videos"): the caption and each script's sections, edited
 * inline and saved on their own (their typing is the page's drafts, which its action bar also saves), and each
 * script's video. Each text underlines its brand-guard findings (docs/product.md, "Revisión de marca"); a finding
 * clicked in the panel opens its block's editor.
 */

const text = Messages.video;

type DetailKey = ReturnType<typeof useVideoDetail>['queryKey'];

/** The brand guard's name of a field (GuardText.field): 'caption', 'scripts.0.Captacion'. */
const guardField = (field: DraftField): string => {
  const section = sectionOf(field);
  return section === null ? 'caption' : `scripts.${section.index}.${section.section}`;
};

/** Plain text, or a dash when empty; line breaks kept; the brand guard's findings underlined. */
const Reading = ({
  field,
  value,
  onFocusRequest,
}: {
  readonly field: DraftField;
  readonly value: string;
  readonly onFocusRequest?: FocusTarget;
}) => (
  <GuardedReading field={guardField(field)} text={value} empty={VideoTexts.empty} onFocusRequest={onFocusRequest} />
);

const LongTextEditor = ({
  field,
  label,
  value,
  onChange,
}: {
  readonly field: DraftField;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) => (
  <GuardedField
    field={guardField(field)}
    label={label}
    value={value}
    autoresize
    minH="24"
    onChange={(event) => onChange(event.target.value)}
  />
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
  const block = useGuardedBlock(guardField(CAPTION), () =>
    drafts.set(CAPTION, drafts.textOf(CAPTION) ?? requirement.caption),
  );

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
      mode={block.mode}
      onModeChange={block.onModeChange}
      onEdit={() => drafts.set(CAPTION, requirement.caption)}
      onDiscard={() => drafts.drop((field) => field === CAPTION)}
      onSave={onSave}
      editor={
        <LongTextEditor
          field={CAPTION}
          label={VideoTexts.captionField}
          value={draft}
          onChange={(value) => drafts.set(CAPTION, value)}
        />
      }
    >
      <Reading
        field={CAPTION}
        value={requirement.caption}
        onFocusRequest={canEdit ? block.onFocusRequest : undefined}
      />
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
  const block = useGuardedBlock(guardField(field), () => drafts.set(field, drafts.textOf(field) ?? stored));

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
      mode={block.mode}
      onModeChange={block.onModeChange}
      onEdit={() => drafts.set(field, stored)}
      onDiscard={() => drafts.drop((each) => each === field)}
      onSave={onSave}
      editor={
        <LongTextEditor
          field={field}
          label={VideoTexts.sectionField(title, scriptLabel(index))}
          value={draft}
          onChange={(value) => drafts.set(field, value)}
        />
      }
    >
      <Reading field={field} value={stored} onFocusRequest={canEdit ? block.onFocusRequest : undefined} />
    </EditableBlock>
  );
};
