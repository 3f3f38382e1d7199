import { SimpleGrid } from '@chakra-ui/react';
import { Messages } from '@estudio/domain/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UiTexts } from '../../ui-texts.js';
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

/** The day in es-ES order and the time on a 24-hour clock, whatever the browser's language; the zone named below. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const date = canvas.getByLabelText(/^Fecha de publicación/);
    const time = canvas.getByLabelText(UiTexts.dateTime.time);
    await expect(date).toHaveAttribute('placeholder', UiTexts.dateTime.datePlaceholder);
    await expect(time).toHaveAttribute('placeholder', UiTexts.dateTime.timePlaceholder);
    await expect(canvas.getByText(UiTexts.dateTime.zone)).toBeVisible();
    await userEvent.type(date, '21/11/2026');
    // Half a date-time is no value yet.
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.type(time, '17:05');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-21T17:05');
  },
};

/** A day that does not exist is refused in Spanish once the person leaves the box, and no value is handed over. */
export const ImpossibleDate: Story = {
  args: { value: '2026-02-10T09:00' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const date = canvas.getByLabelText(/^Fecha de publicación/);
    await expect(date).toHaveValue('10/02/2026');
    await expect(canvas.getByLabelText(UiTexts.dateTime.time)).toHaveValue('09:00');
    await userEvent.clear(date);
    await userEvent.type(date, '31/02/2026');
    await userEvent.tab();
    await expect(canvas.getByText(UiTexts.dateTime.noSuchDate)).toBeVisible();
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

/** A time past 23:59 or written the 12-hour way is refused. */
export const TwelveHourTime: Story = {
  args: { value: '2026-11-21T17:05' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const time = canvas.getByLabelText(UiTexts.dateTime.time);
    await userEvent.clear(time);
    await userEvent.type(time, '5:05 PM');
    await userEvent.tab();
    await expect(canvas.getByText(UiTexts.dateTime.invalidTime)).toBeVisible();
  },
};

/** Empty, filled, with an error, read-only (plain es-ES text), disabled and limited by min and max. */
export const Catalog: Story = {
  render: (args) => (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
      <Stateful {...args} label="Vacía" />
      <Stateful {...args} label="Con valor" value="2026-11-21T17:05" />
      <Stateful {...args} label="Con error" error={Messages.scheduling.publicationDateRequired} />
      <Stateful {...args} label="Solo lectura" value="2026-11-21T17:05" readOnly />
      <Stateful {...args} label="Deshabilitada" value="2026-11-21T17:05" disabled />
      <Stateful
        {...args}
        label="Con límites"
        value="2026-12-02T10:00"
        min="2026-12-01T00:00"
        max="2026-12-31T23:59"
        helperText="Solo en diciembre de 2026."
      />
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(Messages.scheduling.publicationDateRequired)).toBeInTheDocument();
    await expect(canvas.getByText('21/11/2026, 17:05')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/Deshabilitada/)).toBeDisabled();
    const limited = canvas.getByLabelText(/Con límites/);
    await userEvent.clear(limited);
    await userEvent.type(limited, '30/11/2026');
    await userEvent.tab();
    await expect(canvas.getByText(UiTexts.dateTime.beforeMin('01/12/2026, 00:00'))).toBeVisible();
  },
};
