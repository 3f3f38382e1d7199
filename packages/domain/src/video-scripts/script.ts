/** One video script (guión) of a video requirement: three sections and its uploaded video. */
export interface Script {
  readonly Captacion: string;
  readonly 'Argumento de Venta': string;
  readonly 'Llamada a la acción': string;
  readonly videoUrl?: string;
}

export const SCRIPT_SECTIONS = ['Captacion', 'Argumento de Venta', 'Llamada a la acción'] as const;
export type ScriptSection = (typeof SCRIPT_SECTIONS)[number];

/** Labels shown for each section in the video detail. */
export const SCRIPT_SECTION_LABELS: Readonly<Record<ScriptSection, string>> = {
  Captacion: 'Captación',
  'Argumento de Venta': 'Argumento de Venta',
  'Llamada a la acción': 'Llamada a la acción',
};

/** "Guión N", N counted from 1. */
export const scriptLabel = (index: number): string => `Guión ${index + 1}`;
/** "Video N" for the choice of the video to publish. */
export const videoOptionLabel = (index: number): string => `Video ${index + 1}`;
