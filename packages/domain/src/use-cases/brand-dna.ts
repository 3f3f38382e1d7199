import { parseBrandManualAnalysis } from '../ai/brand-answers.js';
import type { Brand, BrandDna } from '../brands/brand.js';
import { ID_PATTERN } from '../commands/body.js';
import { MEDIA_FOLDERS, requireObjectIn } from '../media/media-folders.js';
import { validateBrandManual, validateKeyVisual, type PickedFile } from '../media/upload-rules.js';
import { Messages } from '../messages.js';
import { can, requirePermission } from '../permissions/actor.js';
import type { Actor } from '../permissions/actor.js';
import type { BrandManualAnalyzer } from '../ports/ai.js';
import type { BrandDriftMarker } from '../ports/brand-guard.js';
import type { Logger } from '../ports/logger.js';
import { dnaDriftChanges } from '../guard/drift.js';
import { absoluteClaimsInvalid, normalizedAbsoluteClaims } from '../guard/limits.js';
import type { MediaObjects, OwnedObject } from '../ports/media-objects.js';
import type { BrandFields, BrandPatch, BrandRepository, UserRepository } from '../ports/repositories.js';
import { toSocialNetwork } from '../scheduling/networks.js';
import { changeStamp } from '../shared/change-stamp.js';
import type { Clock } from '../shared/clock.js';
import { DomainError } from '../shared/errors.js';
import { validateBrandName } from '../validation/content-rules.js';
import { validateNameText, validateTextSizes } from '../validation/text-sizes.js';
import { validateSecureUrls } from '../validation/urls.js';
import { assertValid, type Validation } from '../validation/validation.js';
import { markDrift } from './brand-drift.js';
import { readVisibleBrand } from './content-access.js';
import { failingWith, orFail, type Guard } from './or-fail.js';

/** The questionnaire's free-text answers the form may write (docs/product.md, "Brand DNA"). */
export const BRAND_DNA_TEXT_FIELDS = [
  'missionPurpose',
  'diferences',
  'emotions',
  'keywords',
  'communicationTone',
  'campaignGoal',
  'desiredInteractions',
  'desiredStrategy',
  'additionalInformation',
  'keyProducts',
  'targetAudience',
  'conceptsToAvoid',
  'importantKeywords',
  'competitors',
] as const satisfies readonly (keyof BrandDna)[];

/**
 * The brand's own 'Afirmaciones absolutas' as stored (normalizedAbsoluteClaims: trimmed, blanks dropped, each
 * once whatever its case and accents), or the whole list refused when it breaks the limits.
 */
const checkedAbsoluteClaims = (terms: readonly string[]): string[] => {
  const claims = normalizedAbsoluteClaims(terms);
  if (claims === null) throw new DomainError('validation', absoluteClaimsInvalid(), { field: 'absoluteClaims' });
  return claims;
};

/** Only actors with ADMIN_METRICS see (and so may write) these two (docs/product.md, "Brand DNA"). */
const METRICS_FIELDS = ['idMetrics', 'linkMetrics'] as const satisfies readonly (keyof Brand)[];

/**
 * What the brand DNA form holds. id is the selected brand (absent for a new one); the
 * documents' URLs and the analysis are the server's to write, never the form's.
 */
export type BrandDnaForm = Omit<BrandDna, 'analysis' | 'keyVisualDocUrl' | 'brandManualUrl'> & {
  readonly id?: string | null;
  readonly brandName: string;
  readonly idMetrics?: string;
  readonly linkMetrics?: string;
};

/** Which of the form's two files an upload is. */
export type BrandDnaFileKind = 'keyVisual' | 'brandManual';

/**
 * What 'brand/save-dna' takes: the form's answers, the brand, and the object paths of the
 * files the browser uploaded to the brand's folders (MediaUploads.keyVisual, brandManual).
 */
export type BrandDnaSave = Omit<BrandDnaForm, 'id'> & {
  /** An existing brand's id; with newBrand, the id the browser reserved for a new brand (its files' folder). */
  readonly id?: string;
  /** A new brand: created under id (or under a fresh id when none is given), which no brand may hold. */
  readonly newBrand?: boolean;
  /** keyVisuals/{brandId}/…: stored as keyVisualDocUrl. */
  readonly keyVisualPath?: string;
  /** brandManuals/{brandId}/…: analysed by a model, stored as brandManualUrl with the analysis. */
  readonly brandManualPath?: string;
};

const savePrefix = Messages.brand.savePrefix;

/**
 * 'brand/save-dna', the brand DNA form's save (Marca > ADN de marca), run on the server
 * (docs/product.md, "Brand DNA"): the answers picked field by field, the uploaded files
 * found in the brand's own folders and their URLs derived here, a new manual analysed by
 * the model, then the brand written once. A failure before that write stores nothing.
 */
