import {
  BRAND_KPIS,
  CAMPAIGN_GOALS,
  COMMUNICATION_TONES,
  SOCIAL_NETWORKS,
  type Brand,
  type BrandDnaForm,
  type SocialNetwork,
} from '@estudio/domain/brands';
import { BrandDnaTexts } from './brand-dna-texts.js';

/** The questionnaire's free-text answers, in the order asked. */
export const TEXT_FIELDS = [
  'missionPurpose',
  'diferences',
  'emotions',
  'keywords',
  'keyProducts',
  'targetAudience',
  'desiredInteractions',
  'desiredStrategy',
  'conceptsToAvoid',
  'importantKeywords',
  'competitors',
  'additionalInformation',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** What the form holds: every answer as the inputs show it. */
export type BrandDnaAnswers = Record<TextField, string> & {
  readonly brandName: string;
  readonly communicationTone: string;
  readonly campaignGoal: string;
  readonly kpis: readonly string[];
  readonly socialNetworks: readonly string[];
  readonly idMetrics: string;
  readonly linkMetrics: string;
  /** The brand's own 'Afirmaciones absolutas'; null: it has none, the field shows DEFAULT_ABSOLUTE_CLAIMS. */
  readonly absoluteClaims: readonly string[] | null;
};

export const EMPTY_ANSWERS: BrandDnaAnswers = {
  brandName: '',
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<TextField, string>),
  communicationTone: '',
  campaignGoal: '',
  kpis: [],
  socialNetworks: [],
  idMetrics: '',
  linkMetrics: '',
  absoluteClaims: null,
};

/** A stored brand's answers, as the form shows them. */
export const answersOf = (brand: Brand): BrandDnaAnswers => ({
  brandName: brand.brandName,
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, brand[field] ?? ''])) as Record<TextField, string>),
  communicationTone: brand.communicationTone ?? '',
  campaignGoal: brand.campaignGoal ?? '',
  kpis: [...(brand.kpis ?? [])],
  socialNetworks: [...(brand.socialNetworks ?? [])],
  idMetrics: brand.idMetrics ?? '',
  linkMetrics: brand.linkMetrics ?? '',
  absoluteClaims: brand.absoluteClaims === undefined ? null : [...brand.absoluteClaims],
});

/**
 * What the save sends. A new brand gets no empty answers; an existing one gets every answer
 * (an emptied field is emptied). The metrics fields only from who sees them. The absolute
 * claims only once the brand has its own list (an empty one included): a brand still on the
 * default list keeps following it.
 */
export const formOf = (answers: BrandDnaAnswers, brandId: string | null, withMetrics: boolean): BrandDnaForm => {
  const text = (value: string): string | undefined => (brandId === null && value.trim() === '' ? undefined : value);
  return {
    id: brandId,
    brandName: answers.brandName,
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, text(answers[field])])),
    communicationTone: text(answers.communicationTone),
    campaignGoal: text(answers.campaignGoal),
    kpis: [...answers.kpis],
    socialNetworks: answers.socialNetworks as SocialNetwork[],
    ...(withMetrics ? { idMetrics: text(answers.idMetrics), linkMetrics: text(answers.linkMetrics) } : {}),
    ...(answers.absoluteClaims === null ? {} : { absoluteClaims: [...answers.absoluteClaims] }),
  };
};

export const sameAnswers = (a: BrandDnaAnswers, b: BrandDnaAnswers): boolean => JSON.stringify(a) === JSON.stringify(b);

export interface Option {
  readonly value: string;
  readonly label: string;
}

/** The listed options, then any stored value outside them (kept, never silently dropped). */
const withStored = (options: readonly Option[], stored: readonly string[]): Option[] => [
  ...options,
  ...stored
    .filter((value) => value !== '' && !options.some((option) => option.value === value))
    .map((value) => ({ value, label: value })),
];

export const campaignGoalOptions = (stored: string): Option[] =>
  withStored(
    CAMPAIGN_GOALS.map((goal) => ({ value: goal, label: BrandDnaTexts.campaignGoals[goal] })),
    [stored],
  );

export const toneOptions = (stored: string): Option[] =>
  withStored(
    COMMUNICATION_TONES.map((tone) => ({ value: tone, label: BrandDnaTexts.tones[tone] })),
    [stored],
  );

export const kpiOptions = (stored: readonly string[]): Option[] =>
  withStored(
    BRAND_KPIS.map((kpi) => ({ value: kpi, label: BrandDnaTexts.kpis[kpi] })),
    stored,
  );

export const NETWORK_OPTIONS: readonly Option[] = SOCIAL_NETWORKS.map((network) => ({
  value: network,
  label: network,
}));
