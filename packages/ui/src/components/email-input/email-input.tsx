// E-mail field of the login and password reset (spec 000 section 2): type email, so the
// browser and assistive technology know what to offer.
import { Field, Input } from '@chakra-ui/react';

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
  const invalid = error !== undefined && error !== '';
  return (
    <Field.Root invalid={invalid} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        type="email"
        inputMode="email"
        autoComplete="email"
        name={name}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {helperText !== undefined && !invalid && <Field.HelperText>{helperText}</Field.HelperText>}
      {invalid && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
};