export class BrandDnaUseCases {
  constructor(
    private readonly brands: BrandRepository,
    private readonly users: UserRepository,
    private readonly objects: MediaObjects,
    private readonly analyzer: BrandManualAnalyzer,
    private readonly drift: BrandDriftMarker,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /**
   * Creates or updates the brand and answers it as saved (its id leads to /blueprint). A new
   * brand is owned by the actor (its ownerEmail read from the actor's record), active; an
   * update merges the given answers, keeping owner, status and everything not given.
   */
  async save(actor: Actor, input: BrandDnaSave): Promise<Brand> {
    requirePermission(actor, 'SAVE_BRAND');
    assertValid(validateBrandName(input.brandName));
    const formFields = this.formFields(actor, input);
    assertValid(validateSecureUrls([formFields.linkMetrics]));
    assertValid(validateNameText(input.brandName));
    assertValid(validateTextSizes(formFields));
    const guard = failingWith({ prefix: savePrefix });
    const { brandId, existing } = await this.target(actor, input, guard);

    // The files first (cheap, and refused before any model runs), then the analysis.
    const keyVisual = await this.upload('keyVisualPath', input.keyVisualPath, MEDIA_FOLDERS.keyVisual(brandId), {
      validate: validateKeyVisual,
    });
    const manual = await this.upload('brandManualPath', input.brandManualPath, MEDIA_FOLDERS.brandManual(brandId), {
      validate: validateBrandManual,
    });
    const analysis = manual === undefined ? undefined : await this.analyse(brandId, manual.url);

    const now = this.clock.now();
    const fields = definedOnly({
      ...formFields,
      keyVisualDocUrl: keyVisual?.url,
      brandManualUrl: manual?.url,
      analysis,
      changedBy: changeStamp(actor, now),
    });
    if (existing === null) {
      const ownerEmail = await guard(() => this.emailOf(actor));
      // updatedAt too: the rules take a new brand only with updatedAt = the server's time
      // (the Firestore adapters write a given Date as that).
      const created: BrandFields = {
        ...fields,
        owner: actor.uid,
        ownerEmail,
        status: 'active',
        createdAt: now,
        updatedAt: now,
      };
      return guard(() => this.brands.create(created, brandId));
    }
    const patch: BrandPatch = { ...fields, updatedAt: now };
    await guard(() => this.brands.update(existing.id, patch));
    const saved: Brand = { ...existing, ...patch };
    // Only what really changed marks the brand's unsent items (a new brand has none).
    await markDrift(
      { marker: this.drift, logger: this.logger },
      existing.id,
      dnaDriftChanges(existing, saved),
      actor,
      now,
    );
    return saved;
  }

  /**
   * The brand written: an existing one the actor may see, or a new one under the id the
   * browser reserved (a document id no brand holds; create() refuses one taken meanwhile).
   */
  private async target(
    actor: Actor,
    input: BrandDnaSave,
    guard: Guard,
  ): Promise<{ readonly brandId: string; readonly existing: Brand | null }> {
    const id = input.id?.trim() ?? '';
    if (input.newBrand === true || id === '') {
      const brandId = id === '' ? this.brands.newId() : id;
      if (!ID_PATTERN.test(brandId)) throw new DomainError('validation', Messages.endpoints.invalidId('id'), { id });
      if ((await guard(() => this.brands.get(brandId))) !== null) {
        throw new DomainError('conflict', `${savePrefix}${Messages.brand.idTaken}`, { brandId });
      }
      return { brandId, existing: null };
    }
    const existing = await readVisibleBrand(
      this.brands,
      actor,
      id,
      guard,
      `${savePrefix}${Messages.carousel.brandNotFound}`,
    );
    return { brandId: existing.id, existing };
  }

  /**
   * An uploaded object named by its path: in `folder` (the brand's own), in this project's
   * bucket, of a type and size the form accepts; its URL is the one the server derives.
   */
  private async upload(
    field: string,
    path: string | undefined,
    folder: string,
    rules: { readonly validate: (file: PickedFile) => Validation },
  ): Promise<OwnedObject | undefined> {
    if (path === undefined) return undefined;
    const object = await requireObjectIn(this.objects, field, path, folder);
    const name = object.path.slice(object.path.lastIndexOf('/') + 1);
    assertValid(rules.validate({ name, type: object.contentType, size: object.size }));
    return object;
  }

  /** The stored manual analysed by a model, its answer judged: a failed call or a malformed answer stores nothing. */
  private async analyse(brandId: string, manualUrl: string): Promise<string> {
    const raw = await orFail(Messages.brand.analyzeManual, () =>
      this.analyzer.analyzeBrandManual({ brandId, manualUrl }),
    );
    return parseBrandManualAnalysis(raw);
  }

  /** The owner's e-mail as their record spells it (the verified actor's when the record cannot be found). */
  private async emailOf(actor: Actor): Promise<string> {
    return (await this.users.get(actor.uid))?.email ?? actor.email;
  }

  /**
   * The form's own fields, picked one by one so a request body cannot set the owner, the
   * status, the owner's e-mail, the analysis or a document URL; the metrics fields only
   * from an actor who may see them (the stored values of everyone else's saves are kept,
   * since an update merges).
   */
  private formFields(actor: Actor, form: BrandDnaSave): Omit<BrandFields, 'owner'> {
    const picked: Record<string, unknown> = { brandName: form.brandName.trim() };
    for (const field of BRAND_DNA_TEXT_FIELDS) picked[field] = form[field];
    if (form.kpis !== undefined) picked['kpis'] = [...form.kpis];
    if (form.absoluteClaims !== undefined) picked['absoluteClaims'] = checkedAbsoluteClaims(form.absoluteClaims);
    if (form.socialNetworks !== undefined) {
      // Only the seven networks of the questionnaire, each once, in their own spelling.
      const networks = form.socialNetworks.map(toSocialNetwork).filter((network) => network !== null);
      picked['socialNetworks'] = [...new Set(networks)];
    }
    if (can(actor, 'ADMIN_METRICS')) {
      for (const field of METRICS_FIELDS) picked[field] = form[field];
    }
    return definedOnly(picked) as Omit<BrandFields, 'owner'>;
  }
}

/** A field left undefined means "not given": it must neither be written nor erase a value. */
const definedOnly = <T extends object>(fields: T): T =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;
