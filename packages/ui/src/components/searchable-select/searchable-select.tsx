// A single-choice dropdown with a filter box (docs/product.md, "Shared widgets and dialogs" defaults: 'Selecciona...',
// 'Filtrar...', 'No options', 'Loading...', 140-300 px, page size 5).
import { SelectMenu } from './select-menu.js';
import type { SelectMenuBaseProps } from './select-menu.js';
import { UiTexts } from '../../ui-texts.js';

export interface SearchableSelectProps extends SelectMenuBaseProps {
  readonly value: string | null;
  readonly onChange: (value: string | null) => void;
  /** Offer a button that empties the choice. */
  readonly clearable?: boolean;
}

export const SearchableSelect = ({ value, onChange, clearable = false, ...rest }: SearchableSelectProps) => (
  <SelectMenu
    {...rest}
    multiple={false}
    noOptionsDefault={UiTexts.select.noOptions}
    selected={value === null ? [] : [value]}
    onPick={onChange}
    onClear={clearable ? () => onChange(null) : undefined}
  />
);
