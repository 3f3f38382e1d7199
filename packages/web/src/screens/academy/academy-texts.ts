/** The academy screen (/academy; docs/product.md, "Academia (`/academy`)"). */
export const AcademyTexts = {
  /** No training page can be framed in this installation: said to users without naming any setting. */
  unavailable: 'La página de formación no está disponible por ahora.',
  unavailableHint: 'Cuando esté lista aparecerá aquí. Si la necesitas ya, pregunta a quien administra la consola.',
} as const;
