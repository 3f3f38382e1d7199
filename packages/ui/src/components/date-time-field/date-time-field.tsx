// Publication date of the publishing panel (docs/product.md, "Shared widgets and dialogs": "Publication date is a
// date-time"). The value is the input's own local format 'YYYY-MM-DDTHH:mm'; converting
// it to the scheduling time zone is the domain's job. Read-only shows es-ES text.
import { Field, Input, Text } from '@chakra-ui/react';
import { formatDateTime } from '../../format/es-format.js';
import { FormField } from '../form-field/form-field.js';

export interface DateTimeFieldProps {
  readonly label: string;
  /** 'YYYY-MM-DDTHH:mm', or '' for none. */
  readonly value: string;
  readonly onChange?: (value: string) => void;
  readonly min?: string;
  readonly max?: string;
  readonly helperText?: string;
  readonly error?: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
  /** Without edit permission the field shows as plain text (docs/product.md, "Shared widgets and dialogs"). */
  readonly readOnly?: boolean;
}

/** 'YYYY-MM-DDTHH:mm' read as local time, es-ES; '' when empty or malformed. */
export const formatLocalDateTime = (value: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (match === null) return '';
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  return formatDateTime(new Date(year, month - 1, day, hour, minute));
};

export const DateTimeField = ({
  label,
  value,
  onChange,
  min,
  max,
  helperText,
  error,
  required = false,
  disabled = false,
  readOnly = false,
}: DateTimeFieldProps) => {
  if (readOnly) {
    return (
      <Field.Root>
        <Field.Label as="span">{label}</Field.Label>
        <Text>{formatLocalDateTime(value) || '—'}</Text>
      </Field.Root>
    );
  }
  return (
    <FormField label={label} helperText={helperText} error={error} required={required} disabled={disabled}>
      <Input
        type="datetime-local"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange?.(event.target.value)}
      />
    </FormField>
  );
};
