import { Messages } from '../messages.js';
import { DomainError } from '../shared/errors.js';
import { TEXT_LIMITS } from '../shared/text.js';
import { toHexColour } from '../validation/colour.js';
import {
  BLUEPRINT_BLOCK_NAMES,
  EMPTY_SLOT,
  PALETTE_SIZE,
  type BlueprintBlockName,
  type BlueprintBlocks,
  type BlueprintText,
  type PaletteSlot,
} from './blueprint.js';
import { emptyPalette } from './palette.js';

/*
 * One edited block of the communication guide as a request body holds it, read field by
 * field (docs/product.md, "Communication guide (blueprint)"): only the block's own fields
 * are kept, each text within TEXT_LIMITS.text, each list within TEXT_LIMITS.listItems, the
 * palette 5 slots of hex colours (lower case) or 'none'. A missing text reads as empty, as
 * in a generated guide; anything of the wrong kind refuses the save with 'Error al guardar
 * los cambios.', an invalid colour with the colour message.
 */

type Fields = Readonly<Record<string, unknown>>;

const refuse = (field: string): never => {
  throw new DomainError('validation', Messages.blueprint.saveChanges, { field });
};

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown, field: string): string => {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' && value.length <= TEXT_LIMITS.text ? value : refuse(field);
};

const textList = (value: unknown, field: string): readonly string[] => {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > TEXT_LIMITS.listItems) return refuse(field);
  return value.map((entry: unknown) => (typeof entry === 'string' ? text(entry, field) : refuse(field)));
};

/** One text, or a list of texts (as the AI gives them). */
const blueprintText = (value: unknown, field: string): BlueprintText =>
  Array.isArray(value) ? textList(value, field) : text(value, field);

const group = (value: unknown, field: string): Fields => {
  if (value === undefined || value === null) return {};
  return isRecord(value) ? value : refuse(field);
};

/** tono_estilo: named texts, at most TEXT_LIMITS.listItems of them, each name a short non-blank text. */
const styleTone = (value: unknown): Readonly<Record<string, BlueprintText>> => {
  const entries = Object.entries(group(value, 'tono_estilo'));
  if (entries.length > TEXT_LIMITS.listItems) return refuse('tono_estilo');
  return Object.fromEntries(
    entries.map(([name, entry]) => {
      if (name.trim() === '' || name.length > TEXT_LIMITS.name) return refuse('tono_estilo');
      return [name, blueprintText(entry, 'tono_estilo')];
    }),
  );
};

/** The palette: at most 5 entries, each blank or 'none' (an empty slot) or a colour stored as lower-case hex. */
const palette = (value: unknown): readonly PaletteSlot[] => {
  if (value === undefined || value === null) return emptyPalette();
  if (!Array.isArray(value) || value.length > PALETTE_SIZE) return refuse('colors');
  const slots = value.map((entry: unknown) => {
    if (typeof entry !== 'string' || entry.length > TEXT_LIMITS.name) return refuse('colors');
    const colour = entry.trim();
    return colour === '' || colour === EMPTY_SLOT ? EMPTY_SLOT : toHexColour(colour);
  });
  return [...slots, ...emptyPalette()].slice(0, PALETTE_SIZE);
};

const READERS: { readonly [K in BlueprintBlockName]: (block: Fields) => BlueprintBlocks[K] } = {
  primer_bloque: (block) => ({
    nombre: text(block['nombre'], 'nombre'),
    descripcion_breve: text(block['descripcion_breve'], 'descripcion_breve'),
    edad: text(block['edad'], 'edad'),
    caracteristica_ciudad: text(block['caracteristica_ciudad'], 'caracteristica_ciudad'),
    preferencias: textList(block['preferencias'], 'preferencias'),
    motivaciones: blueprintText(block['motivaciones'], 'motivaciones'),
    puntos_de_dolor: blueprintText(block['puntos_de_dolor'], 'puntos_de_dolor'),
  }),
  segundo_bloque: (block) => {
    const mission = group(block['mision_y_proposito'], 'mision_y_proposito');
    return {
      mision_y_proposito: {
        mision: text(mission['mision'], 'mision'),
        proposito: text(mission['proposito'], 'proposito'),
      },
    };
  },
  tercer_bloque: (block) => ({
    mensaje_clave: text(block['mensaje_clave'], 'mensaje_clave'),
    copy_referencia: text(block['copy_referencia'], 'copy_referencia'),
  }),
  cuarto_bloque: (block) => ({
    canales_redes_sociales: blueprintText(block['canales_redes_sociales'], 'canales_redes_sociales'),
  }),
  quinto_bloque: (block) => ({ pilares_contenido: blueprintText(block['pilares_contenido'], 'pilares_contenido') }),
  sexto_bloque: (block) => ({ tono_estilo: styleTone(block['tono_estilo']), colors: palette(block['colors']) }),
  septimo_bloque: (block) => {
    const visual = group(block['lineamientos_visuales'], 'lineamientos_visuales');
    return {
      lineamientos_visuales: {
        paleta_colores: blueprintText(visual['paleta_colores'], 'paleta_colores'),
        tipografia: blueprintText(visual['tipografia'], 'tipografia'),
        imagenes: blueprintText(visual['imagenes'], 'imagenes'),
      },
    };
  },
};

export const isBlueprintBlockName = (name: unknown): name is BlueprintBlockName =>
  typeof name === 'string' && (BLUEPRINT_BLOCK_NAMES as readonly string[]).includes(name);

/** The block `name` read from `raw`, field by field; refused when the name is not one of the seven or the shape is wrong. */
export const readBlueprintBlock = <K extends BlueprintBlockName>(name: K, raw: unknown): BlueprintBlocks[K] => {
  if (!isBlueprintBlockName(name)) return refuse('blockName');
  if (!isRecord(raw)) return refuse(name);
  return READERS[name](raw);
};
