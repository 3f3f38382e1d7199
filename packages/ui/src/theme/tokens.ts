// Brand tokens of the console: colours, type, radii and spacing. Components reach them
// through semantic tokens (semantic-tokens.ts) or the brand colour palette, so a
// rebrand changes this file only.
import { defineTokens } from '@chakra-ui/react';

export const tokens = defineTokens({
  colors: {
    brand: {
      50: { value: '#eef2fb' },
      100: { value: '#d9e1f5' },
      200: { value: '#b3c3eb' },
      300: { value: '#8aa1de' },
      400: { value: '#5f7ccd' },
      500: { value: '#3d5bb8' },
      600: { value: '#2e4899' },
      700: { value: '#253a7c' },
      800: { value: '#1d2e61' },
      900: { value: '#152148' },
      950: { value: '#0c142d' },
    },
    accent: {
      50: { value: '#fff4ec' },
      100: { value: '#ffe3cf' },
      200: { value: '#ffc39c' },
      300: { value: '#ff9f66' },
      400: { value: '#f77f3a' },
      500: { value: '#e2621b' },
      600: { value: '#b94c11' },
      700: { value: '#8f3a0e' },
      800: { value: '#682b0c' },
      900: { value: '#461d08' },
      950: { value: '#2a1004' },
    },
  },
  fonts: {
    // Inter is bundled with the app (./fonts.ts): no request leaves it for the font.
    heading: {
      value: "'Inter Variable', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif",
    },
    body: {
      value: "'Inter Variable', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif",
    },
    mono: { value: "'JetBrains Mono', 'SFMono-Regular', Menlo, Consolas, monospace" },
  },
  radii: {
    control: { value: '0.375rem' },
    card: { value: '0.75rem' },
    pill: { value: '9999px' },
  },
  spacing: {
    gutter: { value: '1.5rem' },
    sidebar: { value: '16rem' },
    header: { value: '4rem' },
  },
  sizes: {
    sidebar: { value: '16rem' },
    /** The phone's top bar (AppShell below md). */
    topBar: { value: '3.5rem' },
  },
  zIndex: {
    // The sticky page header and the phone's top bar: above a busy overlay scrolled under
    // them (overlay, 1300), below dialogs and drawers (modal, 1400).
    pageHeader: { value: 1350 },
  },
});
