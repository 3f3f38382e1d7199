import { Messages } from '../messages.js';
import { DomainError } from '../shared/errors.js';
import { VALID, invalid, type Validation } from './validation.js';

/** 3, 4, 6 or 8 hex digits, with or without a leading '#' (docs/product.md, "Communication guide (blueprint)"). */
const HEX_COLOUR = /^#?([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * The colour as stored: lowercase '#rrggbb' or '#rrggbbaa', short forms expanded; null
 * when the input is not a hex colour. Surrounding white space is ignored.
 */
export const normaliseColour = (input: string): string | null => {
  const digits = HEX_COLOUR.exec(input.trim())?.[1]?.toLowerCase();
  if (digits === undefined) return null;
  const expanded = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return `#${expanded}`;
};

export const isValidColour = (input: string): boolean => normaliseColour(input) !== null;

export const validateColour = (input: string): Validation =>
  isValidColour(input) ? VALID : invalid(Messages.blueprint.invalidColour);

/** The normalised colour, or a validation error with the colour message. */
export const toHexColour = (input: string): string => {
  const colour = normaliseColour(input);
  if (colour === null) throw new DomainError('validation', Messages.blueprint.invalidColour);
  return colour;
};
