// What a list shows instead of rows: skeleton bars while it loads (with a status for screen
// readers), the empty message with the next step, and a failure.
import { Box, chakra, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { UiTexts } from '../../ui-texts.js';

/** How many skeleton rows or cards stand in for a page while it loads. */
export const SKELETON_ROWS = 5;

/** Read out once while the rows load; the bars themselves are decoration. */
export const LoadingStatus = () => (
  <chakra.span role="status" srOnly>
    {UiTexts.table.loading}
  </chakra.span>
);

/** A bar of a skeleton cell; widths vary by row so the page does not look striped. */
export const SkeletonBar = ({ row, column }: { readonly row: number; readonly column: number }) => (
  <Skeleton height="3" width={`${55 + ((row * 17 + column * 29) % 40)}%`} minW="8" borderRadius="sm" />
);

export interface EmptyStateProps {
  readonly message: string;
  readonly hint?: ReactNode;
}

/** The list's own empty message (as the spec writes it) and, below it, what to do next. */
export const EmptyState = ({ message, hint }: EmptyStateProps) => (
  <Stack align="center" gap="1" py="10" px="4" textAlign="center">
    <Box
      aria-hidden="true"
      boxSize="10"
      mb="2"
      borderRadius="full"
      bg="bg.muted"
      color="fg.muted"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontSize="lg"
    >
      ∅
    </Box>
    <Text role="status" fontWeight="medium" color="fg">
      {message}
    </Text>
    {hint ? (
      <Text fontSize="sm" color="fg.muted" maxW="32rem">
        {hint}
      </Text>
    ) : null}
  </Stack>
);

export const ErrorState = ({ message }: { readonly message: string }) => (
  <Box role="alert" color="fg.error" py="10" px="4" textAlign="center" fontWeight="medium">
    {message}
  </Box>
);
