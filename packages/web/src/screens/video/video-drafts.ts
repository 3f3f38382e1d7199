import { SCRIPT_SECTIONS, SCRIPT_SECTION_LABELS, scriptLabel, type ScriptSection } from '@estudio/domain/content';
import { type VideoRequirement } from '@estudio/domain/requirements';
import { useCallback, useMemo, useState } from 'react';
import { type ScriptToSave } from './api/video-queries.js';
import { VideoTexts } from './video-texts.js';

/*
 * The video detail's unsaved typing (docs/product.md, "Videos"): the caption and each section of each script are
 * edited inline, and the page's action bar marks and saves whatever is typed and not saved yet. A field's draft
 * exists while its block is in edit mode.
 */

/** The caption's field, or one section of one script. */
export type DraftField = 'caption' | `${number}:${ScriptSection}`;

export const CAPTION: DraftField = 'caption';
export const sectionField = (index: number, section: ScriptSection): DraftField => `${index}:${section}`;

/** The script and section a section's field names; null for the caption. */
export const sectionOf = (field: DraftField): { index: number; section: ScriptSection } | null => {
  if (field === CAPTION) return null;
  const colon = field.indexOf(':');
  return { index: Number(field.slice(0, colon)), section: field.slice(colon + 1) as ScriptSection };
};

/** What is stored for a field (undefined: the script is gone). */
export const storedText = (requirement: VideoRequirement, field: DraftField): string | undefined => {
  const section = sectionOf(field);
  return section === null ? requirement.caption : requirement.scripts[section.index]?.[section.section];
};

export interface FieldDrafts {
  /** The draft of a field in edit mode, or undefined. */
  readonly textOf: (field: DraftField) => string | undefined;
  readonly set: (field: DraftField, text: string) => void;
  /** Drops the drafts of the fields `which` picks (their blocks stay as they are). */
  readonly drop: (which: (field: DraftField) => boolean) => void;
  /** Saved from the bar: the draft is dropped and the field's block starts again, in view mode. */
  readonly saved: (field: DraftField) => void;
  /** Bumped by `saved`: the key of the field's block. */
  readonly version: (field: DraftField) => number;
  /** The drafts that differ from what is stored, in the page's order (caption first, then by script). */
  readonly changed: (requirement: VideoRequirement) => readonly (readonly [DraftField, string])[];
}

export const useFieldDrafts = (): FieldDrafts => {
  const [texts, setTexts] = useState<ReadonlyMap<DraftField, string>>(new Map());
  const [versions, setVersions] = useState<ReadonlyMap<DraftField, number>>(new Map());
  const drop = useCallback(
    (which: (field: DraftField) => boolean) =>
      setTexts((current) => new Map([...current].filter(([field]) => !which(field)))),
    [],
  );
  return useMemo(
    () => ({
      textOf: (field) => texts.get(field),
      set: (field, text) => setTexts((current) => new Map(current).set(field, text)),
      drop,
      saved: (field) => {
        drop((each) => each === field);
        setVersions((current) => new Map(current).set(field, (current.get(field) ?? 0) + 1));
      },
      version: (field) => versions.get(field) ?? 0,
      changed: (requirement) =>
        [...texts]
          .filter(([field, text]) => {
            const stored = storedText(requirement, field);
            return stored !== undefined && stored !== text;
          })
          .sort(([a], [b]) => order(a) - order(b)),
    }),
    [texts, versions, drop],
  );
};

/** The requirement with the typing of the drafts: what the brand guard checks as the user types. */
export const typedVideo = (requirement: VideoRequirement, drafts: FieldDrafts): VideoRequirement => ({
  ...requirement,
  caption: drafts.textOf(CAPTION) ?? requirement.caption,
  scripts: requirement.scripts.map((script, index) =>
    SCRIPT_SECTIONS.reduce((typed, section) => {
      const text = drafts.textOf(sectionField(index, section));
      return text === undefined || text === typed[section] ? typed : { ...typed, [section]: text };
    }, script),
  ),
});

/** The caption first, then the sections script by script, in their order. */
const order = (field: DraftField): number => {
  const section = sectionOf(field);
  return section === null ? -1 : section.index * SCRIPT_SECTIONS.length + SCRIPT_SECTIONS.indexOf(section.section);
};

/**
 * Scripts as the AI draft shows them: 'Guión N', then each section's label and its text, a blank line between
 * scripts; the caption first when it is part of what would be saved.
 */
export const scriptsAsText = (scripts: readonly ScriptToSave[], caption?: string): string =>
  [
    ...(caption === undefined ? [] : [`${VideoTexts.caption}\n${caption}`]),
    ...scripts.map((script, index) =>
      [
        scriptLabel(index),
        ...SCRIPT_SECTIONS.map((section) => `${SCRIPT_SECTION_LABELS[section]}\n${script[section]}`),
      ].join('\n'),
    ),
  ].join('\n\n');
