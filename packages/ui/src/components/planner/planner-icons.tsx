// The kind icons of a planner piece (decorative: the piece's name and title say the kind).
import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The kinds the planner shows. */
export type PlannerKind = 'carousel' | 'video';

const Icon = ({ children }: { readonly children: ReactNode }) => (
  <chakra.svg
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    flexShrink={0}
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {children}
  </chakra.svg>
);

/** Stacked cards: a carousel. */
const CarouselIcon = () => (
  <Icon>
    <rect x="6" y="4" width="12" height="16" rx="2" />
    <path d="M3 7v10M21 7v10" />
  </Icon>
);

/** A play button in a frame: a video. */
const VideoIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m10 9 5 3-5 3z" />
  </Icon>
);

export const KindIcon = ({ kind }: { readonly kind: PlannerKind }) =>
  kind === 'video' ? <VideoIcon /> : <CarouselIcon />;
