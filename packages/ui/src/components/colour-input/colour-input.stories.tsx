import { SimpleGrid } from '@chakra-ui/react';
import { Messages } from '@estudio/domain/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, within } from 'storybook/test';
import { ColourInput } from './colour-input.js';

const meta = {
  title: 'Formularios/ColourInput',
  component: ColourInput,
  args: { label: 'Color principal', value: '#1d2e61', onChange: fn() },
} satisfies Meta<typeof ColourInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    mocked(args.onChange).mockClear();
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Color principal' });

    // Invalid: the catalogue message, and nothing is emitted.
    await userEvent.clear(input);
    await userEvent.type(input, '#12345{Enter}');
    await expect(canvas.getByText(Messages.blueprint.invalidColour)).toBeInTheDocument();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();

    // 3 digits: emitted as stored hex, the message goes away.
    await userEvent.clear(input);
    await userEvent.type(input, '0A3{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('#00aa33');
    await expect(canvas.queryByText(Messages.blueprint.invalidColour)).not.toBeInTheDocument();
    await expect(input).toHaveValue('#00aa33');

    // 4 digits (alpha), committed by leaving the field.
    await userEvent.clear(input);
    await userEvent.type(input, '#f0c8');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith('#ff00cc88');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** 6, 3, 8 digits, an empty clearable slot, an invalid entry and disabled. */
export const Catalog: Story = {
  render: (args) => (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
      <ColourInput {...args} label="6 dígitos" value="#e2621b" />
      <ColourInput {...args} label="3 dígitos" value="#fa0" />
      <ColourInput {...args} label="8 dígitos (alfa)" value="#1d2e6180" />
      <ColourInput {...args} label="Vacío" value="" clearable />
      <ColourInput {...args} label="Inválido" value="#2e4899" />
      <ColourInput {...args} label="Deshabilitado" value="#152148" disabled />
    </SimpleGrid>
  ),
  play: async ({ canvasElement, args }) => {
    mocked(args.onChange).mockClear();
    const canvas = within(canvasElement);
    const invalid = canvas.getByRole('textbox', { name: 'Inválido' });
    await userEvent.clear(invalid);
    await userEvent.type(invalid, 'azul{Enter}');
    await expect(canvas.getByText(Messages.blueprint.invalidColour)).toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Deshabilitado' })).toBeDisabled();
  },
};
