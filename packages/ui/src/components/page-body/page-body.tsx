// The content under a PageHeader: cards on a grid of limited width, so a form or a guide reads
// as a column of titled sections (PageSection) on the page's grey, never a line 1,300 px long.
// With `aside` a second, narrower column sits beside the main one from lg up (under it before).
import { Box, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useId } from 'react';

const WIDTHS = { narrow: '3xl', default: '5xl', wide: '7xl', full: 'none' } as const;

export interface PageBodyProps {
  readonly children: ReactNode;
  /** How wide the content may grow: narrow (a form), default, wide (a guide beside a panel), full (a table). */
  readonly width?: keyof typeof WIDTHS;
  /** A side column (a preview, a summary). */
  readonly aside?: ReactNode;
}

export const PageBody = ({ children, width = 'default', aside }: PageBodyProps) => (
  <Grid
    width="full"
    maxW={WIDTHS[width]}
    gap="6"
    alignItems="start"
    templateColumns={aside ? { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' } : 'minmax(0, 1fr)'}
    data-testid="page-body"
  >
    <Stack gap="6" minW="0">
      {children}
    </Stack>
    {aside ? (
      <Stack gap="6" minW="0" position={{ lg: 'sticky' }} top={{ lg: '40' }}>
        {aside}
      </Stack>
    ) : null}
  </Grid>
);

export interface PageSectionProps {
  /** The card's heading (an h2) and the section's accessible name. */
  readonly title: string;
  readonly description?: ReactNode;
  /** Buttons at the end of the card's heading (e.g. 'Editar'). */
  readonly actions?: ReactNode;
  readonly children?: ReactNode;
}

/** A titled card: one part of the page (a block of questions, a connection, a panel). */
export const PageSection = ({ title, description, actions, children }: PageSectionProps) => {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="card"
      boxShadow="xs"
      p={{ base: '4', md: '6' }}
      minW="0"
    >
      <Stack gap="4">
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="1" minW="0">
            <Heading id={headingId} as="h2" size="md" color="fg">
              {title}
            </Heading>
            {description ? (
              <Text fontSize="sm" color="fg.muted">
                {description}
              </Text>
            ) : null}
          </Stack>
          {actions ? (
            <HStack gap="2" wrap="wrap">
              {actions}
            </HStack>
          ) : null}
        </HStack>
        {children}
      </Stack>
    </Box>
  );
};
