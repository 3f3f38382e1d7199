// A checkbox whose label ends in a link to an external page, as the login's terms
// checkbox (docs/product.md, "Shared widgets and dialogs"). The link opens in a new tab and says so to screen readers.
import { Checkbox, Field, Link, VisuallyHidden } from '@chakra-ui/react';
import { AccessUiTexts } from '../../access-texts.js';

export interface CheckboxLinkProps {
  readonly checked: boolean;
  readonly onCheckedChange: (checked: boolean) => void;
  /** Text before the link, e.g. 'Acepto los'. */
  readonly label: string;
  /** Text of the link, e.g. 'términos y condiciones'. */
  readonly linkText: string;
  readonly href: string;
  readonly name?: string;
  /** E.g. AuthMessages.termsRequired. */
  readonly error?: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
}

export const CheckboxLink = ({
  checked,
  onCheckedChange,
  label,
  linkText,
  href,
  name,
  error,
  required = false,
  disabled = false,
}: CheckboxLinkProps) => {
  const invalid = error !== undefined && error !== '';
  return (
    <Field.Root invalid={invalid} required={required} disabled={disabled}>
      <Checkbox.Root
        checked={checked}
        onCheckedChange={(details) => onCheckedChange(details.checked === true)}
        name={name}
        invalid={invalid}
        required={required}
        disabled={disabled}
        colorPalette="brand"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          {label}{' '}
          <Link
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            color="brand.fg"
            textDecoration="underline"
            // The link inside the label must not also toggle the box.
            onClick={(event) => event.stopPropagation()}
          >
            {linkText}
            <VisuallyHidden>{AccessUiTexts.link.opensInNewTab}</VisuallyHidden>
          </Link>
        </Checkbox.Label>
      </Checkbox.Root>
      {invalid && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
};
