// Colour field of the communication guide (docs/product.md, "Communication guide (blueprint)"): 3 or 6 hex digits,
// 4 or 8 with alpha, '#' optional. The typed text is a draft; on blur or Enter a valid
// colour is emitted as stored hex (the domain's normaliseColour) and an invalid one shows
// the catalogue message and emits nothing.
import { Field, HStack, Input } from '@chakra-ui/react';
import { Messages, normaliseColour } from '@estudio/domain/shared';
import { useState, type KeyboardEvent } from 'react';
import { ColourSlot } from './colour-slot.js';

export interface ColourInputProps {
  readonly label: string;
  /** The stored colour (hex), or '' for none. */
  readonly value: string;
  /** A valid colour, as lowercase '#rrggbb' or '#rrggbbaa'; null when cleared (clearable only). */
  readonly onChange: (hex: string | null) => void;
  /** Whether a blank field is accepted (an empty palette slot). */
  readonly clearable?: boolean;
  readonly placeholder?: string;
  readonly disabled?: boolean;
}

/** What committing a draft means: emit a colour, clear, keep quiet, or refuse. */
export type ColourCommit =
  | { readonly kind: 'colour'; readonly hex: string }
  | { readonly kind: 'clear' }
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'invalid' };

export const commitColour = (draft: string, current: string, clearable: boolean): ColourCommit => {
  const text = draft.trim();
  if (text === '') {
    if (!clearable) return { kind: 'invalid' };
    return current.trim() === '' ? { kind: 'unchanged' } : { kind: 'clear' };
  }
  const hex = normaliseColour(text);
  if (hex === null) return { kind: 'invalid' };
  return hex === normaliseColour(current) ? { kind: 'unchanged' } : { kind: 'colour', hex };
};

export const ColourInput = ({
  label,
  value,
  onChange,
  clearable = false,
  placeholder = '#1d2e61',
  disabled = false,
}: ColourInputProps) => {
  const [draft, setDraft] = useState(value);
  const [invalid, setInvalid] = useState(false);
  // A new stored value replaces the draft (React's "adjust state on prop change").
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setDraft(value);
    setInvalid(false);
  }

  const commit = () => {
    const result = commitColour(draft, value, clearable);
    setInvalid(result.kind === 'invalid');
    if (result.kind === 'colour') {
      setDraft(result.hex);
      onChange(result.hex);
    } else if (result.kind === 'clear') {
      onChange(null);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };
  const swatch = normaliseColour(invalid ? value : draft);

  return (
    <Field.Root invalid={invalid} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <HStack width="full" gap="2">
        <ColourSlot colour={swatch} />
        <Input
          value={draft}
          placeholder={placeholder}
          spellCheck={false}
          autoComplete="off"
          fontFamily="mono"
          maxLength={9}
          onChange={(event) => {
            setDraft(event.target.value);
            setInvalid(false);
          }}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
      </HStack>
      {invalid && <Field.ErrorText>{Messages.blueprint.invalidColour}</Field.ErrorText>}
    </Field.Root>
  );
};
