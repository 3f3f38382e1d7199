import { describe, expect, it } from 'vitest';
import { describeAiCallQuotaContract, describeDesignValidationsContract } from '../contracts/ai-endpoint.contract.js';
import { InMemoryAiCallQuota, InMemoryDesignValidations, InMemoryRequirementRepository } from '@estudio/domain/testing';

describeAiCallQuotaContract('InMemoryAiCallQuota', async () => ({ quota: new InMemoryAiCallQuota(2) }));

describeDesignValidationsContract('InMemoryDesignValidations', async () => {
  const requirements = new InMemoryRequirementRepository();
  return { validations: new InMemoryDesignValidations(requirements), requirements };
});

describe('the twins can be told to fail', () => {
  it('fails the next take or record, then works again', async () => {
    const quota = new InMemoryAiCallQuota(1);
    quota.failNext();
    await expect(quota.take('u', new Date())).rejects.toThrow();
    expect(await quota.take('u', new Date())).toEqual({ allowed: true });
    expect(quota.countOf('u')).toBe(1);
    const validations = new InMemoryDesignValidations(new InMemoryRequirementRepository());
    validations.failNext('list');
    await expect(validations.list('b', 'r', 0)).rejects.toThrow();
  });
});
