// A status in a table (docs/product.md, "Requirements": status and assignee are editable
// selects with the matching permission, otherwise plain text): read-only, the status pill;
// editable, a native select drawn as the pill of the status it holds, so the list reads by
// colour either way and the text always names the status.
import { chakra, HStack, Spinner } from '@chakra-ui/react';
import { statusSelectRecipe } from '../../theme/recipes/status-select.js';
import { StatusBadge, statusTone } from '../status-badge/status-badge.js';
import type { StatusBadgeStatus } from '../status-badge/status-badge.js';
import { SelectOptions } from '../form-field/select-options.js';
import type { TableSelectCellProps } from './table-select-cell.js';

const PillSelect = chakra('span', statusSelectRecipe);

export type TableStatusCellProps = TableSelectCellProps;

export const TableStatusCell = ({
  label,
  value,
  options,
  onChange,
  editable = true,
  pending = false,
}: TableStatusCellProps) => {
  const shown = options.find((option) => option.value === value)?.label ?? value;
  if (!editable) return <StatusBadge status={value as StatusBadgeStatus} label={shown} size="sm" />;
  return (
    <HStack gap="1" data-status={value}>
      <PillSelect tone={statusTone(value)}>
        <select
          aria-label={label}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          aria-busy={pending || undefined}
        >
          <SelectOptions options={options} />
        </select>
      </PillSelect>
      {pending ? <Spinner size="xs" color="fg.muted" aria-hidden /> : null}
    </HStack>
  );
};
