// One network's preview of a post before it is sent (docs/product.md, "Preview per network"), as
// scheduling tools show it: the network's name and whether the post can go, the media (the
// carousel's first image and how many, or the video), the title where the network has one, the
// text with the part the network does not take struck through and counted, the counters against
// the network's limits, and that network's pre-flight problems beside it.
import { Badge, Box, Flex, HStack, Heading, Image, List, Stack, Text } from '@chakra-ui/react';
import type { CutText, NetworkPreview as NetworkPreviewData } from '@estudio/domain/scheduling';
import { useId } from 'react';
import { formatNumber } from '../../format/es-format.js';
import { UiTexts } from '../../ui-texts.js';

const words = UiTexts.networkPreview;

export interface NetworkPreviewProps {
  /** networkPreview() of the domain: the figures and problems of one network. */
  readonly preview: NetworkPreviewData;
  /** The heading level of the network's name inside the caller's section. */
  readonly headingLevel?: 'h3' | 'h4';
}

/** A text as the network shows it: what it takes, then what it does not, struck through, with how many characters. */
const CutTextView = ({ text, strong = false }: { readonly text: CutText; readonly strong?: boolean }) => {
  const over = text.length - text.max;
  return (
    <Box>
      <Text
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
        fontWeight={strong ? 'semibold' : undefined}
        color={text.length === 0 ? 'fg.muted' : undefined}
      >
        {text.length === 0 ? words.noCaption : text.shown}
        {text.overflow === '' ? null : (
          <Text
            as="del"
            data-overflow=""
            color="fg.error"
            bg="bg.error"
            textDecoration="line-through"
            borderRadius="xs"
          >
            {text.overflow}
          </Text>
        )}
      </Text>
      {over > 0 ? (
        <Badge mt="1" colorPalette="red" variant="subtle" whiteSpace="normal">
          {words.overLimit(over)}
        </Badge>
      ) : null}
    </Box>
  );
};

/** One counter: its label and value, red when over the limit. */
const Counter = ({
  label,
  value,
  over,
}: {
  readonly label: string;
  readonly value: string;
  readonly over: boolean;
}) => (
  <Box minW="0">
    <Text fontSize="xs" color="fg.muted">
      {label}
    </Text>
    <Text fontSize="sm" fontWeight="medium" color={over ? 'fg.error' : undefined} data-over={over ? '' : undefined}>
      {value}
    </Text>
  </Box>
);

/** The carousel's first image with how many there are, or the video; a placeholder when there is none. */
const Media = ({ preview }: { readonly preview: NetworkPreviewData }) => {
  const [first] = preview.media.urls;
  const total = preview.media.urls.length;
  const box = { boxSize: '16', flexShrink: 0, borderRadius: 'md', bg: 'bg.muted', overflow: 'hidden' } as const;
  if (preview.kind === 'carousel' && first !== undefined) {
    return (
      <Box position="relative" {...box}>
        <Image src={first} alt={words.firstImage(total)} boxSize="full" objectFit="cover" />
        <Badge position="absolute" bottom="1" insetEnd="1" size="sm" variant="solid" colorPalette="gray">
          {`1/${total}`}
        </Badge>
      </Box>
    );
  }
  return (
    <Flex {...box} align="center" justify="center" direction="column" gap="0.5" color="fg.muted" fontSize="xs">
      {preview.kind === 'video' && first !== undefined ? (
        <>
          <Text as="span" aria-hidden fontSize="lg" lineHeight="1">
            ▶
          </Text>
          <Text as="span">{words.video}</Text>
        </>
      ) : (
        <Text as="span" textAlign="center" px="1">
          {preview.kind === 'carousel' ? words.noImages : words.noVideo}
        </Text>
      )}
    </Flex>
  );
};

export const NetworkPreview = ({ preview, headingLevel = 'h3' }: NetworkPreviewProps) => {
  const headingId = useId();
  const problemsId = useId();
  const { caption, hashtags, media, title, link, problems } = preview;
  const count = (value: number) => formatNumber(value);
  const imagesOver =
    media.min !== null && media.urls.length > 0
      ? media.urls.length < media.min || (media.max !== null && media.urls.length > media.max)
      : false;
  return (
    <Box
      as="article"
      aria-labelledby={headingId}
      aria-describedby={problems.length > 0 ? problemsId : undefined}
      borderWidth="1px"
      borderRadius="card"
      borderColor={problems.length > 0 ? 'border.error' : 'border'}
      bg="bg"
      p="3"
      minW="0"
    >
      <Stack gap="3">
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Heading as={headingLevel} size="sm" id={headingId}>
            {preview.network}
          </Heading>
          <Badge colorPalette={problems.length > 0 ? 'red' : 'green'} variant="subtle">
            {problems.length > 0 ? words.problems(problems.length) : words.ready}
          </Badge>
        </HStack>

        <HStack align="flex-start" gap="3" minW="0">
          <Media preview={preview} />
          <Flex gap="4" rowGap="2" flexWrap="wrap" minW="0">
            <Counter
              label={words.caption}
              value={words.ofMax(count(caption.length), count(caption.max))}
              over={caption.length > caption.max}
            />
            <Counter
              label={words.hashtags}
              value={
                hashtags.max === null ? count(hashtags.count) : words.ofMax(count(hashtags.count), count(hashtags.max))
              }
              over={hashtags.max !== null && hashtags.count > hashtags.max}
            />
            {media.min === null ? null : (
              <Counter
                label={words.images}
                value={words.range(
                  count(media.urls.length),
                  count(media.min),
                  media.max === null ? null : count(media.max),
                )}
                over={imagesOver}
              />
            )}
          </Flex>
        </HStack>

        {title === null ? null : (
          <Box>
            <Text fontSize="xs" color="fg.muted">
              {`${words.title} · ${words.ofMax(count(title.length), count(title.max))}`}
            </Text>
            <CutTextView text={title} strong />
          </Box>
        )}

        <CutTextView text={caption} />

        {link === null || link === '' ? null : (
          <Text fontSize="sm" overflowWrap="anywhere">
            <Text as="span" color="fg.muted">{`${words.link}: `}</Text>
            {link}
          </Text>
        )}

        {problems.length === 0 ? null : (
          <Box id={problemsId} color="fg.error" fontSize="sm">
            <Text srOnly>{words.problemsOf(preview.network)}</Text>
            <List.Root ps="5" gap="1">
              {problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List.Root>
          </Box>
        )}
      </Stack>
    </Box>
  );
};
