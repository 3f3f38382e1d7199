// A link of the sidebar menu; the active variant marks the screen the user is on
// (docs/product.md, "Routes" decides which one, see components/app-shell/menu-active.ts).
import { defineRecipe } from '@chakra-ui/react';

export const navItemRecipe = defineRecipe({
  className: 'estudio-nav-item',
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    width: '100%',
    px: '3',
    py: '2',
    borderRadius: 'control',
    fontSize: 'sm',
    fontWeight: 'medium',
    color: 'shell.muted',
    textDecoration: 'none',
    transitionProperty: 'background, color',
    transitionDuration: 'fast',
    _hover: { bg: 'shell.itemHover', color: 'shell.fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'accent.300', outlineOffset: '2px' },
  },
  variants: {
    active: {
      true: {
        bg: 'shell.itemActiveBg',
        color: 'shell.itemActiveFg',
        fontWeight: 'semibold',
        _hover: { bg: 'shell.itemActiveBg', color: 'shell.itemActiveFg' },
      },
      false: {},
    },
  },
  defaultVariants: { active: false },
});
