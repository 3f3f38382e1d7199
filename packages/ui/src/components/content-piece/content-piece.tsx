// The one template of a piece of content (the carousel, video and blog details): one header
// (breadcrumb, the piece's title as the page's only h1, its kind, brand and status, the key
// actions), a main column of cards and, on a laptop, a side column for publishing and planning;
// one column on a phone, never wider than the screen. The page's saves go in `footer` (an
// ActionBar, sticky at the foot).
import { Box, Card, Flex, Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { PageHeader } from '../page-header/page-header.js';
import { StatusBadge, type StatusBadgeStatus } from '../status-badge/status-badge.js';
import { UiTexts } from '../../ui-texts.js';

export interface ContentPieceProps {
  /** The piece's title ('Carrusel 6 - T6'): the page's h1. */
  readonly title: string;
  /** Usually a <Breadcrumb /> ending with the title. */
  readonly breadcrumb?: ReactNode;
  /** The kind of piece ('Carrusel', 'Video', 'Blog'), shown before the brand. */
  readonly kind?: string;
  /** The brand line ('Marca: Café Cumbre Andina'). */
  readonly brand?: ReactNode;
  readonly status?: StatusBadgeStatus;
  /** The header's key actions. */
  readonly actions?: ReactNode;
  /** The side column (publishing, planning); below the main column on a phone. */
  readonly aside?: ReactNode;
  /** The page's saves: an ActionBar. */
  readonly footer?: ReactNode;
  /** The main column: ContentCards. */
  readonly children: ReactNode;
}

/** The kind, the brand and the status pill, on one line that wraps. */
const Meta = ({ kind, brand, status }: Pick<ContentPieceProps, 'kind' | 'brand' | 'status'>) => (
  <HStack as="span" gap="2" wrap="wrap" display="inline-flex">
    {kind === undefined ? null : (
      <Text as="span" fontWeight="semibold" color="brand.700">
        {kind}
      </Text>
    )}
    {kind !== undefined && brand !== undefined ? (
      <Text as="span" aria-hidden="true" color="fg.subtle">
        ·
      </Text>
    ) : null}
    {brand === undefined ? null : <Text as="span">{brand}</Text>}
    {status === undefined ? null : <StatusBadge status={status} size="sm" />}
  </HStack>
);

export const ContentPiece = ({
  title,
  breadcrumb,
  kind,
  brand,
  status,
  actions,
  aside,
  footer,
  children,
}: ContentPieceProps) => (
  <Box minW="0" maxW="full">
    <PageHeader
      title={title}
      breadcrumb={breadcrumb}
      // The piece names its own brand ('Marca: …', which may not be the active one): no second line.
      brand={null}
      description={
        kind === undefined && brand === undefined && status === undefined ? undefined : (
          <Meta kind={kind} brand={brand} status={status} />
        )
      }
      actions={actions}
    />
    <Grid
      gap="6"
      alignItems="start"
      templateColumns={aside === undefined ? 'minmax(0, 1fr)' : { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem' }}
    >
      <Stack gap="6" minW="0">
        {children}
      </Stack>
      {aside === undefined ? null : (
        <Stack
          as="aside"
          aria-label={UiTexts.contentPiece.aside}
          gap="6"
          minW="0"
          position={{ base: 'static', lg: 'sticky' }}
          top="4"
        >
          {aside}
        </Stack>
      )}
    </Grid>
    {footer}
  </Box>
);

export interface ContentCardProps {
  /** The card's heading (an h2), naming its region. */
  readonly title: string;
  /** Buttons beside the heading (the card's AI actions). */
  readonly actions?: ReactNode;
  /** A line under the heading. */
  readonly description?: ReactNode;
  readonly children: ReactNode;
}

/** One card of a piece's main or side column: a region named by its heading, actions on its right. */
export const ContentCard = ({ title, actions, description, children }: ContentCardProps) => {
  const headingId = useId();
  return (
    <Card.Root as="section" role="region" aria-labelledby={headingId} variant="outline" borderRadius="card" minW="0">
      <Card.Body gap="4" p={{ base: '4', md: '5' }}>
        <Flex gap="3" align="center" justify="space-between" wrap="wrap">
          <Stack gap="0.5" minW="0">
            <Heading as="h2" size="md" id={headingId}>
              {title}
            </Heading>
            {description === undefined ? null : (
              <Text fontSize="sm" color="fg.muted">
                {description}
              </Text>
            )}
          </Stack>
          {actions === undefined ? null : (
            <HStack gap="2" wrap="wrap">
              {actions}
            </HStack>
          )}
        </Flex>
        {children}
      </Card.Body>
    </Card.Root>
  );
};
