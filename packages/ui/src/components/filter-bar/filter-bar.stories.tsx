import { Stack, Text } from '@chakra-ui/react';
import { REQUIREMENT_STATUSES } from '@estudio/domain/requirements';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClearFiltersButton, FilterBar, SearchFilter, SelectFilter } from './filter-bar.js';
import { UiTexts } from '../../ui-texts.js';

/** The brand status filter as the brand settings offer it. */
const BRAND_STATUS_FILTER_OPTIONS = [
  { value: '', label: 'Todos' },
  { value: 'active', label: UiTexts.status.active },
  { value: 'disabled', label: UiTexts.status.disabled },
];

/** The status filter as the requirement lists offer it: Seleccione, then each status. */
const STATUS_FILTER_OPTIONS = [
  { value: '', label: 'Seleccione' },
  ...REQUIREMENT_STATUSES.map((status) => ({ value: status, label: status })),
];

interface DemoProps {
  readonly searchLabel: string;
  readonly statusLabel: string;
  readonly showLabels: boolean;
  readonly onClear: () => void;
}

/** The requirement list's quick filters, held in state as the screen does. */
const FilterBarDemo = ({ searchLabel, statusLabel, showLabels, onClear }: DemoProps) => {
  const [text, setText] = useState('');
  const [status, setStatus] = useState('');
  const dirty = text !== '' || status !== '';
  return (
    <Stack>
      <FilterBar label="Filtros de requerimientos">
        <SearchFilter label={searchLabel} showLabel={showLabels} value={text} onChange={setText} />
        <SelectFilter
          label={statusLabel}
          showLabel={showLabels}
          value={status}
          onChange={setStatus}
          options={STATUS_FILTER_OPTIONS}
        />
        <ClearFiltersButton
          disabled={!dirty}
          onClick={() => {
            setText('');
            setStatus('');
            onClear();
          }}
        />
      </FilterBar>
      <Text fontSize="sm" data-testid="filters">
        {JSON.stringify({ text, status })}
      </Text>
    </Stack>
  );
};

const meta = {
  title: 'Formularios/FilterBar',
  component: FilterBarDemo,
  args: {
    searchLabel: 'Tipo de contenido',
    statusLabel: 'Estado',
    showLabels: true,
    onClear: fn(),
  },
} satisfies Meta<typeof FilterBarDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const clear = canvas.getByRole('button', { name: 'Limpiar filtros' });
    await expect(clear).toBeDisabled();

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Tipo de contenido' }), 'Carrusel');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Estado' }), 'En diseño');
    await expect(canvas.getByTestId('filters')).toHaveTextContent('{"text":"Carrusel","status":"En diseño"}');

    await userEvent.click(clear);
    await expect(canvas.getByTestId('filters')).toHaveTextContent('{"text":"","status":""}');
    await expect(canvas.getByRole('combobox', { name: 'Estado' })).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

/** The brand settings bar (placeholder text box, Todos/Active/Disabled) and hidden labels. */
export const Estados: Story = {
  render: () => (
    <Stack gap="2">
      <FilterBar label="Filtros de marcas">
        <SearchFilter label="Nombre o correo" value="Café" onChange={() => undefined} width="20rem" />
        <SelectFilter
          label="Status"
          value="disabled"
          onChange={() => undefined}
          options={BRAND_STATUS_FILTER_OPTIONS}
        />
        <ClearFiltersButton onClick={() => undefined} />
      </FilterBar>
      <FilterBar label="Filtros con marcador">
        <SelectFilter
          label="Asignado a"
          value=""
          onChange={() => undefined}
          placeholder="Seleccione"
          options={[{ value: 'ana@estudio.test', label: 'Ana Pérez' }]}
        />
      </FilterBar>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('disabled');
    const assignee = within(canvas.getByRole('combobox', { name: 'Asignado a' })).getAllByRole('option');
    await expect(assignee.map((o) => o.textContent)).toEqual(['Seleccione', 'Ana Pérez']);
  },
};
