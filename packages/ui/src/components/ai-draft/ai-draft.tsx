// An AI answer as a draft beside the text (or image) it would change: nothing is written until
// the user chooses. 'Reemplazar' puts the proposal in the text's place, 'Insertar' adds it after what is
// there, 'Descartar' drops it; the text the user typed stays as it is until then. The caller
// saves (or not) and offers 'Deshacer' after a replacement (AiUndoNotice).
import { Box, Button, Card, Flex, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { DemoModelBadge } from '../demo-model-badge/demo-model-badge.js';
import { UiTexts } from '../../ui-texts.js';

const words = UiTexts.aiDraft;

/** Which of the draft's actions is running (its button shows busy). */
export type AiDraftAction = 'insert' | 'replace';

export interface AiDraftProps {
  /** The text as it is now on screen, unsaved typing included, or what stands in its place (an image). */
  readonly current: ReactNode;
  /** What the model proposes: a text, or what shows it (an image). */
  readonly proposed: ReactNode;
  /** The region's heading; 'Propuesta de la IA' by default. */
  readonly title?: string;
  /** The current side's caption; 'Texto actual' by default ('Imagen actual' for an image). */
  readonly currentLabel?: string;
  /** Omit for someone who may not change the text: the draft is read, then discarded. */
  readonly onReplace?: () => void;
  /** Omit where adding to the text makes no sense: no 'Insertar' button. */
  readonly onInsert?: () => void;
  /** Omit, with onReplace, where discarding is a stored change the reader may not make: the draft is only read. */
  readonly onDiscard?: () => void;
  /** The answer came from the offline demo model: its label is shown, with the model's name when known. */
  readonly demoModel?: boolean;
  readonly modelName?: string;
  /** An action under way: its button is busy, the others wait. */
  readonly pending?: AiDraftAction | null;
  /** Everything waits (another action of the page is running). */
  readonly disabled?: boolean;
  /** 'Reemplazar' alone waits, the page saying why (typing it would drop is not saved yet). */
  readonly replaceDisabled?: boolean;
}

/** Nothing to compare against: an empty text, or no image. */
const isEmpty = (side: ReactNode): boolean => side === '' || side === null || side === undefined;

/** One side of the comparison: a caption and the text as typed (line breaks kept), or an image. */
const Side = ({ label, children, tone }: { label: string; children: ReactNode; tone: 'current' | 'proposed' }) => (
  <Stack gap="1" minW="0">
    <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
      {label}
    </Text>
    <Box
      borderWidth="1px"
      borderColor={tone === 'proposed' ? 'brand.300' : 'border'}
      bg={tone === 'proposed' ? 'brand.50' : 'bg.subtle'}
      borderRadius="md"
      p="3"
      fontSize="sm"
      whiteSpace="pre-wrap"
      overflowWrap="anywhere"
      color={isEmpty(children) ? 'fg.muted' : 'fg'}
      // A long proposal (an article, three scripts) scrolls inside its box: the choices stay in reach.
      maxH="24rem"
      overflowY="auto"
      tabIndex={0}
      role="group"
      aria-label={label}
    >
      {isEmpty(children) ? words.empty : children}
    </Box>
  </Stack>
);

export const AiDraft = ({
  current,
  proposed,
  title = words.label,
  currentLabel = words.current,
  onReplace,
  onInsert,
  onDiscard,
  demoModel = false,
  modelName,
  pending = null,
  disabled = false,
  replaceDisabled = false,
}: AiDraftProps) => {
  const headingId = useId();
  const waiting = disabled || pending !== null;
  return (
    <Card.Root
      as="section"
      aria-labelledby={headingId}
      variant="outline"
      borderRadius="card"
      borderColor="brand.300"
      borderLeftWidth="4px"
    >
      <Card.Body gap="3" p="4">
        <Flex gap="2" align="center" justify="space-between" wrap="wrap">
          <Heading as="h3" size="sm" id={headingId}>
            {title}
          </Heading>
          {demoModel ? <DemoModelBadge model={modelName} /> : null}
        </Flex>
        {/* Two sides where the draft has room for both (14rem each), else one above the other: in a narrow card too. */}
        <SimpleGrid gridTemplateColumns="repeat(auto-fit, minmax(min(100%, 14rem), 1fr))" gap="3">
          <Side label={currentLabel} tone="current">
            {current}
          </Side>
          <Side label={words.proposed} tone="proposed">
            {proposed}
          </Side>
        </SimpleGrid>
        <HStack gap="2" wrap="wrap">
          {onReplace === undefined ? null : (
            <Button
              size="sm"
              colorPalette="brand"
              onClick={onReplace}
              disabled={(waiting || replaceDisabled) && pending !== 'replace'}
              loading={pending === 'replace'}
              loadingText={words.replace}
            >
              {words.replace}
            </Button>
          )}
          {onInsert === undefined ? null : (
            <Button
              size="sm"
              variant="outline"
              colorPalette="brand"
              onClick={onInsert}
              disabled={waiting && pending !== 'insert'}
              loading={pending === 'insert'}
              loadingText={words.insert}
            >
              {words.insert}
            </Button>
          )}
          {onDiscard === undefined ? null : (
            <Button size="sm" variant="ghost" onClick={onDiscard} disabled={waiting}>
              {words.discard}
            </Button>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
};

export interface AiUndoNoticeProps {
  /** What happened; 'Se reemplazó el texto por la propuesta de la IA.' by default. */
  readonly message?: ReactNode;
  readonly onUndo: () => void;
  /** 'Deshacer' is under way. */
  readonly pending?: boolean;
  readonly disabled?: boolean;
}

/** After 'Reemplazar': what happened and 'Deshacer', which puts the previous text back. */
export const AiUndoNotice = ({
  message = words.replaced,
  onUndo,
  pending = false,
  disabled = false,
}: AiUndoNoticeProps) => (
  <Flex
    aria-live="polite"
    gap="3"
    align="center"
    justify="space-between"
    wrap="wrap"
    borderWidth="1px"
    borderColor="border"
    bg="bg.subtle"
    borderRadius="md"
    px="3"
    py="2"
  >
    <Text fontSize="sm">{message}</Text>
    <Button
      size="xs"
      variant="outline"
      onClick={onUndo}
      disabled={disabled && !pending}
      loading={pending}
      loadingText={words.undo}
    >
      {words.undo}
    </Button>
  </Flex>
);
