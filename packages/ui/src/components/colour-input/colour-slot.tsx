// Preview square of one colour; empty when there is none (see the colourSlot recipe).
import { chakra } from '@chakra-ui/react';
import { colourSlotRecipe } from '../../theme/recipes/colour-slot.js';

const Slot = chakra('span', colourSlotRecipe);

export interface ColourSlotProps {
  /** A hex colour, or null for an empty slot. */
  readonly colour: string | null;
  readonly size?: 'sm' | 'md' | 'lg';
}

export const ColourSlot = ({ colour, size = 'md' }: ColourSlotProps) => (
  <Slot
    aria-hidden="true"
    empty={colour === null}
    size={size}
    style={colour === null ? undefined : { backgroundColor: colour }}
  />
);
