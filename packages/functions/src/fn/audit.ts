// The audit log's Firestore triggers' module (triggers/audit-triggers.ts): AuditUseCases over
// the server's ports.
import { AuditUseCases } from '@estudio/domain/audit';
import { createAuditContainer } from '../container/audit-container.js';
import { auditHandler } from '../triggers/audit-triggers.js';
import { logger, serverBindings } from './runtime.js';

const container = createAuditContainer(serverBindings());

export const audit = auditHandler(
  () => container.get(AuditUseCases),
  () => logger,
);
