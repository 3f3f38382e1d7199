// The shell's own words: what only app/ shows (docs/internals.md, "Texts").
export const ShellTexts = {
  /** Not in the specs: the root error boundary's button. */
  reload: 'Recargar',
} as const;
