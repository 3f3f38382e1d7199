// An on/off setting of the publishing panel (allowComments, autoAddMusic, brandMention:
// docs/product.md, "Shared widgets and dialogs"). The switch is a labelled checkbox with role switch.
import { Field, Switch } from '@chakra-ui/react';

export interface SwitchFieldProps {
  readonly label: string;
  readonly checked: boolean;
  readonly onCheckedChange?: (checked: boolean) => void;
  readonly name?: string;
  readonly helperText?: string;
  readonly disabled?: boolean;
  /** Without edit permission: shown, not changeable. */
  readonly readOnly?: boolean;
}

export const SwitchField = ({
  label,
  checked,
  onCheckedChange,
  name,
  helperText,
  disabled = false,
  readOnly = false,
}: SwitchFieldProps) => (
  <Field.Root disabled={disabled}>
    <Switch.Root
      checked={checked}
      onCheckedChange={(details) => onCheckedChange?.(details.checked)}
      name={name}
      disabled={disabled}
      readOnly={readOnly}
      colorPalette="brand"
    >
      <Switch.HiddenInput role="switch" />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
    {helperText !== undefined && <Field.HelperText>{helperText}</Field.HelperText>}
  </Field.Root>
);
