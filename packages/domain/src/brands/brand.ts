import type { ChangeStamp } from '../shared/change-stamp.js';
export type BrandStatus = 'active' | 'disabled';

export const CAMPAIGN_GOALS = ['visibilidad', 'conexion', 'conversion'] as const;
export type CampaignGoal = (typeof CAMPAIGN_GOALS)[number];

/**
 * The questionnaire's 6 KPI options, stored as these texts (docs/product.md, "Brand DNA"; the spec
 * shows no labels). Stored KPIs outside this list (older answers) are kept as they are.
 */
export const BRAND_KPIS = [
  'alcance',
  'interacciones',
  'seguidores',
  'clics al sitio web',
  'conversiones',
  'ventas en tienda en línea',
] as const;

/** The 13 communication-tone archetypes of the brand DNA questionnaire. */
export const COMMUNICATION_TONES = [
  'inocente',
  'sabio',
  'rebelde',
  'cuidador',
  'explorador',
  'creador',
  'héroe',
  'amante',
  'bufón',
  'hombre/mujer común',
  'gobernante',
  'mago',
  'forajido',
] as const;
export type CommunicationTone = (typeof COMMUNICATION_TONES)[number];

/** Social networks a brand can be on (docs/product.md, "Brands"). */
export const SOCIAL_NETWORKS = [
  'Facebook',
  'Instagram',
  'Threads',
  'LinkedIn',
  'Pinterest',
  'TikTok',
  'YouTube',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The brand DNA answers (docs/product.md, "Brands"), all optional text or lists. */
export interface BrandDna {
  readonly missionPurpose?: string;
  readonly diferences?: string;
  readonly emotions?: string;
  readonly keywords?: string;
  readonly socialNetworks?: readonly SocialNetwork[];
  readonly communicationTone?: string;
  readonly campaignGoal?: string;
  readonly kpis?: readonly string[];
  readonly desiredInteractions?: string;
  readonly desiredStrategy?: string;
  readonly additionalInformation?: string;
  readonly keyProducts?: string;
  readonly targetAudience?: string;
  readonly conceptsToAvoid?: string;
  readonly importantKeywords?: string;
  /** The brand's absolute claims the guard flags ('Afirmaciones absolutas'); absent: DEFAULT_ABSOLUTE_CLAIMS. */
  readonly absoluteClaims?: readonly string[];
  readonly competitors?: string;
  readonly keyVisualDocUrl?: string;
  readonly brandManualUrl?: string;
  /** The brand-manual analysis a model returned. */
  readonly analysis?: string;
}

/** brands/{id}: the fields of both specs. */
export interface Brand extends BrandDna {
  readonly id: string;
  readonly brandName: string;
  /** The owner's user uid. */
  readonly owner: string;
  /** Derived from the owner's user record. */
  readonly ownerEmail?: string;
  /** Absent means active. */
  readonly status?: BrandStatus;
  /** E-mails of the users granted access. */
  readonly allowedUsers?: readonly string[];
  readonly idMetrics?: string;
  readonly linkMetrics?: string;
  readonly linkedinOrganizationId?: string;
  /** 'Requiere aprobación' (docs/product.md, "Approval"): pieces need the client's approval to be scheduled. Absent means off. */
  readonly requiresApproval?: boolean;
  readonly createdAt?: Date | null;
  readonly updatedAt?: Date | null;
  /** Who asked for the last write of the brand's DNA (a server command), so its audit entry names the person. */
  readonly changedBy?: ChangeStamp | null;
}

/** A brand without status counts as active (docs/product.md, "Brands"). */
export const brandStatus = (brand: Pick<Brand, 'status'>): BrandStatus =>
  brand.status === 'disabled' ? 'disabled' : 'active';
