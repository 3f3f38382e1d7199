// Loading placeholders in the shape of what is coming (a page's header and cards, lines of text) instead of a
// blank screen or a lone spinner. One status region names the wait for assistive technology; the grey shapes
// themselves are hidden from it. The pulse stops for people who ask for reduced motion.
import { Box, SimpleGrid, Skeleton, type SkeletonProps, Stack, VisuallyHidden } from '@chakra-ui/react';
import { AccessUiTexts } from '../../access-texts.js';

/** The status role and name of a skeleton that stands for a whole region; none when it sits inside one. */
const statusProps = (label: string | undefined) =>
  label === undefined ? { 'aria-hidden': true as const } : { role: 'status', 'aria-label': label, 'aria-busy': true };

/** Line widths that read like a paragraph rather than a barcode. */
const LINE_WIDTHS = ['100%', '92%', '97%', '78%', '88%', '64%'];

const Bone = (props: SkeletonProps) => (
  <Skeleton
    variant="pulse"
    borderRadius="md"
    css={{ '@media (prefers-reduced-motion: reduce)': { animation: 'none' } }}
    {...props}
  />
);

export interface LinesSkeletonProps {
  /** How many lines of text are on their way. */
  readonly lines?: number;
  /** Names the wait (role status) when the lines stand alone; leave it out inside another skeleton. */
  readonly label?: string;
}

/** A few lines of text on their way. */
export const LinesSkeleton = ({ lines = 3, label }: LinesSkeletonProps) => (
  <Stack gap="2.5" width="full" {...statusProps(label)}>
    {Array.from({ length: lines }, (_, index) => (
      <Bone key={index} height="3" width={LINE_WIDTHS[index % LINE_WIDTHS.length]} />
    ))}
  </Stack>
);

export interface CardSkeletonProps {
  readonly lines?: number;
  readonly label?: string;
}

/** A card on its way: a title bar and a few lines, in the card's own frame. */
export const CardSkeleton = ({ lines = 3, label }: CardSkeletonProps) => (
  <Stack gap="4" p="5" bg="bg.panel" borderWidth="1px" borderRadius="card" {...statusProps(label)}>
    <Bone height="4" width="40%" />
    <LinesSkeleton lines={lines} />
  </Stack>
);

export interface PageSkeletonProps {
  /** Names the wait for assistive technology ('Cargando contenido…' by default). */
  readonly label?: string;
  /** How many cards follow the header. */
  readonly cards?: number;
  /** Cards side by side from the laptop width up. */
  readonly columns?: 1 | 2 | 3;
}

/** A screen on its way: the page header's title and description, then cards. */
export const PageSkeleton = ({ label = AccessUiTexts.skeleton.loading, cards = 3, columns = 1 }: PageSkeletonProps) => (
  <Box role="status" aria-label={label} aria-busy="true" width="full">
    <VisuallyHidden>{label}</VisuallyHidden>
    <Stack gap="6" aria-hidden="true">
      <Stack gap="2.5">
        <Bone height="8" width={{ base: '70%', md: '32%' }} />
        <Bone height="3.5" width={{ base: '50%', md: '22%' }} />
      </Stack>
      <SimpleGrid columns={{ base: 1, lg: columns }} gap="4">
        {Array.from({ length: cards }, (_, index) => (
          <CardSkeleton key={index} lines={index === 0 ? 4 : 3} />
        ))}
      </SimpleGrid>
    </Stack>
  </Box>
);
