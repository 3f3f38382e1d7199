// The shell's own words: what only app/ shows (docs/internals.md, "Texts").
export const ShellTexts = {
  /** Not in the specs: the root error boundary's button. */
  reload: 'Recargar',
  /** The shell's connections warning (docs/product.md, "Estado de las conexiones"). */
  connectionsNeedAction: (which: 'linkedin' | 'metricool' | 'both'): string =>
    which === 'both'
      ? 'Las conexiones con LinkedIn y Metricool necesitan atención.'
      : `La conexión con ${which === 'linkedin' ? 'LinkedIn' : 'Metricool'} necesita atención.`,
  reviewConnections: 'Revisar conexiones',
} as const;
