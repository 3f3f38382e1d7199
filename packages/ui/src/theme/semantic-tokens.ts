// Semantic tokens: what a colour means rather than which colour it is. The status
// colours follow the four requirement statuses of the domain (Pendiente, Solicitar
// diseño, En diseño, Finalizado) and the active/disabled state of brands and users.
import { defineSemanticTokens } from '@chakra-ui/react';

export const semanticTokens = defineSemanticTokens({
  colors: {
    // The palette behind colorPalette="brand" on Chakra's own recipes.
    brand: {
      contrast: { value: 'white' },
      fg: { value: '{colors.brand.700}' },
      subtle: { value: '{colors.brand.50}' },
      muted: { value: '{colors.brand.100}' },
      emphasized: { value: '{colors.brand.200}' },
      solid: { value: '{colors.brand.600}' },
      focusRing: { value: '{colors.brand.500}' },
      border: { value: '{colors.brand.500}' },
    },
    shell: {
      bg: { value: '{colors.brand.900}' },
      fg: { value: '{colors.white}' },
      muted: { value: '{colors.brand.100}' },
      itemHover: { value: '{colors.brand.800}' },
      itemActiveBg: { value: '{colors.white}' },
      itemActiveFg: { value: '{colors.brand.900}' },
    },
    page: {
      bg: { value: '{colors.gray.50}' },
    },
    // The outline of an unticked checkbox and the track of an off switch: 3:1 against the page
    // and the cards (WCAG 1.4.11), where Chakra's gray.300 border left them near invisible.
    control: {
      border: { value: '{colors.gray.500}' },
    },
    status: {
      pending: {
        bg: { value: '{colors.gray.100}' },
        fg: { value: '{colors.gray.800}' },
        border: { value: '{colors.gray.400}' },
      },
      designRequested: {
        bg: { value: '{colors.yellow.100}' },
        fg: { value: '{colors.yellow.900}' },
        border: { value: '{colors.yellow.500}' },
      },
      inDesign: {
        bg: { value: '{colors.blue.100}' },
        fg: { value: '{colors.blue.900}' },
        border: { value: '{colors.blue.500}' },
      },
      finished: {
        bg: { value: '{colors.green.100}' },
        fg: { value: '{colors.green.900}' },
        border: { value: '{colors.green.600}' },
      },
      active: {
        bg: { value: '{colors.green.100}' },
        fg: { value: '{colors.green.900}' },
        border: { value: '{colors.green.600}' },
      },
      disabled: {
        bg: { value: '{colors.red.100}' },
        fg: { value: '{colors.red.900}' },
        border: { value: '{colors.red.500}' },
      },
    },
  },
});
