import type { BlueprintBlocks, BlueprintText } from '../blueprint/blueprint.js';
import { paletteColours } from '../blueprint/palette.js';

/*
 * Instructions sent to the AI services (docs/product.md, "AI calls"). They are Spanish text
 * for the model, not messages for the user, so they live here and not in messages.ts.
 */

/** Design-guide generation: the request's fixed settings. */
export const GUIDES_TEMPERATURE = 1;
export const GUIDES_MAX_OUTPUT_TOKENS = 8192;
export const GUIDES_COUNT = 3;

/** The smallest free space between any text and the image's edges. */
export const IMAGE_TEXT_MARGIN_PX = 10;

export const IMAGE_MARGIN_INSTRUCTION =
  `Deja un margen de al menos ${IMAGE_TEXT_MARGIN_PX} píxeles alrededor de todo el texto: ` +
  'ningún texto puede tocar ni cortarse en los bordes de la imagen.';

/** The prompt that asks for the three design guides of a carousel. */
export const guidesPrompt = (caption: string, brandStrategy: string): string =>
  [
    'Eres director de arte de una agencia de contenido de marca.',
    `Propón ${GUIDES_COUNT} guías de diseño distintas para las imágenes de un carrusel, ` +
      'coherentes con el caption y con la estrategia de la marca.',
    '',
    'Caption:',
    caption.trim(),
    '',
    'Estrategia de la marca:',
    brandStrategy.trim(),
    '',
    'Cada guía describe la imagen (composición, colores, tipografía, elementos gráficos) ' +
      'e indica las palabras sugeridas que deben aparecer como texto en ella.',
    IMAGE_MARGIN_INSTRUCTION,
    `Responde solo con JSON, con exactamente ${GUIDES_COUNT} guías y esta forma: ` +
      '{"guias_json": {"guia1": {"descripcion": "...", "palabras_sugeridas": "..."}, ' +
      '"guia2": {"descripcion": "...", "palabras_sugeridas": "..."}, ' +
      '"guia3": {"descripcion": "...", "palabras_sugeridas": "..."}}}',
  ].join('\n');

/** The body of POST carousel guides. */
export const guidesRequest = (
  caption: string,
  brandStrategy: string,
): { prompt1: string; temperature: number; max_output_tokens: number } => ({
  prompt1: guidesPrompt(caption, brandStrategy),
  temperature: GUIDES_TEMPERATURE,
  max_output_tokens: GUIDES_MAX_OUTPUT_TOKENS,
});

const asText = (value: BlueprintText): string => (typeof value === 'string' ? value : value.join(', ')).trim();

/**
 * graphicGuide of POST carousel image: the margin rule, plus the brand's visual guidelines
 * when the guide has them.
 */
export const carouselGraphicGuide = (bloques: BlueprintBlocks | null | undefined): string => {
  const visual = bloques?.septimo_bloque.lineamientos_visuales;
  const colours = paletteColours(bloques?.sexto_bloque.colors ?? []);
  const lines = [
    'Guía gráfica para la imagen del carrusel.',
    IMAGE_MARGIN_INSTRUCTION,
    colours.length > 0 ? `Colores de la marca: ${colours.join(', ')}.` : '',
    visual && asText(visual.paleta_colores) !== '' ? `Paleta de colores: ${asText(visual.paleta_colores)}` : '',
    visual && asText(visual.tipografia) !== '' ? `Tipografía: ${asText(visual.tipografia)}` : '',
    visual && asText(visual.imagenes) !== '' ? `Estilo de imágenes: ${asText(visual.imagenes)}` : '',
  ];
  return lines.filter((line) => line !== '').join('\n');
};
