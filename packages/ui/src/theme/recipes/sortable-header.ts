// The button inside a sortable column header of the data table, with room for the
// ascending/descending indicator.
import { defineRecipe } from '@chakra-ui/react';

export const sortableHeaderRecipe = defineRecipe({
  className: 'estudio-sortable-header',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    font: 'inherit',
    fontWeight: 'semibold',
    color: 'inherit',
    bg: 'transparent',
    border: 'none',
    p: '0',
    cursor: 'pointer',
    textAlign: 'start',
    borderRadius: 'control',
    _hover: { color: 'brand.fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
  variants: {
    sorted: {
      true: { color: 'brand.fg' },
      false: {},
    },
  },
  defaultVariants: { sorted: false },
});
