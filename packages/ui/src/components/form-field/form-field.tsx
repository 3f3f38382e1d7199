// The frame every labelled input of the kit shares: label with the required mark, the
// control, then either the helper text or the error. Text, e-mail, password and date-time
// fields differ only in the control they put inside.
import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  readonly label: string;
  /** Keep the label for screen readers only. */
  readonly hideLabel?: boolean;
  readonly helperText?: string;
  readonly error?: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly id?: string;
  readonly children: ReactNode;
}

/** Whether an error text makes the field invalid. */
export const hasError = (error: string | undefined): boolean => error !== undefined && error !== '';

export const FormField = ({
  label,
  hideLabel = false,
  helperText,
  error,
  required = false,
  disabled = false,
  id,
  children,
}: FormFieldProps) => {
  const invalid = hasError(error);
  return (
    <Field.Root id={id} invalid={invalid} required={required} disabled={disabled} gap={hideLabel ? '0' : undefined}>
      <Field.Label srOnly={hideLabel}>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helperText !== undefined && !invalid && <Field.HelperText>{helperText}</Field.HelperText>}
      {invalid && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
};
