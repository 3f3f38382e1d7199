// The quick filters above a list (docs/product.md, "Shared widgets and dialogs"): text boxes, selects with an
// empty first option, and a clear-filters button. Each control is labelled even when the
// label is not shown, so the bar reads well to a screen reader.
import { Button, chakra, Flex, Input, NativeSelect, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { startTransition, useEffect, useId, useRef, useState } from 'react';
import type { SelectOptionItem } from '../searchable-select/option-filter.js';
import { UiTexts } from '../../ui-texts.js';
import { SelectOptions } from '../form-field/select-options.js';

export interface FilterBarProps {
  readonly children: ReactNode;
  /** Names the search region, e.g. 'Filtros de requerimientos'. */
  readonly label?: string;
}

export const FilterBar = ({ children, label = UiTexts.filters.label }: FilterBarProps) => (
  <Flex
    role="search"
    aria-label={label}
    gap="3"
    align="flex-end"
    wrap="wrap"
    bg="bg"
    borderWidth="1px"
    borderRadius="card"
    p="4"
    mb="4"
  >
    {children}
  </Flex>
);

interface FilterFieldProps {
  readonly label: string;
  /** Show the label above the control; otherwise it is only read out. */
  readonly showLabel?: boolean;
  readonly width?: string;
}

const FilterField = ({
  label,
  showLabel,
  width,
  htmlFor,
  children,
}: FilterFieldProps & { htmlFor: string; children: ReactNode }) => (
  // Two fields a row on a phone, so a list's filters do not push its rows a screen down.
  <Stack gap="1" width={width ?? { base: 'calc(50% - 0.375rem)', sm: '14rem' }} minW="0">
    <chakra.label htmlFor={htmlFor} fontSize="xs" fontWeight="medium" color="fg.muted" srOnly={!showLabel}>
      {label}
    </chakra.label>
    {children}
  </Stack>
);

export interface SearchFilterProps extends FilterFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly placeholder?: string;
}

/**
 * The box shows each key at once; the list hears of the new text as a transition
 * (startTransition), so filtering a long list never holds up the next key: typing redraws
 * only this box, and React drops a filtering pass that a newer key makes stale.
 */
export const SearchFilter = ({ label, showLabel = false, width, value, onChange, placeholder }: SearchFilterProps) => {
  const id = useId();
  const [typed, setTyped] = useState(value);
  // The texts sent and not yet seen back as `value`, oldest first.
  const sent = useRef<string[]>([]);
  useEffect(() => {
    const at = sent.current.indexOf(value);
    // Our own text coming back (perhaps an older one while newer keys are on their way).
    if (at >= 0) sent.current.splice(0, at + 1);
    else {
      // Set from outside (e.g. 'Limpiar filtros'): the box shows it.
      sent.current = [];
      setTyped(value);
    }
  }, [value]);
  return (
    <FilterField label={label} showLabel={showLabel} width={width} htmlFor={id}>
      <Input
        id={id}
        type="search"
        size="sm"
        value={typed}
        placeholder={placeholder ?? label}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setTyped(next);
          sent.current.push(next);
          startTransition(() => onChange(next));
        }}
        colorPalette="brand"
        bg="bg"
      />
    </FilterField>
  );
};

export interface SelectFilterProps extends FilterFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly options: readonly SelectOptionItem[];
  /** A first option with value '' (any), e.g. 'Seleccione'. Omit when options already hold it. */
  readonly placeholder?: string;
}

export const SelectFilter = ({
  label,
  showLabel = false,
  width,
  value,
  onChange,
  options,
  placeholder,
}: SelectFilterProps) => {
  const id = useId();
  return (
    <FilterField label={label} showLabel={showLabel} width={width} htmlFor={id}>
      <NativeSelect.Root size="sm" colorPalette="brand">
        <NativeSelect.Field id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)} bg="bg">
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          <SelectOptions options={options} />
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FilterField>
  );
};

export interface ClearFiltersButtonProps {
  readonly onClick: () => void;
  /** Disable when no filter is set. */
  readonly disabled?: boolean;
  readonly label?: string;
}

export const ClearFiltersButton = ({
  onClick,
  disabled = false,
  label = UiTexts.filters.clear,
}: ClearFiltersButtonProps) => (
  <Button size="sm" variant="outline" colorPalette="brand" onClick={onClick} disabled={disabled}>
    {label}
  </Button>
);
