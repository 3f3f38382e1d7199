import type { BrandStatus } from '@estudio/domain/brands';
import type { BrandPatch } from '@estudio/domain/shared';
import { brandPatchToDocument } from './brand-document.js';

/**
 * The brand writes that are one merge of named fields, the same with either SDK: each
 * repository supplies `merge` (an update that refuses a missing brand and leaves unnamed
 * fields alone).
 */
export abstract class BrandMerges {
  protected abstract merge(id: string, fields: Record<string, unknown>): Promise<void>;

  async update(id: string, patch: BrandPatch): Promise<void> {
    await this.merge(id, brandPatchToDocument(patch));
  }

  async setStatus(id: string, status: BrandStatus, at: Date): Promise<void> {
    await this.merge(id, { status, updatedAt: at });
  }

  async setAllowedUsers(id: string, emails: readonly string[], at: Date): Promise<void> {
    await this.merge(id, { allowedUsers: [...emails], updatedAt: at });
  }
}
