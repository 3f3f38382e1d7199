// The mark of a validated image (docs/product.md, "Carousels"): green OK at 75.01 % or more, red
// below (the domain's isAligned). It is a toggle button: it shows or hides the details.
import { chakra } from '@chakra-ui/react';
import { isAligned } from '@estudio/domain/content';
import { validationMarkRecipe } from '../../theme/recipes/validation-mark.js';
import { UiTexts } from '../../ui-texts.js';

const MarkButton = chakra('button', validationMarkRecipe);

export interface ValidationMarkProps {
  /** Alignment percentage, 0 to 100. */
  readonly alineacion: number;
  /** Whether the details it controls are shown. */
  readonly expanded: boolean;
  readonly onToggle: () => void;
  /** Id of the details region. */
  readonly controls?: string;
}

export const ValidationMark = ({ alineacion, expanded, onToggle, controls }: ValidationMarkProps) => {
  const aligned = isAligned(alineacion);
  return (
    <MarkButton
      type="button"
      tone={aligned ? 'ok' : 'fail'}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-label={aligned ? UiTexts.validation.alignedDetail : UiTexts.validation.notAlignedDetail}
      onClick={onToggle}
    >
      <span aria-hidden="true">{aligned ? '✓ OK' : '✕'}</span>
    </MarkButton>
  );
};
