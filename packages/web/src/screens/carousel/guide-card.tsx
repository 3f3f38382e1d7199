import { Box, Button, Card, Field, HStack, Image, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { can } from '@estudio/domain/accounts';
import {
  CAROUSEL_IMAGE_EXTENSIONS,
  CAROUSEL_IMAGE_MIME_TYPES,
  type CarouselImageDraft,
  type RequirementKey,
} from '@estudio/domain/content';
import { type CarouselRequirement, type ImageValidation } from '@estudio/domain/requirements';
import { Messages, errorText } from '@estudio/domain/shared';
import { FilePicker, ValidationMark, formatDateTime, formatPercent } from '@estudio/ui';
import { useEffect, useId, useState } from 'react';
import { mediaFileOf, useUploadBar } from '../../shared/cancellable-upload.js';
import { messageOf, useDialogs } from '../../shared/dialogs.js';
import { GuardedField, GuardedReading } from '../../shared/brand-guard/guarded-field.js';
import { useGuardTyped } from '../../shared/brand-guard/guard-scope.js';
import { useSession } from '../../shared/session.js';
import {
  useCarouselBusy,
  useEditTexts,
  useGenerateImage,
  useReplaceImage,
  useValidateDesign,
  useValidationHistory,
} from './api/carousel-queries.js';
import { CardImageDraft } from './card-image-draft.js';
import { CarouselTexts } from './carousel-texts.js';
import { AppTexts } from '../../shared/texts.js';

const text = Messages.carousel;

/** A guide's suggested words as the brand guard names the field (GuardText.field). */
const wordsField = (index: number): string => `suggestedWords.${index}`;

const ACCEPT = [...CAROUSEL_IMAGE_MIME_TYPES, ...CAROUSEL_IMAGE_EXTENSIONS].join(',');

export interface GuideCardProps {
  /** The card, 0-2. */
  readonly index: number;
  readonly requirement: CarouselRequirement;
  readonly requirementKey: RequirementKey;
  /** Whether the guide's texts have changes not saved yet (the page's action bar marks them). */
  readonly onEdited?: (index: number, edited: boolean) => void;
}

/**
 * One design guide (description and suggested words), its image with the validation mark, and
 * the card's actions: new AI image, answered as a draft beside the image (CardImageDraft), and
 * replacement (CARROUSEL_CHANGEIMG), design validation (CARROUSEL_VALIDAI), and the guide's texts
 * edited with REQUIREMENTS_EDIT (plain text without).
 */
export const GuideCard = ({ index, requirement, requirementKey, onEdited }: GuideCardProps) => {
  const { actor } = useSession();
  const { showError } = useDialogs();
  /** A card action's failure: its message, or the prefix followed by the failure's text. */
  const failingWith = (prefix: string) => ({
    onError: (error: unknown) => showError(messageOf(error, `${prefix}${errorText(error)}`)),
  });
  const busy = useCarouselBusy(requirementKey);
  const generate = useGenerateImage(requirementKey);
  const replace = useReplaceImage(requirementKey);
  const validate = useValidateDesign(requirementKey);
  const bar = useUploadBar();
  // A new picker after each attempt, so picking the same file again uploads again.
  const [pickerGeneration, setPickerGeneration] = useState(0);
  // The AI image 'Generar nueva imagen' answered, until it is replaced on the card or discarded.
  const [draft, setDraft] = useState<CarouselImageDraft | null>(null);
  const n = index + 1;
  const description = requirement.instructions[index] ?? '';
  const words = requirement.suggestedWords[index] ?? '';
  const imageUrl = requirement.imagesAIUrl[index] ?? '';
  const validation = requirement.validation[String(index)] ?? null;
  const canChange = can(actor, 'CARROUSEL_CHANGEIMG');

  const upload = (file: File | null) => {
    replace.mutate(
      { index, file: mediaFileOf(file), ...bar.start() },
      {
        onError: (error) => {
          // A cancel is said as it is; the card keeps its image.
          if (!bar.cancelled(error)) failingWith(text.uploadImagePrefix).onError(error);
        },
        onSettled: () => {
          bar.reset();
          setPickerGeneration((current) => current + 1);
        },
      },
    );
  };

  return (
    <Card.Root as="article" aria-label={CarouselTexts.guide(n)} variant="outline" borderRadius="card">
      <Card.Body gap="3" p="4">
        <Text fontWeight="semibold">{CarouselTexts.guide(n)}</Text>
        {can(actor, 'REQUIREMENTS_EDIT') ? (
          <GuideEditor
            key={`${description}\u0000${words}`}
            index={index}
            requirement={requirement}
            requirementKey={requirementKey}
            onEdited={onEdited}
          />
        ) : (
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              {CarouselTexts.descriptionLabel}
            </Text>
            <Text>{description === '' ? CarouselTexts.empty : description}</Text>
            <Text fontSize="sm" color="fg.muted">
              {CarouselTexts.suggestedWordsLabel}
            </Text>
            <GuardedReading field={wordsField(index)} text={words} empty={CarouselTexts.empty} />
          </Stack>
        )}
        <Box position="relative">
          {imageUrl === '' ? (
            <Box bg="bg.muted" aspectRatio="square" display="flex" alignItems="center" justifyContent="center">
              <Text color="fg.muted">{CarouselTexts.noImage}</Text>
            </Box>
          ) : (
            <Image src={imageUrl} alt={CarouselTexts.image(n)} width="full" aspectRatio="square" objectFit="cover" />
          )}
        </Box>
        {canChange ? (
          <CardImageDraft
            index={index}
            requirement={requirement}
            requirementKey={requirementKey}
            draft={draft}
            onDone={() => setDraft(null)}
          />
        ) : null}
        {validation === null ? null : (
          <ValidationDetails index={index} validation={validation} requirementKey={requirementKey} />
        )}
        <HStack gap="2" flexWrap="wrap">
          {canChange ? (
            <CardAction
              busy={busy}
              loading={generate.isPending}
              onClick={() => generate.mutate(index, { ...failingWith(text.generateImagePrefix), onSuccess: setDraft })}
            >
              {CarouselTexts.generateImage(n)}
            </CardAction>
          ) : null}
          {can(actor, 'CARROUSEL_VALIDAI') ? (
            <CardAction
              busy={busy}
              loading={validate.isPending}
              onClick={() => validate.mutate(index, failingWith(text.validateDesignPrefix))}
            >
              {CarouselTexts.validate(n)}
            </CardAction>
          ) : null}
        </HStack>
        {canChange ? (
          <FilePicker
            key={pickerGeneration}
            label={CarouselTexts.replaceImage(n)}
            accept={ACCEPT}
            disabled={busy}
            progress={bar.progress}
            onCancel={bar.cancelWhile(replace.isPending)}
            onFileChange={(file) => {
              if (!busy) upload(file);
            }}
          />
        ) : null}
      </Card.Body>
    </Card.Root>
  );
};

/**
 * The mark (green OK at 75.01 % or more, red below) and, once clicked, the percentage, the
 * validator's description and the card's alignment history kept by the server.
 */
const ValidationDetails = ({
  index,
  validation,
  requirementKey,
}: {
  readonly index: number;
  readonly validation: ImageValidation;
  readonly requirementKey: RequirementKey;
}) => {
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const history = useValidationHistory(requirementKey, index, open);
  const n = index + 1;
  return (
    <Stack gap="2">
      <HStack>
        <ValidationMark
          alineacion={validation.alineacion}
          expanded={open}
          onToggle={() => setOpen((shown) => !shown)}
          controls={open ? detailsId : undefined}
        />
      </HStack>
      {open ? (
        <Stack id={detailsId} role="region" aria-label={CarouselTexts.validationDetail(n)} gap="2" fontSize="sm">
          <Text fontWeight="semibold">{CarouselTexts.alignment(formatPercent(validation.alineacion))}</Text>
          <Text color="fg.muted">{validation.descripcion}</Text>
          <Text fontWeight="semibold">{CarouselTexts.history}</Text>
          {history.error ? (
            <Text role="alert" color="fg.error">
              {messageOf(history.error, Messages.requirements.find)}
            </Text>
          ) : history.data === undefined ? (
            <Text color="fg.muted">{AppTexts.loading}</Text>
          ) : history.data.length === 0 ? (
            <Text color="fg.muted">{CarouselTexts.historyEmpty}</Text>
          ) : (
            <Table.Root size="sm" aria-label={CarouselTexts.history}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{CarouselTexts.historyDate}</Table.ColumnHeader>
                  <Table.ColumnHeader>{CarouselTexts.historyPercent}</Table.ColumnHeader>
                  <Table.ColumnHeader>{CarouselTexts.historyWho}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {history.data.map((entry) => (
                  <Table.Row key={`${entry.at.toISOString()}-${entry.by.uid}`}>
                    <Table.Cell>{formatDateTime(entry.at)}</Table.Cell>
                    <Table.Cell>{formatPercent(entry.alineacion)}</Table.Cell>
                    {/* An e-mail is long for a third of the row: it wraps instead of leaving the card. */}
                    <Table.Cell wordBreak="break-all">{entry.by.email}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
};

/**
 * The guide's description and suggested words: only the texts changed here are sent, by the guide's position, and
 * written into the lists as stored (the other guides, and a text left alone, keep what others saved).
 */
const GuideEditor = ({
  index,
  requirement,
  requirementKey,
  onEdited,
}: {
  readonly index: number;
  readonly requirement: CarouselRequirement;
  readonly requirementKey: RequirementKey;
  readonly onEdited?: (index: number, edited: boolean) => void;
}) => {
  const { showError } = useDialogs();
  const busy = useCarouselBusy(requirementKey);
  const edit = useEditTexts(requirementKey);
  const n = index + 1;
  const description = requirement.instructions[index] ?? '';
  const words = requirement.suggestedWords[index] ?? '';
  const [draftDescription, setDraftDescription] = useState(description);
  const [draftWords, setDraftWords] = useState(words);
  const descriptionChanged = draftDescription !== description;
  const wordsChanged = draftWords !== words;
  const changed = descriptionChanged || wordsChanged;
  useEffect(() => onEdited?.(index, changed), [onEdited, index, changed]);
  // The brand guard checks the words as typed.
  useGuardTyped(wordsField(index), draftWords, wordsChanged);
  // Saved, or the card replaced by newer guides: nothing left unsaved here.
  useEffect(() => () => onEdited?.(index, false), [onEdited, index]);
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>{CarouselTexts.description(n)}</Field.Label>
        <Textarea value={draftDescription} rows={4} onChange={(event) => setDraftDescription(event.target.value)} />
      </Field.Root>
      <GuardedField
        field={wordsField(index)}
        label={CarouselTexts.suggestedWords(n)}
        value={draftWords}
        rows={1}
        autoresize
        onChange={(event) => setDraftWords(event.target.value)}
      />
      <HStack>
        <Button
          size="sm"
          colorPalette="brand"
          disabled={busy || !changed}
          onClick={() =>
            edit.mutate(
              {
                guide: {
                  index,
                  ...(descriptionChanged ? { description: draftDescription } : {}),
                  ...(wordsChanged ? { suggestedWords: draftWords } : {}),
                },
              },
              { onError: (error) => showError(messageOf(error, Messages.blueprint.saveChanges)) },
            )
          }
        >
          {CarouselTexts.saveGuide(n)}
        </Button>
      </HStack>
    </Stack>
  );
};

/** One of a card's action buttons: busy (its label kept) while it runs, waiting while another action runs. */
const CardAction = ({
  busy,
  loading,
  onClick,
  children,
}: {
  busy: boolean;
  loading: boolean;
  onClick: () => void;
  children: string;
}) => (
  <Button
    size="sm"
    variant="outline"
    colorPalette="brand"
    disabled={busy && !loading}
    loading={loading}
    loadingText={children}
    onClick={() => {
      if (!busy) onClick();
    }}
  >
    {children}
  </Button>
);
