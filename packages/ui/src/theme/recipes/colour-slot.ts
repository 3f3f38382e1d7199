// The square that previews a colour in the colour input and the palette. An empty slot
// ('none' in the blueprint) is a dashed square with a diagonal, never a white one.
import { defineRecipe } from '@chakra-ui/react';

export const colourSlotRecipe = defineRecipe({
  className: 'estudio-colour-slot',
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: 'control',
    borderWidth: '1px',
    borderColor: 'border.emphasized',
  },
  variants: {
    empty: {
      true: {
        borderStyle: 'dashed',
        bg: 'transparent',
        backgroundImage:
          'linear-gradient(to top right, transparent calc(50% - 1px), var(--chakra-colors-border-emphasized) 50%, transparent calc(50% + 1px))',
      },
      false: {},
    },
    size: {
      sm: { boxSize: '6' },
      md: { boxSize: '8' },
      lg: { boxSize: '12' },
    },
  },
  defaultVariants: { empty: false, size: 'md' },
});
