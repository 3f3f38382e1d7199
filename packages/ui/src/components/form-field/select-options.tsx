// The <option> list of the kit's native selects (filters and table cells).
export interface NativeOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

export const SelectOptions = ({ options }: { readonly options: readonly NativeOption[] }) =>
  options.map((option) => (
    <option key={option.value} value={option.value} disabled={option.disabled}>
      {option.label}
    </option>
  ));
