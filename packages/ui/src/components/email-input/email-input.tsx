// E-mail field of the login and password reset (docs/product.md, "Shared widgets and dialogs"): type email, so the
// browser and assistive technology know what to offer.
import { Input } from '@chakra-ui/react';
import { FormField } from '../form-field/form-field.js';

export interface EmailInputProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly name?: string;
  readonly placeholder?: string;
  readonly helperText?: string;
  readonly error?: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
}

export const EmailInput = ({
  label,
  value,
  onChange,
  name,
  placeholder,
  helperText,
  error,
  required = false,
  disabled = false,
}: EmailInputProps) => {
  return (
    <FormField label={label} helperText={helperText} error={error} required={required} disabled={disabled}>
      <Input
        type="email"
        inputMode="email"
        autoComplete="email"
        name={name}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
};
