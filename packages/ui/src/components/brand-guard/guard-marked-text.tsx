// Read-only text with the brand guard's marks underlined as the editors draw them
// (docs/product.md, "Revisión de marca"): a field shown as plain text, a single-line input's
// preview. Each mark's label follows it for screen readers and shows on hover.
import { chakra, VisuallyHidden, type HTMLChakraProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { markSegments, markStyle, type GuardMark } from './guard-marks.js';

export interface GuardMarkedTextProps extends Omit<HTMLChakraProps<'p'>, 'children'> {
  readonly text: string;
  readonly marks: readonly GuardMark[];
}

export const GuardMarkedText = ({ text, marks, ...props }: GuardMarkedTextProps) => {
  const segments = useMemo(() => markSegments(text, marks), [text, marks]);
  return (
    <chakra.p whiteSpace="pre-wrap" overflowWrap="anywhere" {...props}>
      {segments.map((segment, index) =>
        segment.mark === null ? (
          segment.text
        ) : (
          <chakra.span key={index}>
            <chakra.span
              data-guard-mark=""
              data-tone={segment.mark.tone}
              title={segment.mark.label}
              {...markStyle(segment.mark.tone)}
            >
              {segment.text}
            </chakra.span>
            <VisuallyHidden> ({segment.mark.label})</VisuallyHidden>
          </chakra.span>
        ),
      )}
    </chakra.p>
  );
};
