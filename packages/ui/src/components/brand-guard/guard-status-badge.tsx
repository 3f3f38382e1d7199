// Whether an item passes the brand review, for the requirement lists and the calendar
// (docs/product.md, "Revisión de marca"): 'Pasa' green, 'No pasa' red, 'Revisar' orange; an item
// never reviewed shows nothing. A module of its own and kept tiny: the requirements list's
// bundle carries it (check-bundle.mjs), the panel stays out.
import { chakra } from '@chakra-ui/react';
import type { GuardStatus } from '@estudio/domain/content';
import { UiTexts } from '../../ui-texts.js';

const PALETTES: Partial<Record<GuardStatus, string>> = { pasa: 'green', 'no-pasa': 'red', revisar: 'orange' };

export interface GuardStatusBadgeProps {
  readonly status: GuardStatus;
}

export const GuardStatusBadge = ({ status }: GuardStatusBadgeProps) => {
  const palette = PALETTES[status];
  if (palette === undefined) return null;
  const label = UiTexts.guard.status[status];
  return (
    <chakra.span
      data-guard-status={status}
      title={UiTexts.guard.statusOf(label)}
      display="inline-flex"
      whiteSpace="nowrap"
      borderRadius="full"
      borderWidth="1px"
      fontSize="xs"
      fontWeight="medium"
      px="1.5"
      bg={`${palette}.100`}
      color={`${palette}.900`}
      borderColor={`${palette}.600`}
    >
      <chakra.span srOnly>{`${UiTexts.guard.panel}: `}</chakra.span>
      {label}
    </chakra.span>
  );
};
