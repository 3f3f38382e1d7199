import type { BlueprintBlockName } from './blueprint.js';

/** Titles of the seven blocks of the communication guide, as the guide screen shows them. */
export const BLUEPRINT_BLOCK_LABELS: Readonly<Record<BlueprintBlockName, string>> = {
  primer_bloque: 'Público objetivo',
  segundo_bloque: 'Misión y propósito',
  tercer_bloque: 'Mensaje clave',
  cuarto_bloque: 'Canales y redes sociales',
  quinto_bloque: 'Pilares de contenido',
  sexto_bloque: 'Tono y estilo',
  septimo_bloque: 'Lineamientos visuales',
};

/** Labels of the fields inside the blocks, keyed by the stored field name. */
export const BLUEPRINT_FIELD_LABELS = {
  nombre: 'Nombre',
  descripcion_breve: 'Descripción breve',
  edad: 'Edad',
  caracteristica_ciudad: 'Ciudad',
  preferencias: 'Preferencias',
  motivaciones: 'Motivaciones',
  puntos_de_dolor: 'Puntos de dolor',
  mision: 'Misión',
  proposito: 'Propósito',
  mensaje_clave: 'Mensaje clave',
  copy_referencia: 'Copy de referencia',
  canales_redes_sociales: 'Canales y redes sociales',
  pilares_contenido: 'Pilares de contenido',
  tono_estilo: 'Tono y estilo',
  colors: 'Paleta de colores',
  paleta_colores: 'Paleta de colores',
  tipografia: 'Tipografía',
  imagenes: 'Imágenes',
} as const;
export type BlueprintFieldName = keyof typeof BLUEPRINT_FIELD_LABELS;
