import { SimpleGrid } from '@chakra-ui/react';
import { Messages } from '@estudio/domain/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, within } from 'storybook/test';
import { DateTimeField, type DateTimeFieldProps } from './date-time-field.js';

const Stateful = (props: DateTimeFieldProps) => {
  const [value, setValue] = useState(props.value);
  return (
    <DateTimeField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
};

const meta = {
  title: 'Formularios/DateTimeField',
  component: DateTimeField,
  args: { label: 'Fecha de publicación', value: '', onChange: fn(), required: true },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof DateTimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText(/Fecha de publicación/);
    await expect(input).toHaveAttribute('type', 'datetime-local');
    // Typing into a native date-time picker differs per browser: set the value as it would.
    fireEvent.change(input, { target: { value: '2026-11-21T17:05' } });
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-21T17:05');
    await expect(input).toHaveValue('2026-11-21T17:05');
  },
};

/** Empty, filled, with an error, read-only (plain es-ES text) and disabled. */
export const Catalog: Story = {
  render: (args) => (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
      <Stateful {...args} label="Vacía" />
      <Stateful {...args} label="Con valor" value="2026-11-21T17:05" helperText="Hora de Bogotá." />
      <Stateful {...args} label="Con error" error={Messages.scheduling.publicationDateRequired} />
      <Stateful {...args} label="Solo lectura" value="2026-11-21T17:05" readOnly />
      <Stateful {...args} label="Deshabilitada" value="2026-11-21T17:05" disabled />
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(Messages.scheduling.publicationDateRequired)).toBeInTheDocument();
    await expect(canvas.getByText('21/11/2026, 17:05')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/Deshabilitada/)).toBeDisabled();
  },
};
