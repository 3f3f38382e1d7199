import { afterEach, beforeEach, describe } from 'vitest';
import type { RequirementRepository } from '@estudio/domain/requirements';
import { requirementCreationCases } from './requirement-creation-cases.js';
import { requirementGroupCases } from './requirement-group-cases.js';
import { requirementListingCases } from './requirement-listing-cases.js';
import { requirementUpdateCases } from './requirement-update-cases.js';

export interface RequirementRepositorySubject {
  readonly repo: RequirementRepository;
  readonly cleanup?: () => Promise<void>;
}

/**
 * brands/{brandId}/requirements/{id}: what every RequirementRepository must do. A fresh
 * subject for each case; the cases, by concern: creation and numbering
 * (requirement-creation-cases.ts), the lists and pages of finished requirements
 * (requirement-listing-cases.ts), several brands' active ones at once
 * (requirement-group-cases.ts), lookups and updates (requirement-update-cases.ts).
 */
export const describeRequirementRepositoryContract = (
  name: string,
  makeSubject: () => Promise<RequirementRepositorySubject>,
): void => {
  describe(`RequirementRepository contract: ${name}`, () => {
    let subject: RequirementRepositorySubject;

    beforeEach(async () => {
      subject = await makeSubject();
    });
    afterEach(async () => {
      await subject.cleanup?.();
    });

    const repo = (): RequirementRepository => subject.repo;
    requirementCreationCases(repo);
    requirementListingCases(repo);
    requirementGroupCases(repo);
    requirementUpdateCases(repo);
  });
};
