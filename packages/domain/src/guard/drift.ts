import { DIAGNOSTIC_LABELS } from '../ai/strategy-summary.js';
import type { BlueprintBlocks } from '../blueprint/blueprint.js';
import { BLUEPRINT_BLOCK_LABELS } from '../blueprint/block-labels.js';
import type { Brand } from '../brands/brand.js';
import { Messages } from '../messages.js';
import { blueprintDigests, canonicalText } from '../review/version.js';
import { DEFAULT_ABSOLUTE_CLAIMS } from './terms.js';

/*
 * What a change of the DNA or the guide names on the brand's items not yet sent (docs/product.md,
 * "Revisión de marca"): only the fields and blocks that really changed, so saving the same DNA
 * marks nothing.
 */

/** The DNA's fields a text is checked or scored against, with their labels, in the form's order. */
const DNA_FIELDS = [
  ['brandName', Messages.brand.nameLabel],
  ['conceptsToAvoid', DIAGNOSTIC_LABELS.conceptsToAvoid],
  ['importantKeywords', DIAGNOSTIC_LABELS.importantKeywords],
  ['communicationTone', DIAGNOSTIC_LABELS.communicationTone],
  ['targetAudience', DIAGNOSTIC_LABELS.targetAudience],
  ['keyProducts', DIAGNOSTIC_LABELS.keyProducts],
  ['missionPurpose', DIAGNOSTIC_LABELS.missionPurpose],
  ['diferences', DIAGNOSTIC_LABELS.diferences],
  ['emotions', DIAGNOSTIC_LABELS.emotions],
  ['keywords', DIAGNOSTIC_LABELS.keywords],
  ['analysis', DIAGNOSTIC_LABELS.analysis],
  ['absoluteClaims', Messages.guard.absoluteClaimsLabel],
] as const satisfies readonly (readonly [keyof Brand, string])[];

type DnaField = (typeof DNA_FIELDS)[number][0];

/** A field's value as it counts for the guard: texts trimmed (absent is empty), the claims in effect. */
const effective = (brand: Brand | null, field: DnaField): string => {
  if (brand === null) return field === 'absoluteClaims' ? canonicalText(DEFAULT_ABSOLUTE_CLAIMS) : '';
  if (field === 'absoluteClaims') {
    return canonicalText((brand.absoluteClaims ?? DEFAULT_ABSOLUTE_CLAIMS).map((claim) => claim.trim()));
  }
  return (brand[field] ?? '').trim();
};

/** 'ADN: <label>' for each guarded DNA field whose value changed (every non-empty one when there was none). */
export const dnaDriftChanges = (before: Brand | null, after: Brand): string[] =>
  DNA_FIELDS.filter(([field]) => effective(before, field) !== effective(after, field)).map(([, label]) =>
    Messages.guard.dnaChange(label),
  );

/** 'Guía: <block>' for each block of the guide whose content changed (every block when there was no guide). */
export const guideDriftChanges = (before: BlueprintBlocks | null, after: BlueprintBlocks): string[] => {
  const now = blueprintDigests(after);
  const then = before === null ? null : blueprintDigests(before);
  return (Object.keys(BLUEPRINT_BLOCK_LABELS) as (keyof typeof BLUEPRINT_BLOCK_LABELS)[])
    .filter((block) => then === null || then[block] !== now[block])
    .map((block) => Messages.guard.guideChange(BLUEPRINT_BLOCK_LABELS[block]));
};
