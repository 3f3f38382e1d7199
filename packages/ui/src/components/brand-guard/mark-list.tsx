// The marks of a text for assistive technology: a visually hidden list the text area is
// described by ('Hallazgos en este texto: «café instantáneo»: Concepto a evitar').
import { VisuallyHidden } from '@chakra-ui/react';
import { UiTexts } from '../../ui-texts.js';
import type { MarkSegment } from './guard-marks.js';

export const MarkList = ({ id, segments }: { readonly id: string; readonly segments: readonly MarkSegment[] }) => (
  <VisuallyHidden id={id} data-guard-marks="">
    {UiTexts.guard.marks}:
    <ul>
      {segments.map((segment, index) =>
        segment.mark === null ? null : (
          <li key={index}>
            «{segment.text}»: {segment.mark.label}
          </li>
        ),
      )}
    </ul>
  </VisuallyHidden>
);
