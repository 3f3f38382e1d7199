import { InMemoryBrandGuard, InMemoryRequirementRepository, InMemorySchedulingLedger } from '@estudio/domain/testing';
import { describeBrandGuardContract } from '../contracts/index.js';

// The twin the use-case tests and the in-process web run over, held to the Firestore store's contract.
describeBrandGuardContract('InMemoryBrandGuard', async () => {
  const requirements = new InMemoryRequirementRepository();
  const ledger = new InMemorySchedulingLedger();
  return { guard: new InMemoryBrandGuard(requirements, ledger), requirements, markSent: ledger.record.bind(ledger) };
});
