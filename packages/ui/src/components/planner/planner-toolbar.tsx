// The planner's bar (docs/product.md, "Calendario"): what it shows (the month, or the week's
// first and last day), 'Hoy', previous and next, the month or week view, and the screen's
// own actions at the end.
import { Button, ButtonGroup, Flex, Heading, HStack, IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { UiTexts } from '../../ui-texts.js';
import { dayShortName, monthName } from './planner-format.js';

const words = UiTexts.planner;

export interface PlannerToolbarProps {
  readonly view: 'month' | 'week';
  /** The days shown (Monday first). */
  readonly days: readonly string[];
  /** The day the view is about: its month names the month view. */
  readonly anchor: string;
  readonly onToday: () => void;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
  readonly onView: (view: 'month' | 'week') => void;
  readonly actions?: ReactNode;
}

const Chevron = ({ direction }: { readonly direction: 'left' | 'right' }) => (
  <svg
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Noviembre de 2026', or '23 nov – 29 nov 2026' for a week. */
export const plannerPeriod = (view: 'month' | 'week', days: readonly string[], anchor: string): string => {
  if (view === 'month') return capitalised(monthName(anchor));
  const first = days[0] ?? anchor;
  const last = days.at(-1) ?? anchor;
  return `${dayShortName(first)} – ${dayShortName(last)} ${last.slice(0, 4)}`;
};

export const PlannerToolbar = ({
  view,
  days,
  anchor,
  onToday,
  onPrevious,
  onNext,
  onView,
  actions,
}: PlannerToolbarProps) => (
  <Flex wrap="wrap" gap="3" align="center" justify="space-between" mb="4">
    <HStack gap="2" minW="0">
      <Button variant="outline" size="sm" onClick={onToday}>
        {words.today}
      </Button>
      <HStack gap="0">
        <IconButton variant="ghost" size="sm" aria-label={words.previous[view]} onClick={onPrevious}>
          <Chevron direction="left" />
        </IconButton>
        <IconButton variant="ghost" size="sm" aria-label={words.next[view]} onClick={onNext}>
          <Chevron direction="right" />
        </IconButton>
      </HStack>
      <Heading as="h2" size="md" aria-live="polite" whiteSpace="nowrap">
        {plannerPeriod(view, days, anchor)}
      </Heading>
    </HStack>
    <HStack gap="2" wrap="wrap">
      <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={words.view}>
        {(['month', 'week'] as const).map((option) => (
          <Button
            key={option}
            aria-pressed={view === option}
            variant={view === option ? 'solid' : 'outline'}
            colorPalette={view === option ? 'brand' : 'gray'}
            onClick={() => onView(option)}
          >
            {words.views[option]}
          </Button>
        ))}
      </ButtonGroup>
      {actions}
    </HStack>
  </Flex>
);
