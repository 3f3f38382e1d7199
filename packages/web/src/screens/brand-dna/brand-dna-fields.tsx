import { Button, Field, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { DEFAULT_ABSOLUTE_CLAIMS } from '@estudio/domain/content';
import { Messages } from '@estudio/domain/shared';
import { PageSection, TagListField } from '@estudio/ui';
import type { ReactNode } from 'react';
import type { Option } from './brand-dna-answers.js';
import { BrandDnaTexts } from './brand-dna-texts.js';

// The questionnaire's building blocks (docs/product.md, "Brand DNA"): its titled sections, its
// long answers, its selects and the brand's absolute claims.

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

const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((term, index) => term === b[index]);

/**
 * 'Afirmaciones absolutas' (docs/product.md, "Revisión de marca"): the phrases the brand review
 * flags in the brand's texts, one tag each. A brand without its own list shows the default one;
 * editing it gives the brand its own (an empty list flags none). 'Usar la lista predeterminada'
 * puts the default back.
 */
export const AbsoluteClaimsField = ({
  value,
  onChange,
  onReset,
}: {
  /** The brand's own list; null: none, the default applies. */
  readonly value: readonly string[] | null;
  readonly onChange: (value: readonly string[]) => void;
  readonly onReset: () => void;
}) => {
  const words = BrandDnaTexts.absoluteClaims;
  const shown = value ?? DEFAULT_ABSOLUTE_CLAIMS;
  return (
    <Stack gap="2" align="flex-start">
      <TagListField
        label={Messages.guard.absoluteClaimsLabel}
        tags={shown}
        onChange={onChange}
        helperText={value === null ? words.defaultHelp : words.ownHelp}
        emptyText={words.none}
      />
      {sameList(shown, DEFAULT_ABSOLUTE_CLAIMS) ? null : (
        <Button variant="outline" size="sm" colorPalette="brand" onClick={onReset}>
          {words.reset}
        </Button>
      )}
    </Stack>
  );
};
