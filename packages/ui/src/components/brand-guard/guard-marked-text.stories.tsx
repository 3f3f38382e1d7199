import { Box, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GuardMarkedText } from './guard-marked-text.js';
import type { GuardMark } from './guard-marks.js';

const WORDS = 'Café instantáneo, el mejor de Colombia, garantizado';

const at = (text: string, quote: string, tone: GuardMark['tone'], label: string): GuardMark => {
  const start = text.indexOf(quote);
  return { start, end: start + quote.length, tone, label };
};

const meta = {
  title: 'Revisión de marca/GuardMarkedText',
  component: GuardMarkedText,
  args: {
    text: WORDS,
    marks: [
      at(WORDS, 'Café instantáneo', 'blocking', 'Concepto a evitar'),
      at(WORDS, 'el mejor', 'warning', 'Afirmación absoluta'),
      at(WORDS, 'garantizado', 'warning', 'Afirmación absoluta'),
    ],
  },
} satisfies Meta<typeof GuardMarkedText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const marks = canvasElement.querySelectorAll('[data-guard-mark]');
    await expect(marks).toHaveLength(3);
    await expect(marks[0]).toHaveAttribute('data-tone', 'blocking');
    // Each mark's label follows it for screen readers.
    await expect(canvasElement.textContent).toBe(
      'Café instantáneo (Concepto a evitar), el mejor (Afirmación absoluta) de Colombia, garantizado (Afirmación absoluta)',
    );
  },
};

/** Without marks it is plain text; line breaks are kept. */
export const SinHallazgos: Story = {
  args: { text: 'Cada taza nace en el Huila.\nTostado artesanal.', marks: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-guard-mark]')).toHaveLength(0);
    await expect(within(canvasElement).getByText(/Cada taza nace/)).toBeInTheDocument();
  },
};

/** As a detail screen shows a guide's suggested words, read-only, in a labelled box. */
export const EnUnaGuia: Story = {
  render: (args) => (
    <Stack gap="1" maxW="md">
      <Text fontSize="sm" fontWeight="medium" id="guia-1">
        Guía 1: palabras sugeridas
      </Text>
      <Box aria-labelledby="guia-1" role="group" borderWidth="1px" borderRadius="md" px="3" py="2" fontSize="sm">
        <GuardMarkedText {...args} />
      </Box>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Guía 1: palabras sugeridas' })).toBeInTheDocument();
  },
};
