// A person in a table (the requirement's assignee): a small circle with their initials
// beside the name; an editable cell keeps the select of people. The circle is decoration
// (aria-hidden, its letters drawn from data-initials), so the cell reads as the name alone.
import { chakra, HStack, NativeSelect, Spinner, Text } from '@chakra-ui/react';
import { SelectOptions } from '../form-field/select-options.js';
import { initialsOf } from './initials.js';
import type { TableSelectCellProps } from './table-select-cell.js';

export interface TablePersonCellProps extends TableSelectCellProps {
  /** The value that means nobody (e.g. 'Por asignar'): an empty, dashed circle. */
  readonly emptyValue?: string;
  /** The widest the select grows; a longer name is cut. */
  readonly maxWidth?: string;
}

/** The initials circle; empty for nobody. */
export const PersonAvatar = ({ name }: { readonly name: string }) => (
  <chakra.span
    aria-hidden="true"
    data-initials={name}
    flexShrink={0}
    display="inline-flex"
    alignItems="center"
    justifyContent="center"
    boxSize="6"
    borderRadius="full"
    fontSize="2xs"
    fontWeight="semibold"
    letterSpacing="tight"
    bg={name === '' ? 'transparent' : 'brand.muted'}
    color="brand.fg"
    borderWidth="1px"
    borderStyle={name === '' ? 'dashed' : 'solid'}
    borderColor={name === '' ? 'border.emphasized' : 'brand.emphasized'}
    _before={{ content: 'attr(data-initials)' }}
  />
);

export const TablePersonCell = ({
  label,
  value,
  options,
  onChange,
  editable = true,
  pending = false,
  emptyValue,
  maxWidth = '7rem',
}: TablePersonCellProps) => {
  const shown = options.find((option) => option.value === value)?.label ?? value;
  const initials = value === '' || value === emptyValue ? '' : initialsOf(shown);
  return (
    <HStack gap="1.5" minW="0">
      <PersonAvatar name={initials} />
      {editable ? (
        <NativeSelect.Root size="xs" width="auto" maxW={maxWidth} minW="0" colorPalette="brand">
          <NativeSelect.Field
            aria-label={label}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            aria-busy={pending || undefined}
            textOverflow="ellipsis"
            title={shown}
          >
            <SelectOptions options={options} />
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : (
        <Text as="span" truncate maxW={maxWidth} title={shown} color={value === emptyValue ? 'fg.muted' : undefined}>
          {shown}
        </Text>
      )}
      {pending ? <Spinner size="xs" color="fg.muted" aria-hidden /> : null}
    </HStack>
  );
};
