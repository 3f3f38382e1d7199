// Publication date of the publishing panel (docs/product.md, "Shared widgets and dialogs": "Publication date is a
// date-time"). Two boxes, whatever the browser's language: the day in es-ES order (dd/mm/aaaa) and the time on
// a 24-hour clock (HH:mm), with the time zone named under them. The value stays 'YYYY-MM-DDTHH:mm', read by the
// domain as Bogotá wall-clock time (docs/product.md, "Scheduling"). Read-only shows es-ES text.
import { Field, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { UiTexts } from '../../ui-texts.js';
import { type DateTimeDraft, draftOf, readDraft, valueText } from './date-time-text.js';

export interface DateTimeFieldProps {
  readonly label: string;
  /** 'YYYY-MM-DDTHH:mm', or '' for none. */
  readonly value: string;
  /** Called with a complete, valid value, or '' while the boxes are empty or hold no valid date-time. */
  readonly onChange?: (value: string) => void;
  /** Earliest and latest values accepted, 'YYYY-MM-DDTHH:mm', both included. */
  readonly min?: string;
  readonly max?: string;
  readonly helperText?: string;
  readonly error?: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
  /** Without edit permission the field shows as plain text (docs/product.md, "Shared widgets and dialogs"). */
  readonly readOnly?: boolean;
}

/** 'YYYY-MM-DDTHH:mm' as es-ES date and 24-hour time (21/11/2026, 17:05); '' when empty or malformed. */
export const formatLocalDateTime = (value: string): string => valueText(value);

const ClockIcon = () => (
  <chakra.svg viewBox="0 0 24 24" width="3.5" height="3.5" flexShrink={0} aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </chakra.svg>
);

const ZoneNote = () => (
  <HStack as="span" gap="1.5" color="fg.muted">
    <ClockIcon />
    <span>{UiTexts.dateTime.zone}</span>
  </HStack>
);

/**
 * The boxes keep what the person typed; the caller gets a value only once both halves are valid (and '' before).
 * A new value from the caller (another requirement, a reset) replaces what the boxes hold.
 */
const useDraft = (value: string, limits: { min?: string; max?: string }, onChange?: (value: string) => void) => {
  const [draft, setDraft] = useState<DateTimeDraft>(() => draftOf(value));
  const [known, setKnown] = useState(value);
  const [touched, setTouched] = useState(false);
  if (value !== known) {
    setKnown(value);
    setDraft(draftOf(value));
    setTouched(false);
  }
  const edit = (part: keyof DateTimeDraft, text: string) => {
    const next = { ...draft, [part]: text };
    const reading = readDraft(next, limits);
    const nextValue = 'value' in reading ? reading.value : '';
    setDraft(next);
    setKnown(nextValue);
    if (nextValue !== value) onChange?.(nextValue);
  };
  const reading = readDraft(draft, limits);
  // Its own complaint waits until the person leaves a box: no red while they are still typing.
  const complaint = touched && 'error' in reading ? reading.error : undefined;
  return { draft, edit, complaint, touch: () => setTouched(true) };
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
  const id = useId();
  const { draft, edit, complaint, touch } = useDraft(value, { min, max }, onChange);
  if (readOnly) {
    return (
      <Field.Root>
        <Field.Label as="span">{label}</Field.Label>
        <Text>{formatLocalDateTime(value) || '—'}</Text>
        {value !== '' && (
          <Text textStyle="xs">
            <ZoneNote />
          </Text>
        )}
      </Field.Root>
    );
  }
  const shown = complaint ?? (error === '' ? undefined : error);
  const invalid = shown !== undefined;
  // Ark's ids for this field's helper and error texts (Field.Root id): the time box is described by them too.
  const helperId = `field::${id}::helper-text`;
  const errorId = `field::${id}::error-text`;
  return (
    <Field.Root id={id} invalid={invalid} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <HStack gap="2" align="start" wrap="wrap">
        <Input
          width="10.5rem"
          inputMode="numeric"
          autoComplete="off"
          placeholder={UiTexts.dateTime.datePlaceholder}
          value={draft.date}
          onChange={(event) => edit('date', event.target.value)}
          onBlur={touch}
        />
        <Field.Root width="auto" invalid={invalid} required={required} disabled={disabled}>
          <Field.Label srOnly>{UiTexts.dateTime.time}</Field.Label>
          <Input
            width="6rem"
            inputMode="numeric"
            autoComplete="off"
            placeholder={UiTexts.dateTime.timePlaceholder}
            value={draft.time}
            onChange={(event) => edit('time', event.target.value)}
            onBlur={touch}
            aria-describedby={invalid ? `${helperId} ${errorId}` : helperId}
          />
        </Field.Root>
      </HStack>
      <Field.HelperText>
        <Stack gap="0.5" as="span">
          <ZoneNote />
          {helperText !== undefined && <span>{helperText}</span>}
        </Stack>
      </Field.HelperText>
      {invalid && <Field.ErrorText>{shown}</Field.ErrorText>}
    </Field.Root>
  );
};
