import { Stack } from '@chakra-ui/react';
import { EMPTY_SLOT, type PaletteSlot } from '@estudio/domain/blueprint';
import { Messages } from '@estudio/domain/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, mocked, userEvent, within } from 'storybook/test';
import { ColourPalette, type ColourPaletteProps } from './colour-palette.js';

const Stateful = (props: ColourPaletteProps) => {
  const [colours, setColours] = useState<readonly PaletteSlot[]>(props.colours);
  return (
    <ColourPalette
      {...props}
      colours={colours}
      onChange={(next) => {
        setColours(next);
        props.onChange?.(next);
      }}
    />
  );
};

const meta = {
  title: 'Formularios/ColourPalette',
  component: ColourPalette,
  args: { colours: ['#1d2e61', '#e2621b', EMPTY_SLOT, EMPTY_SLOT, '#ffffff'], onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ColourPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    if (args.onChange !== undefined) mocked(args.onChange).mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('textbox')).toHaveLength(5);

    const third = canvas.getByRole('textbox', { name: 'Color 3' });
    await userEvent.type(third, 'abc{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['#1d2e61', '#e2621b', '#aabbcc', EMPTY_SLOT, '#ffffff']);

    // Blank clears the slot to 'none'.
    const first = canvas.getByRole('textbox', { name: 'Color 1' });
    await userEvent.clear(first);
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith([EMPTY_SLOT, '#e2621b', '#aabbcc', EMPTY_SLOT, '#ffffff']);

    // An invalid colour is refused and the palette is not emitted.
    const fourth = canvas.getByRole('textbox', { name: 'Color 4' });
    await userEvent.type(fourth, 'rojo{Enter}');
    await expect(canvas.getByText(Messages.blueprint.invalidColour)).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** Editable, read-only (no edit permission), all empty, and a raw palette shown normalised. */
export const Catalog: Story = {
  render: (args) => (
    <Stack gap="10">
      <Stateful {...args} legend="Editable" />
      <ColourPalette {...args} legend="Solo lectura" readOnly />
      <ColourPalette {...args} legend="Vacía" colours={[]} readOnly />
      <ColourPalette {...args} legend="Normalizada" colours={['FFF', 'not-a-colour', '#abcd']} readOnly />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const readOnly = canvas.getByRole('list', { name: 'Solo lectura' });
    await expect(within(readOnly).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(readOnly).getByText('Color 3: vacío')).toBeInTheDocument();
    const normalised = canvas.getByRole('list', { name: 'Normalizada' });
    await expect(within(normalised).getByText('Color 1: #ffffff')).toBeInTheDocument();
    await expect(within(normalised).getByText('Color 2: vacío')).toBeInTheDocument();
    await expect(within(normalised).getByText('Color 3: #aabbccdd')).toBeInTheDocument();
  },
};
