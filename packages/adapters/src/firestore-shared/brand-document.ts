import type { Brand } from '@estudio/domain/brands';
import type { BrandFields, BrandPatch } from '@estudio/domain/shared';
import { pickFields, textList, toChangeStamp, toDate, toStoredFields, type DocumentFields } from './stored-values.js';

type BrandFieldKind = 'text' | 'list' | 'date' | 'status' | 'stamp' | 'boolean';

/** Every stored field of a brand; a Record so that a field added to Brand must be named here. */
const BRAND_FIELDS: Readonly<Record<keyof BrandFields, BrandFieldKind>> = {
  brandName: 'text',
  owner: 'text',
  ownerEmail: 'text',
  status: 'status',
  allowedUsers: 'list',
  idMetrics: 'text',
  linkMetrics: 'text',
  linkedinOrganizationId: 'text',
  requiresApproval: 'boolean',
  createdAt: 'date',
  updatedAt: 'date',
  changedBy: 'stamp',
  missionPurpose: 'text',
  diferences: 'text',
  emotions: 'text',
  keywords: 'text',
  socialNetworks: 'list',
  communicationTone: 'text',
  campaignGoal: 'text',
  kpis: 'list',
  desiredInteractions: 'text',
  desiredStrategy: 'text',
  additionalInformation: 'text',
  keyProducts: 'text',
  targetAudience: 'text',
  conceptsToAvoid: 'text',
  importantKeywords: 'text',
  absoluteClaims: 'list',
  competitors: 'text',
  keyVisualDocUrl: 'text',
  brandManualUrl: 'text',
  analysis: 'text',
};
const BRAND_KEYS = Object.keys(BRAND_FIELDS) as (keyof BrandFields)[];
/** createdAt is written once, at creation. */
const PATCH_KEYS = BRAND_KEYS.filter((key) => key !== 'createdAt');

/** One stored field as the entity holds it, or undefined when it cannot be read as its kind. */
const readField = (kind: BrandFieldKind, value: unknown): unknown => {
  switch (kind) {
    case 'text':
      return typeof value === 'string' ? value : undefined;
    case 'list':
      return Array.isArray(value) ? textList(value) : undefined;
    case 'date':
      return value === undefined ? undefined : toDate(value);
    case 'status':
      return value === 'active' || value === 'disabled' ? value : undefined;
    case 'stamp':
      return toChangeStamp(value);
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
  }
};

/**
 * brands/{id} as a Brand. Optional fields stay absent when the document lacks them: a
 * brand without status must read back without one (it counts as active).
 */
export const brandFromDocument = (id: string, data: DocumentFields): Brand => {
  const brand: Record<string, unknown> = { brandName: '', owner: '' };
  for (const key of BRAND_KEYS) {
    const value = readField(BRAND_FIELDS[key], data[key]);
    if (value !== undefined) brand[key] = value;
  }
  return { ...brand, id } as Brand;
};

/** The stored fields of a new brand (the id is the document id, not a field). */
export const brandToDocument = (fields: BrandFields): Record<string, unknown> =>
  toStoredFields(pickFields(fields, BRAND_KEYS));

/** Only the fields the patch gives: written with update(), so the rest stays untouched. */
export const brandPatchToDocument = (patch: BrandPatch): Record<string, unknown> =>
  toStoredFields(pickFields(patch, PATCH_KEYS));
