import type { PortBinding } from '@estudio/adapters';
import { createContainer } from '@estudio/adapters/wiring';
import { SERVER_USE_CASES } from '@estudio/domain/shared';
import type { Container } from 'inversify';

/** What the audit log's Firestore triggers run: AuditUseCases (triggers/audit-triggers.ts). */
export const AUDIT_FUNCTION_USE_CASES = [SERVER_USE_CASES.audit] as const;

/** The audit triggers' container: AuditUseCases over the server's ports, no routes. */
export const createAuditContainer = (bindings: readonly PortBinding[]): Container =>
  createContainer(bindings, AUDIT_FUNCTION_USE_CASES);
