import type { BlueprintBlocks, BlueprintText } from '../blueprint/blueprint.js';
import { BLUEPRINT_BLOCK_NAMES } from '../blueprint/blueprint.js';
import { normalisePalette } from '../blueprint/palette.js';
import { Messages } from '../messages.js';
import {
  decodeJsonText,
  isRecord,
  rejectAnswer,
  requireRecord,
  scalarText,
  type AnswerRecord,
} from './answer-guards.js';

/*
 * The generated blueprint: the seven blocks, at the top level or under `bloques`. Every block
 * must be there; a missing text inside a block becomes '' (or an empty list), but a text
 * of the wrong kind (an object where text is expected) refuses the whole answer.
 */

const FAILED = Messages.blueprint.generate;

const text = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  return scalarText(value) ?? rejectAnswer(FAILED);
};

const textList = (value: unknown): readonly string[] => {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.map(text).filter((item) => item !== '');
  const single = text(value);
  return single === '' ? [] : [single];
};

/** One string, or a list when the AI gave a list. */
const blueprintText = (value: unknown): BlueprintText => (Array.isArray(value) ? textList(value) : text(value));

/** A nested group of texts: absent means all empty, anything but an object is refused. */
const group = (value: unknown): AnswerRecord => {
  if (value === undefined || value === null) return {};
  return isRecord(value) ? value : rejectAnswer(FAILED);
};

const styleTone = (value: unknown): Readonly<Record<string, BlueprintText>> => {
  if (value === undefined || value === null) return {};
  if (typeof value === 'string') return value.trim() === '' ? {} : { descripcion: value.trim() };
  return Object.fromEntries(Object.entries(group(value)).map(([key, entry]) => [key, blueprintText(entry)]));
};

const HEX_IN_TEXT = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{4}|[0-9a-f]{3})\b/gi;

/** The palette slots, or the colours named in the visual guidelines when there are none. */
const palette = (colors: unknown, paletteText: BlueprintText): readonly string[] => {
  if (colors !== undefined && colors !== null) return normalisePalette(colors);
  const named = (typeof paletteText === 'string' ? paletteText : paletteText.join(' ')).match(HEX_IN_TEXT);
  return normalisePalette(named ?? []);
};

export const parseBlueprintAnswer = (raw: unknown): BlueprintBlocks => {
  const root = requireRecord(raw, FAILED);
  const source = 'bloques' in root ? requireRecord(root['bloques'], FAILED) : root;
  const blocks = Object.fromEntries(
    BLUEPRINT_BLOCK_NAMES.map((name) => [name, requireRecord(source[name], FAILED)]),
  ) as Readonly<Record<(typeof BLUEPRINT_BLOCK_NAMES)[number], AnswerRecord>>;

  const { primer_bloque: first, sexto_bloque: sixth } = blocks;
  const missionPurpose = group(decodeJsonText(blocks.segundo_bloque['mision_y_proposito']));
  const visual = group(decodeJsonText(blocks.septimo_bloque['lineamientos_visuales']));
  const paletteText = blueprintText(visual['paleta_colores']);

  return {
    primer_bloque: {
      nombre: text(first['nombre']),
      descripcion_breve: text(first['descripcion_breve']),
      edad: text(first['edad']),
      caracteristica_ciudad: text(first['caracteristica_ciudad']),
      preferencias: textList(first['preferencias']),
      motivaciones: blueprintText(first['motivaciones']),
      puntos_de_dolor: blueprintText(first['puntos_de_dolor']),
    },
    segundo_bloque: {
      mision_y_proposito: {
        mision: text(missionPurpose['mision']),
        proposito: text(missionPurpose['proposito']),
      },
    },
    tercer_bloque: {
      mensaje_clave: text(blocks.tercer_bloque['mensaje_clave']),
      copy_referencia: text(blocks.tercer_bloque['copy_referencia']),
    },
    cuarto_bloque: {
      canales_redes_sociales: blueprintText(blocks.cuarto_bloque['canales_redes_sociales']),
    },
    quinto_bloque: { pilares_contenido: blueprintText(blocks.quinto_bloque['pilares_contenido']) },
    sexto_bloque: {
      tono_estilo: styleTone(decodeJsonText(sixth['tono_estilo'])),
      colors: palette(sixth['colors'], paletteText),
    },
    septimo_bloque: {
      lineamientos_visuales: {
        paleta_colores: paletteText,
        tipografia: blueprintText(visual['tipografia']),
        imagenes: blueprintText(visual['imagenes']),
      },
    },
  };
};
