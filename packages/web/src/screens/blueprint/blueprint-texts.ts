/**
 * Words of the guide screen's interface (labels, buttons): the spec's messages are in the
 * domain's catalogue (Messages.blueprint).
 */
export const BlueprintTexts = {
  breadcrumbBrand: 'Marca',
  breadcrumbDna: 'ADN de marca',
  breadcrumbGuide: 'Guía de comunicación',
  regenerate: 'Regenerar',
  generateRequirements: 'Generar requerimientos',
  confirmGenerate: 'Generar',
  actions: 'Acciones del blueprint',
  brandOf: (brandName: string): string => `Marca: ${brandName}`,
  empty: '—',
} as const;
