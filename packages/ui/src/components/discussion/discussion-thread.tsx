// A thread of comments (docs/product.md, "Comments"): who, when (es-ES, in the given time
// zone), the text with its mentions highlighted, and the write box below as children. An
// entry may carry a tag (e.g. a review decision shown in the same thread), so any screen
// can list its own kinds of entries in one conversation.
import { Box, Flex, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import { commentSegments, type CommentPerson } from '@estudio/domain/content';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../format/es-format.js';
import { UiTexts } from '../../ui-texts.js';

const t = UiTexts.discussion;

export interface DiscussionEntry {
  readonly id: string;
  /** The author's name as shown. */
  readonly author: string;
  readonly at: Date;
  readonly text: string;
  /** The people the text mentions (stored by the server): their '@' is highlighted. */
  readonly mentions: readonly CommentPerson[];
  /** A label beside the author (e.g. 'Pidió cambios'), in a tone. */
  readonly tag?: { readonly label: string; readonly tone?: 'neutral' | 'warning' | 'success' };
  /** New for the reader (written by someone else since they last read the thread). */
  readonly isNew?: boolean;
}

export interface DiscussionThreadProps {
  /** The thread's accessible name (a region), e.g. 'Comentarios del requerimiento'. */
  readonly label: string;
  readonly entries: readonly DiscussionEntry[];
  /** IANA time zone of the times shown; the viewer's own when omitted. */
  readonly timeZone?: string;
  readonly loading?: boolean;
  /** Why the thread could not be read. */
  readonly error?: string | null;
  /** The write box (CommentBox), or nothing for a reader who may not write. */
  readonly children?: ReactNode;
}

const TAG_COLOURS = {
  neutral: { bg: 'bg.muted', color: 'fg' },
  warning: { bg: 'orange.subtle', color: 'orange.fg' },
  success: { bg: 'green.subtle', color: 'green.fg' },
} as const;

const Mention = chakra('mark', {
  base: { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold', borderRadius: 'sm', px: '0.5' },
});

const Pill = ({ children, tone }: { readonly children: ReactNode; readonly tone: keyof typeof TAG_COLOURS }) => (
  <Box as="span" fontSize="xs" fontWeight="medium" px="2" py="0.5" borderRadius="full" {...TAG_COLOURS[tone]}>
    {children}
  </Box>
);

const EntryText = ({ entry }: { readonly entry: DiscussionEntry }) => (
  <Text whiteSpace="pre-wrap" wordBreak="break-word" fontSize="sm">
    {commentSegments(entry.text, entry.mentions).map((segment, index) =>
      segment.mention === null ? (
        segment.text
      ) : (
        <Mention key={index} title={segment.mention.email} data-mention={segment.mention.email}>
          {segment.text}
        </Mention>
      ),
    )}
  </Text>
);

export const DiscussionThread = ({ label, entries, timeZone, loading, error, children }: DiscussionThreadProps) => (
  <Stack as="section" aria-label={label} gap="3" data-testid="discussion-thread">
    {loading === true ? (
      <Stack gap="2" role="status" aria-busy="true" aria-label={t.loading}>
        <Skeleton height="12" />
        <Skeleton height="12" />
      </Stack>
    ) : error !== undefined && error !== null ? (
      <Text role="alert" color="fg.error" fontSize="sm">
        {error}
      </Text>
    ) : entries.length === 0 ? (
      <Text color="fg.muted" fontSize="sm">
        {t.empty}
      </Text>
    ) : (
      <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
        {entries.map((entry) => (
          <Box
            as="li"
            key={entry.id}
            borderWidth="1px"
            borderColor={entry.isNew === true ? 'brand.muted' : 'border'}
            borderLeftWidth={entry.isNew === true ? '3px' : '1px'}
            borderRadius="md"
            p="3"
            bg="bg.panel"
            data-new={entry.isNew === true ? 'true' : undefined}
          >
            <Flex gap="2" align="center" wrap="wrap" mb="1">
              <Text as="span" fontWeight="semibold" fontSize="sm">
                {entry.author}
              </Text>
              <Text asChild color="fg.muted" fontSize="xs">
                <time dateTime={entry.at.toISOString()}>{formatDateTime(entry.at, { timeZone })}</time>
              </Text>
              {entry.tag === undefined ? null : <Pill tone={entry.tag.tone ?? 'neutral'}>{entry.tag.label}</Pill>}
              {entry.isNew === true ? <Pill tone="warning">{t.isNew}</Pill> : null}
            </Flex>
            <EntryText entry={entry} />
          </Box>
        ))}
      </Stack>
    )}
    {children}
  </Stack>
);
