import { Field, NativeSelect, Textarea } from '@chakra-ui/react';
import { PageSection } from '@estudio/ui';
import type { ReactNode } from 'react';
import type { Option } from './brand-dna-answers.js';

// The questionnaire's building blocks (docs/product.md, "Brand DNA"): its titled sections, its
// long answers and its selects.

/** A part of the questionnaire: a card named by its title and headed by it. */
export const Section = ({ title, children }: { readonly title: string; readonly children: ReactNode }) => (
  <PageSection title={title}>{children}</PageSection>
);

/** A long answer in a growing text box; read-only for the manual's analysis. */
export const LongText = ({
  label,
  value,
  onChange,
  readOnly = false,
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange?: (value: string) => void;
  readonly readOnly?: boolean;
}) => (
  <Field.Root readOnly={readOnly}>
    <Field.Label>{label}</Field.Label>
    <Textarea
      value={value}
      bg="bg"
      colorPalette="brand"
      autoresize
      rows={3}
      readOnly={readOnly}
      onChange={(event) => onChange?.(event.target.value)}
    />
  </Field.Root>
);

/** A select whose first option ('Selecciona una opción', 'Crear nueva marca') comes before the options. */
export const Choice = ({
  label,
  value,
  options,
  first,
  onChange,
  disabled = false,
}: {
  readonly label: string;
  readonly value: string;
  readonly options: readonly Option[];
  readonly first: Option;
  readonly onChange: (value: string) => void;
  readonly disabled?: boolean;
}) => (
  <Field.Root disabled={disabled}>
    <Field.Label>{label}</Field.Label>
    <NativeSelect.Root bg="bg" colorPalette="brand" disabled={disabled}>
      <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
        {[first, ...options].map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  </Field.Root>
);
