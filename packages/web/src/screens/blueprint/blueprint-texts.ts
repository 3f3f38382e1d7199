import { ScreenTitles } from '../../shared/screen-titles.js';

/**
 * Words of the guide screen's interface (labels, buttons): the spec's messages are in the
 * domain's catalogue (Messages.blueprint).
 */
export const BlueprintTexts = {
  breadcrumbBrand: ScreenTitles.brand,
  breadcrumbDna: ScreenTitles.brandDna,
  breadcrumbGuide: ScreenTitles.guide,
  regenerate: 'Regenerar',
  generateRequirements: 'Generar requerimientos',
  confirmGenerate: 'Generar',
  actions: 'Acciones del blueprint',
  empty: '—',
  /** Code adds (the spec names the busy states, not their texts): the guide screen's waits and confirmations. */
  generating: 'Generando el blueprint, por favor espera...',
  generatingRequirements: 'Generando requerimientos, por favor espera...',
  confirmRegenerate:
    'Regenerar el blueprint reemplaza la guía actual, con todas sus ediciones, por una nueva. ¿Deseas continuar?',
  confirmGenerateRequirements: (count: number): string =>
    `Se crearán ${count} requerimientos nuevos para la marca (6 Carrusel, 6 Video explicativo y 2 Blog). ¿Deseas continuar?`,
  requirementsGenerated: (count: number, first: number, last: number): string =>
    `Se generaron ${count} requerimientos (números ${first} a ${last}).`,
} as const;
