// Covers a region while a long task runs (docs/product.md, "Shared widgets and dialogs": 'Generando guiones, por favor
// espera...'). The covered content is inert, so keyboard focus cannot reach it meanwhile.
import { Box, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface BusyOverlayProps {
  readonly busy: boolean;
  /** What is happening, e.g. the video screen's VideoTexts.generating. */
  readonly message: string;
  readonly children?: ReactNode;
  /** Minimum height of the region, so an empty region still shows the message. */
  readonly minHeight?: string;
}

export const BusyOverlay = ({ busy, message, children, minHeight = '32' }: BusyOverlayProps) => (
  <Box position="relative" minH={minHeight} aria-busy={busy}>
    <Box inert={busy}>{children}</Box>
    {busy && (
      <Stack
        position="absolute"
        inset="0"
        align="center"
        justify="center"
        gap="3"
        bg="bg/80"
        backdropFilter="blur(2px)"
        borderRadius="card"
        zIndex="overlay"
        role="status"
        aria-live="polite"
      >
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Text fontWeight="medium" textAlign="center" px="4">
          {message}
        </Text>
      </Stack>
    )}
  </Box>
);
