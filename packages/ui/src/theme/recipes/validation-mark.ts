// The mark on a carousel image card (docs/product.md, "Carousels"): green OK when the design is
// aligned with the guides (alineacion >= 75.01), red otherwise. Chakra's success/error
// semantic tokens carry the colours.
import { defineRecipe } from '@chakra-ui/react';

export const validationMarkRecipe = defineRecipe({
  className: 'estudio-validation-mark',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '1',
    minW: '8',
    h: '8',
    px: '2',
    borderRadius: 'pill',
    borderWidth: '2px',
    fontWeight: 'bold',
    fontSize: 'sm',
    cursor: 'pointer',
    boxShadow: 'sm',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
  variants: {
    tone: {
      ok: { bg: 'bg.success', color: 'fg.success', borderColor: 'border.success' },
      fail: { bg: 'bg.error', color: 'fg.error', borderColor: 'border.error' },
    },
  },
  defaultVariants: { tone: 'ok' },
});
