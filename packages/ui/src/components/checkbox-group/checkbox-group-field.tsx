// A labelled group of checkboxes for a multiple choice whose options should all be seen at
// once (the brand questionnaire's KPIs and social networks): a fieldset whose legend names
// the question, one checkbox per option, the values kept in the options' order.
import { Checkbox, CheckboxGroup, Fieldset, SimpleGrid } from '@chakra-ui/react';

export interface CheckboxGroupOption {
  readonly value: string;
  readonly label: string;
}

export interface CheckboxGroupFieldProps {
  /** The question, read as the group's name. */
  readonly label: string;
  readonly options: readonly CheckboxGroupOption[];
  readonly value: readonly string[];
  readonly onChange: (values: string[]) => void;
  readonly helperText?: string;
  readonly disabled?: boolean;
  /**
   * At most this many columns from the medium breakpoint up (one on small screens); fewer where
   * the field is narrow (a side column), so a label never runs under the next box. Default 2.
   */
  readonly columns?: number;
}

/** The checked values in the options' order, whatever order they were ticked in. */
export const inOptionOrder = (options: readonly CheckboxGroupOption[], values: readonly string[]): string[] =>
  options.map((option) => option.value).filter((value) => values.includes(value));

export const CheckboxGroupField = ({
  label,
  options,
  value,
  onChange,
  helperText,
  disabled = false,
  columns = 2,
}: CheckboxGroupFieldProps) => (
  <Fieldset.Root disabled={disabled}>
    <Fieldset.Legend fontSize="sm" fontWeight="medium" color="fg">
      {label}
    </Fieldset.Legend>
    {helperText === undefined ? null : <Fieldset.HelperText>{helperText}</Fieldset.HelperText>}
    <CheckboxGroup
      value={[...value]}
      onValueChange={(values) => onChange(inOptionOrder(options, values))}
      disabled={disabled}
      name={label}
    >
      <Fieldset.Content>
        <SimpleGrid
          gridTemplateColumns={{
            base: '1fr',
            md: `repeat(auto-fit, minmax(max(8.5rem, ${Math.floor(100 / columns) - 3}%), 1fr))`,
          }}
          gap="2"
        >
          {options.map((option) => (
            <Checkbox.Root key={option.value} value={option.value} colorPalette="brand">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{option.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </Fieldset.Content>
    </CheckboxGroup>
  </Fieldset.Root>
);
