import type { Brand } from '../brands/brand.js';
import { visibleBrands } from '../brands/visibility.js';
import { Messages } from '../messages.js';
import { requirePermission } from '../permissions/actor.js';
import type { Actor } from '../permissions/actor.js';
import type { BrandRepository } from '../ports/repositories.js';
import { DomainError } from '../shared/errors.js';
import { validateBrandName } from '../validation/content-rules.js';
import { validateNameText, validateTextSizes } from '../validation/text-sizes.js';
import { validateSecureUrls } from '../validation/urls.js';
import { assertValid, isFilled } from '../validation/validation.js';
import type { BrandDnaForm } from './brand-dna.js';
import { readVisibleBrand } from './content-access.js';
import { failingWith } from './or-fail.js';

/**
 * What the brand DNA form reads (Marca > ADN de marca; docs/product.md, "Brand DNA"): the
 * brands to choose from and one brand's answers. Its save is the server's 'brand/save-dna'.
 */
export class BrandDnaViews {
  constructor(private readonly brands: BrandRepository) {}

  /**
   * The dropdown: the brands the actor may see, by name, out of the session's read of them
   * (BrandUseCases.listForSelector, whose failure is 'Error al cargar marcas.'), each checked
   * against the actor's visibility here.
   */
  dropdownBrands(actor: Actor, visible: readonly Brand[]): Brand[] {
    requirePermission(actor, 'STRATEGY');
    return visibleBrands(visible, actor);
  }

  /** One brand for the questionnaire. */
  async load(actor: Actor, brandId: string): Promise<Brand> {
    requirePermission(actor, 'STRATEGY');
    if (!isFilled(brandId)) throw new DomainError('validation', Messages.brand.load);
    return readVisibleBrand(this.brands, actor, brandId, failingWith(Messages.brand.load), Messages.brand.load);
  }

  /**
   * The checks 'brand/save-dna' makes of the answers (the name, the texts' caps, the metrics
   * link), made before any file is sent: a refusal then costs no upload.
   */
  checkForm(actor: Actor, form: BrandDnaForm): void {
    requirePermission(actor, 'SAVE_BRAND');
    assertValid(validateBrandName(form.brandName));
    assertValid(validateSecureUrls([form.linkMetrics]));
    assertValid(validateNameText(form.brandName));
    const { id: _id, ...answers } = form;
    assertValid(validateTextSizes(answers));
  }

  /**
   * A fresh id for a new brand, nothing written: its files are uploaded to its folders
   * first, and 'brand/save-dna' then creates the brand under it.
   */
  newBrandId(actor: Actor): string {
    requirePermission(actor, 'SAVE_BRAND');
    return this.brands.newId();
  }
}
