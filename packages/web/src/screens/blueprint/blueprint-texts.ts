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
  /** Code adds: the regenerated guide as a draft beside the guide (docs/product.md, "Communication guide (blueprint)"). */
  proposalTitle: 'Nueva guía propuesta por la IA',
  currentGuide: 'Guía actual',
  proposalReplaced: 'Se reemplazó la guía por la propuesta de la IA.',
  saveOpenBlocksFirst: 'Guarda o descarta los cambios abiertos en los bloques antes de reemplazar o restaurar la guía.',
  /** One field of a block in the draft's text. */
  fieldLine: (label: string, value: string): string => `${label}: ${value}`,
  confirmGenerateRequirements: (count: number): string =>
    `Se crearán ${count} requerimientos nuevos para la marca (6 Carrusel, 6 Video explicativo y 2 Blog). ¿Deseas continuar?`,
  requirementsGenerated: (count: number, first: number, last: number): string =>
    `Se generaron ${count} requerimientos (números ${first} a ${last}).`,
} as const;
