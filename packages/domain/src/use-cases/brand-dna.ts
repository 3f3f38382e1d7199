import { parseBrandManualAnalysis } from '../ai/brand-answers.js';
import type { Brand, BrandDna } from '../brands/brand.js';
import { brandVisibilityScope, visibleBrands } from '../brands/visibility.js';
import { Messages } from '../messages.js';
import { can, requirePermission } from '../permissions/actor.js';
import type { Actor } from '../permissions/actor.js';
import type { BrandManualAnalyzer } from '../ports/ai.js';
import type { BrandFields, BrandPatch, BrandRepository } from '../ports/repositories.js';
import type { MediaFile, MediaStorage, UploadProgress } from '../ports/storage.js';
import { toSocialNetwork } from '../scheduling/networks.js';
import type { Clock } from '../shared/clock.js';
import { DomainError } from '../shared/errors.js';
import { brandManualPath, keyVisualPath } from '../media/storage-paths.js';
import { validateBrandManual, validateKeyVisual } from '../media/upload-rules.js';
import { validateBrandName } from '../validation/content-rules.js';
import { validateNameText, validateTextSizes } from '../validation/text-sizes.js';
import { validateSecureUrls } from '../validation/urls.js';
import { assertValid, isFilled } from '../validation/validation.js';
import { readVisibleBrand } from './content-access.js';
import { failingWith, failingWithReason, type Guard } from './or-fail.js';
import { orFail } from './or-fail.js';

/** The questionnaire's answers the form may write; the service sets everything else. */
const DNA_FIELDS = [
  'missionPurpose',
  'diferences',
  'emotions',
  'keywords',
  'communicationTone',
  'campaignGoal',
  'kpis',
  'desiredInteractions',
  'desiredStrategy',
  'additionalInformation',
  'keyProducts',
  'targetAudience',
  'conceptsToAvoid',
  'importantKeywords',
  'competitors',
  'brandManualUrl',
] as const satisfies readonly (keyof BrandDna)[];

/** Only actors with ADMIN_METRICS see (and so may write) these two (docs/product.md, "Brand DNA"). */
const METRICS_FIELDS = ['idMetrics', 'linkMetrics'] as const satisfies readonly (keyof Brand)[];

/**
 * What the brand DNA form sends. id is the selected brand (absent for a new one);
 * keyVisualDocUrl and analysis come from the uploaded files, never from the form.
 */
export type BrandDnaForm = Omit<BrandDna, 'analysis' | 'keyVisualDocUrl'> & {
  readonly id?: string | null;
  readonly brandName: string;
  readonly idMetrics?: string;
  readonly linkMetrics?: string;
};

export interface BrandDnaFiles {
  /** Stored under keyVisuals/{brandId}/{upload id}-{file name}; its URL goes to keyVisualDocUrl. */
  readonly keyVisual?: MediaFile | null;
  /**
   * Stored under brandManuals/{brandId}/{upload id}-{file name}, then learning-brand reads it there; its URL goes to
   * brandManualUrl, the analysis to analysis.
   */
  readonly brandManual?: MediaFile | null;
  /** Told each upload's progress, by which file it is (the form's progress bars). */
  readonly onProgress?: (file: BrandDnaFileKind, progress: UploadProgress) => void;
  /**
   * Aborting it stops the save while a file uploads (or before the next one starts): uploadCancelled(), and no
   * brand is written.
   */
  readonly signal?: AbortSignal;
}

/** Which of the form's two files an upload is. */
export type BrandDnaFileKind = 'keyVisual' | 'brandManual';

const savePrefix = Messages.brand.savePrefix;

/** The brand DNA form (Marca > ADN de marca), docs/product.md, "Brand DNA". */
export class BrandDnaUseCases {
  constructor(
    private readonly brands: BrandRepository,
    private readonly storage: MediaStorage,
    private readonly analyzer: BrandManualAnalyzer,
    private readonly clock: Clock,
  ) {}

  /** The dropdown: the brands the actor may see, by name. */
  async listBrands(actor: Actor): Promise<Brand[]> {
    requirePermission(actor, 'STRATEGY');
    return visibleBrands(
      await orFail(Messages.brand.loadBrands, () => this.brands.listVisible(brandVisibilityScope(actor))),
      actor,
    );
  }

  /** One brand for the questionnaire. */
  async load(actor: Actor, brandId: string): Promise<Brand> {
    requirePermission(actor, 'STRATEGY');
    if (!isFilled(brandId)) throw new DomainError('validation', Messages.brand.load);
    return readVisibleBrand(this.brands, actor, brandId, failingWith(Messages.brand.load), Messages.brand.load);
  }

