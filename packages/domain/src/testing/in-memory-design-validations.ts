import type { DesignValidationEntry, DesignValidationHistory, DesignValidationRecorder } from '../ports/ai-endpoint.js';
import type { RequirementRepository } from '../ports/repositories.js';
import { copy } from './copy.js';
import { FailureHook } from './failure-hook.js';
import { missingDocument } from './missing-document.js';

const keyOf = (brandId: string, requirementId: string): string => `${brandId}/${requirementId}`;

/**
 * A design validation's record in memory: validation.{index} written onto the requirement twin
 * (the other cards untouched, changedBy naming who asked) and the entry appended to the card's history, both or
 * neither; the history read newest first, as the Firestore adapter reads it.
 */
export class InMemoryDesignValidations implements DesignValidationRecorder, DesignValidationHistory {
  private readonly histories = new Map<string, DesignValidationEntry[]>();
  private readonly failures = new FailureHook<'record' | 'list'>('InMemoryDesignValidations');

  constructor(private readonly requirements: RequirementRepository) {}

  failNext(operation?: 'record' | 'list', error?: Error): void {
    this.failures.failNext(operation, error);
  }

  async record(brandId: string, requirementId: string, entry: DesignValidationEntry): Promise<void> {
    this.failures.check('record');
    const requirement = await this.requirements.get(brandId, requirementId);
    if (requirement === null) throw missingDocument(`brands/${brandId}/requirements/${requirementId}`);
    const { alineacion, descripcion } = entry;
    await this.requirements.update(brandId, requirementId, {
      validation: { ...requirement.validation, [String(entry.index)]: { alineacion, descripcion } },
      updatedAt: entry.at,
      changedBy: { uid: entry.by.uid, email: entry.by.email, at: entry.at },
    });
    const key = keyOf(brandId, requirementId);
    this.histories.set(key, [...(this.histories.get(key) ?? []), copy(entry)]);
  }

  async list(brandId: string, requirementId: string, index: number): Promise<readonly DesignValidationEntry[]> {
    this.failures.check('list');
    return (this.histories.get(keyOf(brandId, requirementId)) ?? [])
      .filter((entry) => entry.index === index)
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .map(copy);
  }
}
