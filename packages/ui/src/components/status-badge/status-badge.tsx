// A requirement status (Pendiente, Solicitar diseño, En diseño, Finalizado) or the
// active/disabled state of a brand or user, as a coloured pill. The colour is never the
// only cue: the pill always carries the status text.
import { chakra } from '@chakra-ui/react';
import type { BrandStatus } from '@estudio/domain/brands';
import type { RequirementStatus } from '@estudio/domain/requirements';
import { statusBadgeRecipe } from '../../theme/recipes/status-badge.js';
import { UiTexts } from '../../ui-texts.js';

export type StatusBadgeStatus = RequirementStatus | BrandStatus;

/** The colour family of a status: the status semantic tokens' group (semantic-tokens.ts). */
export type StatusTone = 'pending' | 'designRequested' | 'inDesign' | 'finished' | 'active' | 'disabled';

const TONES: Readonly<Record<StatusBadgeStatus, StatusTone>> = {
  Pendiente: 'pending',
  'Solicitar diseño': 'designRequested',
  'En diseño': 'inDesign',
  Finalizado: 'finished',
  active: 'active',
  disabled: 'disabled',
};

/** The tone of a status, or of any other value (e.g. a stored status the list does not know): pending's grey. */
export const statusTone = (status: string): StatusTone =>
  Object.prototype.hasOwnProperty.call(TONES, status) ? TONES[status as StatusBadgeStatus] : 'pending';

/** Requirement statuses are Spanish words already; brand states show as the spec labels them. */
export const statusBadgeLabel = (status: StatusBadgeStatus): string => {
  switch (status) {
    case 'active':
      return UiTexts.status.active;
    case 'disabled':
      return UiTexts.status.disabled;
    default:
      return status;
  }
};

const Pill = chakra('span', statusBadgeRecipe);

export interface StatusBadgeProps {
  readonly status: StatusBadgeStatus;
  readonly size?: 'sm' | 'md';
  /** Overrides the text (e.g. 'Activo' for a user); the colour still follows the status. */
  readonly label?: string;
}

export const StatusBadge = ({ status, size = 'md', label }: StatusBadgeProps) => (
  <Pill tone={statusTone(status)} size={size} data-status={status}>
    {label ?? statusBadgeLabel(status)}
  </Pill>
);
