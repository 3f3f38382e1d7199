// Password field of the login (docs/product.md, "Access and session") with a show/hide toggle. The toggle is
// a real button (aria-pressed) next to the input, so it is reachable with Tab.
import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { AccessUiTexts } from '../../access-texts.js';
import { FormField } from '../form-field/form-field.js';

export interface PasswordInputProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly name?: string;
  /** 'current-password' at sign-in, 'new-password' when choosing one. */
  readonly autoComplete?: 'current-password' | 'new-password';
  readonly placeholder?: string;
  readonly error?: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
}

const EyeIcon = ({ crossed }: { readonly crossed: boolean }) => (
  <svg
    viewBox="0 0 24 24"
    width="1.1em"
    height="1.1em"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
    {crossed && <path d="M3 3l18 18" />}
  </svg>
);

export const PasswordInput = ({
  label,
  value,
  onChange,
  name,
  autoComplete = 'current-password',
  placeholder,
  error,
  required = false,
  disabled = false,
}: PasswordInputProps) => {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FormField label={label} id={id} error={error} required={required} disabled={disabled}>
      <InputGroup
        width="full"
        endElementProps={{ pe: '1' }}
        endElement={
          <IconButton
            variant="ghost"
            size="xs"
            aria-label={visible ? AccessUiTexts.password.hide : AccessUiTexts.password.show}
            aria-pressed={visible}
            aria-controls={id}
            disabled={disabled}
            onClick={() => setVisible((shown) => !shown)}
          >
            <EyeIcon crossed={visible} />
          </IconButton>
        }
      >
        <Input
          type={visible ? 'text' : 'password'}
          name={name}
          autoComplete={autoComplete}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </InputGroup>
    </FormField>
  );
};
