// What a screen shows when there is nothing to list or show yet: what is missing and what to do next
// (docs/product.md, "Shared widgets and dialogs"). Neutral, never red: an empty list is not an error.
import { Box, Center, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** What is missing, in one sentence ('No hay requerimientos finalizados para mostrar.'). */
  readonly title: string;
  /** What to do next, or why. */
  readonly description?: ReactNode;
  /** A small illustration or icon above the title (decorative: hidden from assistive technology). */
  readonly icon?: ReactNode;
  /** The next step: a button or a link. */
  readonly action?: ReactNode;
  /** 'sm' inside a card or a table, 'md' (the default) for a whole screen's content. */
  readonly size?: 'sm' | 'md';
  /** The title's element: a paragraph by default, or a heading where the page's outline needs one. */
  readonly titleAs?: 'p' | 'h2' | 'h3' | 'h4';
  /** A dashed frame around it (the default), or none inside a frame that already has one. */
  readonly framed?: boolean;
  /** 'status' announces it when it replaces content that was loading; none by default. */
  readonly role?: 'status';
}

export const EmptyState = ({
  title,
  description,
  icon,
  action,
  size = 'md',
  titleAs = 'p',
  framed = true,
  role,
}: EmptyStateProps) => (
  <Center
    role={role}
    width="full"
    px={size === 'sm' ? '4' : '6'}
    py={size === 'sm' ? '6' : '12'}
    bg={framed ? 'bg.subtle' : undefined}
    borderWidth={framed ? '1px' : undefined}
    borderStyle="dashed"
    borderRadius="card"
  >
    <Stack gap={size === 'sm' ? '3' : '4'} align="center" textAlign="center" maxW="md">
      {icon !== undefined && (
        <Center
          aria-hidden="true"
          boxSize={size === 'sm' ? '10' : '12'}
          borderRadius="full"
          bg="bg.muted"
          color="fg.muted"
          fontSize={size === 'sm' ? 'lg' : 'xl'}
        >
          {icon}
        </Center>
      )}
      <Stack gap="1.5" align="center">
        <Text as={titleAs} fontWeight="semibold" color="fg" textStyle={size === 'sm' ? 'sm' : 'md'}>
          {title}
        </Text>
        {description !== undefined && (
          <Box color="fg.muted" textStyle="sm">
            {description}
          </Box>
        )}
      </Stack>
      {action !== undefined && <Box pt="1">{action}</Box>}
    </Stack>
  </Center>
);
