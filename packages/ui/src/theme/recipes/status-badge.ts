// The pill that shows a requirement status or the active/disabled state of a brand or
// user. Colours come from the status semantic tokens, never from raw palette values.
import { defineRecipe } from '@chakra-ui/react';

export const statusBadgeRecipe = defineRecipe({
  className: 'estudio-status-badge',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    borderRadius: 'pill',
    borderWidth: '1px',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    lineHeight: '1.25',
    _before: {
      content: '""',
      display: 'inline-block',
      width: '0.5em',
      height: '0.5em',
      borderRadius: 'full',
      bg: 'currentColor',
    },
  },
  variants: {
    tone: {
      pending: { bg: 'status.pending.bg', color: 'status.pending.fg', borderColor: 'status.pending.border' },
      designRequested: {
        bg: 'status.designRequested.bg',
        color: 'status.designRequested.fg',
        borderColor: 'status.designRequested.border',
      },
      inDesign: { bg: 'status.inDesign.bg', color: 'status.inDesign.fg', borderColor: 'status.inDesign.border' },
      finished: { bg: 'status.finished.bg', color: 'status.finished.fg', borderColor: 'status.finished.border' },
      active: { bg: 'status.active.bg', color: 'status.active.fg', borderColor: 'status.active.border' },
      disabled: { bg: 'status.disabled.bg', color: 'status.disabled.fg', borderColor: 'status.disabled.border' },
    },
    size: {
      sm: { fontSize: 'xs', px: '2', py: '0.5' },
      md: { fontSize: 'sm', px: '2.5', py: '1' },
    },
  },
  defaultVariants: { tone: 'pending', size: 'md' },
});
