// An editable status in a table: a native select drawn as the status pill of its value
// (same tones as the status badge), with the dot on the left and a chevron on the right.
import { defineRecipe } from '@chakra-ui/react';

const tone = (name: string) => ({
  bg: `status.${name}.bg`,
  color: `status.${name}.fg`,
  borderColor: `status.${name}.border`,
});

export const statusSelectRecipe = defineRecipe({
  className: 'estudio-status-select',
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: 'pill',
    borderWidth: '1px',
    maxWidth: '100%',
    _before: {
      content: '""',
      position: 'absolute',
      insetStart: '2',
      width: '0.5em',
      height: '0.5em',
      borderRadius: 'full',
      bg: 'currentColor',
      pointerEvents: 'none',
    },
    _after: {
      content: '"▾"',
      position: 'absolute',
      insetEnd: '2',
      fontSize: 'xs',
      pointerEvents: 'none',
    },
    '& select': {
      appearance: 'none',
      bg: 'transparent',
      color: 'inherit',
      font: 'inherit',
      fontWeight: 'medium',
      fontSize: 'xs',
      lineHeight: '1.25',
      border: 'none',
      borderRadius: 'pill',
      ps: '4.5',
      pe: '5',
      py: '1',
      maxWidth: '100%',
      minWidth: '0',
      textOverflow: 'ellipsis',
      cursor: 'pointer',
      _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
    },
    '& select option': { color: 'fg', bg: 'bg' },
  },
  variants: {
    tone: {
      pending: tone('pending'),
      designRequested: tone('designRequested'),
      inDesign: tone('inDesign'),
      finished: tone('finished'),
      active: tone('active'),
      disabled: tone('disabled'),
    },
  },
  defaultVariants: { tone: 'pending' },
});
