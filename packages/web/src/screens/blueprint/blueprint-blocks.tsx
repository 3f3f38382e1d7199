import { Box, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  BLUEPRINT_BLOCK_LABELS,
  BLUEPRINT_BLOCK_NAMES,
  BLUEPRINT_FIELD_LABELS,
  type BlueprintBlockName,
  type BlueprintBlocks,
  type BlueprintFieldName,
  type BlueprintText,
  isEmptySlot,
} from '@estudio/domain/blueprint';
import { ColourPalette, EditableList, TextField } from '@estudio/ui';
import { BlueprintTexts } from './blueprint-texts.js';

/*
 * The seven blocks of the communication guide (docs/product.md, "Communication guide
 * (blueprint)"): what each field is, how it reads and how it is edited. A list stays a list
 * (EditableList), a text stays a text; free texts an AI gave as a list are edited as lists.
 */

type FieldKind = 'line' | 'text' | 'list' | 'textOrList';

interface FieldSpec {
  /** Where the value sits inside the block. */
  readonly path: readonly string[];
  readonly label: string;
  readonly kind: FieldKind;
}

const field = (path: readonly string[], kind: FieldKind): FieldSpec => ({
  path,
  kind,
  label: BLUEPRINT_FIELD_LABELS[path[path.length - 1] as BlueprintFieldName],
});

/** The fields of each block but the sixth (tone entries and palette, shown on their own). */
const BLOCK_FIELDS: Readonly<Record<Exclude<BlueprintBlockName, 'sexto_bloque'>, readonly FieldSpec[]>> = {
  primer_bloque: [
    field(['nombre'], 'line'),
    field(['descripcion_breve'], 'text'),
    field(['edad'], 'line'),
    field(['caracteristica_ciudad'], 'line'),
    field(['preferencias'], 'list'),
    field(['motivaciones'], 'textOrList'),
    field(['puntos_de_dolor'], 'textOrList'),
  ],
  segundo_bloque: [field(['mision_y_proposito', 'mision'], 'text'), field(['mision_y_proposito', 'proposito'], 'text')],
  tercer_bloque: [field(['mensaje_clave'], 'text'), field(['copy_referencia'], 'text')],
  cuarto_bloque: [field(['canales_redes_sociales'], 'textOrList')],
  quinto_bloque: [field(['pilares_contenido'], 'textOrList')],
  septimo_bloque: [
    field(['lineamientos_visuales', 'paleta_colores'], 'textOrList'),
    field(['lineamientos_visuales', 'tipografia'], 'textOrList'),
    field(['lineamientos_visuales', 'imagenes'], 'textOrList'),
  ],
};

type Draft = Readonly<Record<string, unknown>>;

const valueAt = (block: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (typeof node === 'object' && node !== null ? (node as Draft)[key] : undefined),
    block,
  );

const withValueAt = (block: unknown, path: readonly string[], value: unknown): Draft => {
  const node = typeof block === 'object' && block !== null ? (block as Draft) : {};
  const [key, ...rest] = path;
  if (key === undefined) return node;
  return { ...node, [key]: rest.length === 0 ? value : withValueAt(node[key], rest, value) };
};

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
const asList = (value: unknown): readonly string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A tone entry's key as a label: 'tono_de_voz' → 'Tono de voz'. */
const keyLabel = (key: string): string => {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toLocaleUpperCase('es') + words.slice(1);
};

/** The read-only value: a list as a list, a text as a paragraph, nothing as a dash. */
const ShownValue = ({ label, value }: { readonly label: string; readonly value: unknown }) => {
  if (Array.isArray(value)) {
    const items = asList(value);
    return items.length === 0 ? (
      <Text color="fg.muted">{BlueprintTexts.empty}</Text>
    ) : (
      <Box as="ul" aria-label={label} ps="5" listStyleType="disc">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </Box>
    );
  }
  const text = asText(value).trim();
  return text === '' ? <Text color="fg.muted">{BlueprintTexts.empty}</Text> : <Text whiteSpace="pre-wrap">{text}</Text>;
};

const ShownField = ({ label, value }: { readonly label: string; readonly value: unknown }) => (
  <Stack gap="1">
    <Text fontWeight="semibold" fontSize="sm">
      {label}
    </Text>
    <ShownValue label={label} value={value} />
  </Stack>
);

const EditedField = ({
  label,
  kind,
  value,
  onChange,
}: {
  readonly label: string;
  readonly kind: FieldKind;
  readonly value: unknown;
  readonly onChange: (value: BlueprintText) => void;
}) => {
  if (kind === 'list' || (kind === 'textOrList' && Array.isArray(value))) {
    return <EditableList label={label} items={asList(value)} onChange={onChange} />;
  }
  if (kind === 'line') return <TextField label={label} value={asText(value)} onChange={onChange} />;
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Textarea value={asText(value)} rows={3} onChange={(event) => onChange(event.target.value)} />
    </Field.Root>
  );
};

