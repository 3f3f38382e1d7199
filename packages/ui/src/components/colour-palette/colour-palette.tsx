// The blueprint's palette (docs/product.md, "Communication guide (blueprint)"): always five slots, each a hex colour
// or 'none'. The domain's palette helpers keep that shape; this component only shows it
// and turns each slot's colour input into a new palette.
import { Box, Fieldset, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { EMPTY_SLOT, isEmptySlot, normalisePalette, setPaletteSlot, type PaletteSlot } from '@estudio/domain/blueprint';
import { ColourInput } from '../colour-input/colour-input.js';
import { ColourSlot } from '../colour-input/colour-slot.js';
import { UiTexts } from '../../ui-texts.js';

export interface ColourPaletteProps {
  /** The stored slots; anything but five valid entries is shown normalised. */
  readonly colours: readonly PaletteSlot[];
  /** The whole palette after one slot changed: five slots, 'none' for the empty ones. */
  readonly onChange?: (palette: readonly PaletteSlot[]) => void;
  /** Without edit permission: swatches and hex codes only. */
  readonly readOnly?: boolean;
  readonly legend?: string;
}

const slotLabel = (index: number): string => UiTexts.colour.slot(index + 1);

export const ColourPalette = ({
  colours,
  onChange,
  readOnly = false,
  legend = UiTexts.colour.palette,
}: ColourPaletteProps) => {
  const palette = normalisePalette(colours);

  if (readOnly) {
    return (
      <Stack gap="2">
        <Text fontWeight="medium">{legend}</Text>
        <HStack as="ul" gap="4" flexWrap="wrap" listStyleType="none" aria-label={legend}>
          {palette.map((slot, index) => (
            <Stack as="li" key={index} align="center" gap="1">
              <ColourSlot colour={isEmptySlot(slot) ? null : slot} size="lg" />
              <Text fontSize="xs" fontFamily="mono" color="fg.muted">
                {`${slotLabel(index)}: ${isEmptySlot(slot) ? 'vacío' : slot}`}
              </Text>
            </Stack>
          ))}
        </HStack>
      </Stack>
    );
  }

  return (
    <Fieldset.Root>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="4">
        {palette.map((slot, index) => (
          <Box key={index}>
            <ColourInput
              label={slotLabel(index)}
              value={isEmptySlot(slot) ? '' : slot}
              clearable
              onChange={(hex) => onChange?.(setPaletteSlot(palette, index, hex ?? EMPTY_SLOT))}
            />
          </Box>
        ))}
      </SimpleGrid>
    </Fieldset.Root>
  );
};
