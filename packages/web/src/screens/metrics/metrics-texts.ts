/** The metrics screen (/metrics; docs/product.md, "Métricas (`/metrics`)"). */
export const MetricsTexts = {
  noUrl: 'No hay URL de métricas configurada para la marca seleccionada.',
  /** Under noUrl, when no brand is selected: what to do next. */
  chooseBrand: 'Elige una marca en el selector «Marca activa» del menú para ver su panel.',
  /** Under noUrl, for a brand without a Metricool link: who sets it, and where. */
  addLink: 'El enlace del panel de Metricool se añade en los ajustes de la marca (Marcas).',
  /** /metrics opened without the METRICS key (the menu hides it; the route stays guarded). */
  noPermission: 'No tienes permiso para ver las métricas.',
  /** Accessible name of the dashboard's frame. */
  frameTitle: 'Panel de métricas de la marca',
} as const;
