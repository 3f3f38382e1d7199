// An inline editable cell (the requirement's status and assignee, a user's role): a select
// when the user may edit, plain text otherwise (docs/product.md, "Shared widgets and dialogs"). The screen shows a new
// value at once and rolls back on error; while a change is saved the select says it is busy
// (and a spinner shows) but stays usable, so a mis-click can be corrected at once: the
// screens save changes of one kind one after another.
import { HStack, NativeSelect, Spinner, Text } from '@chakra-ui/react';
import type { SelectOptionItem } from '../searchable-select/option-filter.js';
import { SelectOptions } from '../form-field/select-options.js';

export interface TableSelectCellProps {
  /** Accessible name, e.g. 'Estado de Carrusel 3'. */
  readonly label: string;
  readonly value: string;
  readonly options: readonly SelectOptionItem[];
  readonly onChange: (value: string) => void;
  /** Without the permission the value is plain text. */
  readonly editable?: boolean;
  /** A change is being saved. */
  readonly pending?: boolean;
}

export const TableSelectCell = ({
  label,
  value,
  options,
  onChange,
  editable = true,
  pending = false,
}: TableSelectCellProps) => {
  if (!editable) {
    return <Text as="span">{options.find((option) => option.value === value)?.label ?? value}</Text>;
  }
  return (
    <HStack gap="1">
      <NativeSelect.Root size="xs" width="auto" minW="0" maxW="12rem" colorPalette="brand">
        <NativeSelect.Field
          aria-label={label}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          aria-busy={pending || undefined}
        >
          <SelectOptions options={options} />
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {pending ? <Spinner size="xs" color="fg.muted" aria-hidden /> : null}
    </HStack>
  );
};