  /**
   * Creates or updates the brand and answers it as saved (its id leads to /blueprint).
   * The manual is uploaded and analysed first and the answer validated, then the key visual
   * is uploaded, then the brand is written once: a failure before that write changes no
   * brand (an uploaded file stays, unreferenced, under its own upload id). A new brand's id
   * is reserved before the uploads, so its files go to its own folders.
   */
  async save(actor: Actor, form: BrandDnaForm, files: BrandDnaFiles = {}): Promise<Brand> {
    requirePermission(actor, 'SAVE_BRAND');
    assertValid(validateBrandName(form.brandName));
    if (files.keyVisual) assertValid(validateKeyVisual(files.keyVisual));
    if (files.brandManual) assertValid(validateBrandManual(files.brandManual));
    const formFields = this.formFields(actor, form);
    assertValid(validateSecureUrls([formFields.brandManualUrl, formFields.linkMetrics]));
    assertValid(validateNameText(form.brandName));
    assertValid(validateTextSizes(formFields));
    const guard = failingWithReason(savePrefix);
    const brandId = form.id?.trim() ?? '';
    const existing =
      brandId === ''
        ? null
        : await readVisibleBrand(this.brands, actor, brandId, guard, `${savePrefix}${Messages.carousel.brandNotFound}`);

    const targetId = existing?.id ?? this.brands.newId();
    const progressOf = (kind: BrandDnaFileKind) =>
      files.onProgress === undefined ? undefined : (progress: UploadProgress) => files.onProgress?.(kind, progress);
    const manual = files.brandManual
      ? await this.analyse(targetId, files.brandManual, guard, progressOf('brandManual'), files.signal)
      : undefined;
    const keyVisual = files.keyVisual;
    const keyVisualDocUrl = keyVisual
      ? (
          await guard(() =>
            this.storage.upload(this.keyVisualPathFor(targetId, keyVisual), keyVisual, progressOf('keyVisual'), {
              signal: files.signal,
            }),
          )
        ).url
      : undefined;

    const fields = definedOnly({
      ...formFields,
      ...(keyVisualDocUrl === undefined ? {} : { keyVisualDocUrl }),
      ...(manual === undefined ? {} : { brandManualUrl: manual.url, analysis: manual.analysis }),
    });
    const now = this.clock.now();
    if (existing === null) {
      // updatedAt too: the rules take a new brand only with updatedAt = the server's time
      // (the Firestore adapters write a given Date as that).
      const created: BrandFields = { ...fields, owner: actor.uid, status: 'active', createdAt: now, updatedAt: now };
      return guard(() => this.brands.create(created, targetId));
    }
    const patch: BrandPatch = { ...fields, updatedAt: now };
    await guard(() => this.brands.update(existing.id, patch));
    return { ...existing, ...patch };
  }

  /** keyVisuals/{brandId}/{a fresh upload id}-{file name}: no upload lands on another's file. */
  private keyVisualPathFor(brandId: string, file: MediaFile): string {
    return keyVisualPath({ brandId, uploadId: this.storage.newUploadId(), fileName: file.name });
  }

  /**
   * The manual uploaded to brandManuals/{brandId}/, then learning-brand over its URL (the server reads it from
   * Storage), validated: a failed call or a malformed answer changes no brand.
   */
  private async analyse(
    brandId: string,
    manual: MediaFile,
    guard: Guard,
    onProgress?: (progress: UploadProgress) => void,
    signal?: AbortSignal,
  ): Promise<{ readonly url: string; readonly analysis: string }> {
    const path = brandManualPath({ brandId, uploadId: this.storage.newUploadId(), fileName: manual.name });
    const { url } = await guard(() => this.storage.upload(path, manual, onProgress, { signal }));
    const raw = await orFail(Messages.brand.analyzeManual, () =>
      this.analyzer.analyzeBrandManual({ brandId, manualUrl: url }),
    );
    return { url, analysis: parseBrandManualAnalysis(raw) };
  }

  /**
   * The form's own fields, picked one by one so a request body cannot set the owner or
   * the status; the metrics fields only from an actor who may see them (the stored
   * values of everyone else's saves are kept, since an update merges).
   */
  private formFields(actor: Actor, form: BrandDnaForm): Omit<BrandFields, 'owner'> {
    const picked: Record<string, unknown> = { brandName: form.brandName.trim() };
    for (const field of DNA_FIELDS) picked[field] = form[field];
    if (form.socialNetworks !== undefined) {
      // Only the seven networks of the questionnaire, each once, in their own spelling.
      const networks = form.socialNetworks.map(toSocialNetwork).filter((network) => network !== null);
      picked['socialNetworks'] = [...new Set(networks)];
    }
    if (can(actor, 'ADMIN_METRICS')) {
      for (const field of METRICS_FIELDS) picked[field] = form[field];
    }
    return picked as Omit<BrandFields, 'owner'>;
  }
}

/** A field left undefined means "not given": it must neither be written nor erase a value. */
const definedOnly = <T extends object>(fields: T): T =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;
