/**
 * The requirement lists' own words (docs/product.md, "Requirements"); their failures are the
 * domain's (Messages.requirements).
 */
export const RequirementsTexts = {
  noFinished: 'No hay requerimientos finalizados para mostrar.',
  /** Empty option of the status and assignee quick filters. */
  selectPlaceholder: 'Seleccione',
} as const;
