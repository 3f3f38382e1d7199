// How many comments are new for the reader (the requirement lists' rows, a guide block's
// button): a small pill with the number, named in full for assistive technology; nothing at 0.
import { Box } from '@chakra-ui/react';
import { formatNumber } from '../../format/es-format.js';
import { UiTexts } from '../../ui-texts.js';

export interface NewCountBadgeProps {
  readonly count: number;
}

export const NewCountBadge = ({ count }: NewCountBadgeProps) =>
  count <= 0 ? null : (
    <Box
      as="span"
      role="img"
      aria-label={UiTexts.discussion.newCount(count)}
      title={UiTexts.discussion.newCount(count)}
      data-testid="new-comments"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      minW="5"
      h="5"
      px="1.5"
      ms="2"
      borderRadius="full"
      bg="brand.solid"
      color="brand.contrast"
      fontSize="xs"
      fontWeight="semibold"
      lineHeight="1"
      verticalAlign="middle"
    >
      {formatNumber(count)}
    </Box>
  );