/** The entries of the tone: every key the guide has, in its order. */
const toneEntries = (block: unknown): [string, unknown][] => {
  const tone = valueAt(block, ['tono_estilo']);
  return typeof tone === 'object' && tone !== null && !Array.isArray(tone) ? Object.entries(tone) : [];
};

const paletteOf = (block: unknown): readonly string[] => asList(valueAt(block, ['colors']));

/** A block read-only. */
export const BlockView = ({ name, block }: { readonly name: BlueprintBlockName; readonly block: unknown }) => {
  if (name === 'sexto_bloque') {
    return (
      <Stack gap="4">
        {toneEntries(block).map(([key, value]) => (
          <ShownField key={key} label={keyLabel(key)} value={value} />
        ))}
        <ColourPalette colours={paletteOf(block)} readOnly legend={BLUEPRINT_FIELD_LABELS.colors} />
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      {BLOCK_FIELDS[name].map((spec) => (
        <ShownField key={spec.path.join('.')} label={spec.label} value={valueAt(block, spec.path)} />
      ))}
    </Stack>
  );
};

/** A block's draft being edited; every change hands back the whole edited block. */
export const BlockEditor = ({
  name,
  draft,
  onChange,
}: {
  readonly name: BlueprintBlockName;
  readonly draft: unknown;
  readonly onChange: (draft: Draft) => void;
}) => {
  if (name === 'sexto_bloque') {
    return (
      <>
        {toneEntries(draft).map(([key, value]) => (
          <EditedField
            key={key}
            label={keyLabel(key)}
            kind="textOrList"
            value={value}
            onChange={(next) => onChange(withValueAt(draft, ['tono_estilo', key], next))}
          />
        ))}
        <ColourPalette
          colours={paletteOf(draft)}
          legend={BLUEPRINT_FIELD_LABELS.colors}
          onChange={(palette) => onChange(withValueAt(draft, ['colors'], palette))}
        />
      </>
    );
  }
  return (
    <>
      {BLOCK_FIELDS[name].map((spec) => (
        <EditedField
          key={spec.path.join('.')}
          label={spec.label}
          kind={spec.kind}
          value={valueAt(draft, spec.path)}
          onChange={(next) => onChange(withValueAt(draft, spec.path, next))}
        />
      ))}
    </>
  );
};

/** The draft as the block it stands for (the use case checks colours and names). */
export const asBlock = <K extends BlueprintBlockName>(_name: K, draft: unknown): BlueprintBlocks[K] =>
  draft as BlueprintBlocks[K];

/** A value as text: a list one item a line (bulleted, under its label), a text as it is, nothing as a dash. */
const fieldText = (label: string, value: unknown): string => {
  if (Array.isArray(value)) {
    const items = asList(value).filter((item) => item.trim() !== '');
    return items.length === 0
      ? BlueprintTexts.fieldLine(label, BlueprintTexts.empty)
      : [BlueprintTexts.fieldLine(label, ''), ...items.map((item) => `• ${item}`)].join('\n');
  }
  const text = asText(value).trim();
  return BlueprintTexts.fieldLine(label, text === '' ? BlueprintTexts.empty : text);
};

/** One block as lines of text, its fields as the block shows them (the palette's colours, empty slots left out). */
export const blockText = (name: BlueprintBlockName, block: unknown): string => {
  if (name === 'sexto_bloque') {
    const colours = paletteOf(block).filter((colour) => !isEmptySlot(colour));
    return [
      ...toneEntries(block).map(([key, value]) => fieldText(keyLabel(key), value)),
      BlueprintTexts.fieldLine(
        BLUEPRINT_FIELD_LABELS.colors,
        colours.length === 0 ? BlueprintTexts.empty : colours.join(', '),
      ),
    ].join('\n');
  }
  return BLOCK_FIELDS[name].map((spec) => fieldText(spec.label, valueAt(block, spec.path))).join('\n');
};

/** A whole guide as text, block by block under the titles the page shows: one side of the proposal's draft. */
export const GuideText = ({ bloques }: { readonly bloques: BlueprintBlocks }) => (
  <Stack gap="3">
    {BLUEPRINT_BLOCK_NAMES.map((name) => (
      <Box key={name}>
        <Text fontWeight="semibold">{BLUEPRINT_BLOCK_LABELS[name]}</Text>
        <Text>{blockText(name, bloques[name])}</Text>
      </Box>
    ))}
  </Stack>
);
