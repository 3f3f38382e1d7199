/** The metrics screen (/metrics; docs/product.md, "Métricas (`/metrics`)"). */
export const MetricsTexts = {
  noUrl: 'No hay URL de métricas configurada para la marca seleccionada.',
  /** /metrics opened without the METRICS key (the menu hides it; the route stays guarded). */
  noPermission: 'No tienes permiso para ver las métricas.',
  /** Accessible name of the dashboard's frame. */
  frameTitle: 'Panel de métricas de la marca',
} as const;
