// A multiple-choice dropdown with a filter box (docs/product.md, "Shared widgets and dialogs": 'Filtrar...',
// 'Selecciona...', 'No hay opciones'), e.g. the permissions of a role. Picking an option
// toggles it and keeps the list open.
import { SelectMenu } from '../searchable-select/select-menu.js';
import type { SelectMenuBaseProps } from '../searchable-select/select-menu.js';
import { UiTexts } from '../../ui-texts.js';

export interface MultiSelectProps extends SelectMenuBaseProps {
  readonly value: readonly string[];
  readonly onChange: (values: string[]) => void;
  /** Offer a button that empties the choice. Default true. */
  readonly clearable?: boolean;
}

/** The values after toggling one, in the options' order. */
export const toggleValue = (
  options: SelectMenuBaseProps['options'],
  values: readonly string[],
  value: string,
): string[] => {
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  const order = new Map(options.map((option, index) => [option.value, index]));
  return next.sort((a, b) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity));
};

export const MultiSelect = ({ value, onChange, clearable = true, ...rest }: MultiSelectProps) => (
  <SelectMenu
    {...rest}
    multiple
    noOptionsDefault={UiTexts.select.empty}
    selected={value}
    onPick={(picked) => onChange(toggleValue(rest.options, value, picked))}
    onClear={clearable ? () => onChange([]) : undefined}
  />
);
