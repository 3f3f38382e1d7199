// A labelled one-line text box for forms and inline edits (a role's name, a user's first
// and last name). The label may be read out only, e.g. inside a table row that already
// says what is being edited.
import { Input } from '@chakra-ui/react';
import { FormField } from '../form-field/form-field.js';

export interface TextFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Keep the label for screen readers only. */
  readonly hideLabel?: boolean;
  readonly type?: 'text' | 'email';
  readonly name?: string;
  readonly placeholder?: string;
  readonly autoComplete?: string;
  readonly helperText?: string;
  readonly error?: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly size?: 'xs' | 'sm' | 'md';
}

export const TextField = ({
  label,
  value,
  onChange,
  hideLabel = false,
  type = 'text',
  name,
  placeholder,
  autoComplete,
  helperText,
  error,
  required = false,
  disabled = false,
  size = 'md',
}: TextFieldProps) => {
  return (
    <FormField
      label={label}
      hideLabel={hideLabel}
      helperText={helperText}
      error={error}
      required={required}
      disabled={disabled}
    >
      <Input
        type={type}
        size={size}
        name={name}
        placeholder={placeholder}
        autoComplete={autoComplete}
        value={value}
        colorPalette="brand"
        bg="bg"
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
};
