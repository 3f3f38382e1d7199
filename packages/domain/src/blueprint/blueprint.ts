import type { ContentReview } from '../review/review-record.js';
import type { ChangeStamp } from '../shared/change-stamp.js';
/** Free text an AI may give as one string or as a list of strings. */
export type BlueprintText = string | readonly string[];

/** One palette slot: a hex colour, or 'none' when empty. */
export type PaletteSlot = string;
export const EMPTY_SLOT = 'none';
export const PALETTE_SIZE = 5;

export interface BlueprintBlocks {
  readonly primer_bloque: {
    readonly nombre: string;
    readonly descripcion_breve: string;
    readonly edad: string;
    readonly caracteristica_ciudad: string;
    readonly preferencias: readonly string[];
    readonly motivaciones: BlueprintText;
    readonly puntos_de_dolor: BlueprintText;
  };
  readonly segundo_bloque: {
    readonly mision_y_proposito: { readonly mision: string; readonly proposito: string };
  };
  readonly tercer_bloque: { readonly mensaje_clave: string; readonly copy_referencia: string };
  readonly cuarto_bloque: { readonly canales_redes_sociales: BlueprintText };
  readonly quinto_bloque: { readonly pilares_contenido: BlueprintText };
  readonly sexto_bloque: {
    readonly tono_estilo: Readonly<Record<string, BlueprintText>>;
    readonly colors: readonly PaletteSlot[];
  };
  readonly septimo_bloque: {
    readonly lineamientos_visuales: {
      readonly paleta_colores: BlueprintText;
      readonly tipografia: BlueprintText;
      readonly imagenes: BlueprintText;
    };
  };
}

export const BLUEPRINT_BLOCK_NAMES = [
  'primer_bloque',
  'segundo_bloque',
  'tercer_bloque',
  'cuarto_bloque',
  'quinto_bloque',
  'sexto_bloque',
  'septimo_bloque',
] as const satisfies readonly (keyof BlueprintBlocks)[];
export type BlueprintBlockName = (typeof BLUEPRINT_BLOCK_NAMES)[number];

/**
 * The seven blocks held beside the guide's own (docs/product.md, "Communication guide (blueprint)"): the
 * model's new guide awaiting 'Reemplazar' or 'Descartar', or the blocks an accepted one replaced.
 */
export interface BlueprintBlockSet {
  readonly bloques: BlueprintBlocks;
  /** When the model proposed them, or when the accepted proposal replaced them. */
  readonly at: Date;
}

/** brands/{brandId}/blueprints/{brandId}: the communication guide. */
export interface Blueprint {
  /** Equal to the brand's id. */
  readonly brandId: string;
  readonly bloques: BlueprintBlocks;
  readonly updatedAt: Date | null;
  /** Who asked for the last write (a server command), so its audit entry names the person. */
  readonly changedBy?: ChangeStamp | null;
  /** The regenerated guide, not yet accepted or discarded (blueprint/regenerate writes it); null when none. */
  readonly proposal: BlueprintBlockSet | null;
  /** The blocks the last accepted proposal replaced, for 'Deshacer'; null when there is nothing to undo. */
  readonly replaced: BlueprintBlockSet | null;
  /** The client's review of the guide (docs/product.md, "Approval"): written only by the review commands; absent or null when never sent. */
  readonly review?: ContentReview | null;
}
