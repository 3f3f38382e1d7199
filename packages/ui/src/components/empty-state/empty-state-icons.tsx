// A few line icons for empty and unavailable states (decorative: EmptyState hides them from assistive technology).
import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

const Icon = ({ children }: { readonly children: ReactNode }) => (
  <chakra.svg
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {children}
  </chakra.svg>
);

/** Nothing in the list yet. */
export const InboxIcon = () => (
  <Icon>
    <path d="M3 13h5l1.5 3h5L16 13h5" />
    <path d="M5 5h14l2 8v6H3v-6z" />
  </Icon>
);

/** A search or a filter that found nothing. */
export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2" />
  </Icon>
);

/** Something to know, neither an error nor a success. */
export const InfoIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5" />
    <path d="M12 8h.01" />
  </Icon>
);

/** A page that cannot be shown here. */
export const WindowIcon = () => (
  <Icon>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M3 9h18" />
    <path d="M10 13.5l4 4m0-4-4 4" />
  </Icon>
);
