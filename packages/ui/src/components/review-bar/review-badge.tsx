// The review state of a piece as a tag (docs/product.md, "Approval"): the requirement lists' badge
// and the review bar's. A module of its own, so the lists carry the badge without the bar.
import { chakra } from '@chakra-ui/react';
import { reviewStatusLabel, type ReviewStatus } from '@estudio/domain/requirements';

const PALETTES: Readonly<Record<ReviewStatus['kind'], string>> = {
  none: 'gray',
  'in-review': 'blue',
  'changes-requested': 'orange',
  approved: 'green',
  'approved-other': 'red',
};

/**
 * The review state as a tag (the requirement lists and the bar): square-cornered, without the
 * status pill's dot, so the two read apart when they stand side by side.
 */
export const ReviewBadge = ({
  status,
  size = 'md',
}: {
  readonly status: ReviewStatus;
  readonly size?: 'sm' | 'md';
}) => {
  const palette = PALETTES[status.kind];
  return (
    <chakra.span
      data-review={status.kind}
      display="inline-flex"
      alignItems="center"
      whiteSpace="nowrap"
      borderRadius="sm"
      borderWidth="1px"
      fontWeight="medium"
      lineHeight="1.25"
      bg={`${palette}.100`}
      color={`${palette}.900`}
      borderColor={`${palette}.500`}
      fontSize={size === 'sm' ? 'xs' : 'sm'}
      px={size === 'sm' ? '1.5' : '2'}
      py="0.5"
    >
      {reviewStatusLabel(status)}
    </chakra.span>
  );
};
