// The deployable entry of the functions codebase (bundled by build.mjs into dist/): one
// HTTPS function, `userAdmin`, serving POST /create-user, /update-user-role, /disable-user
// and /enable-user, and the audit log's Firestore triggers (audit*, triggers/). Locally they
// run in the Functions emulator beside Auth and Firestore.
import 'reflect-metadata';
import { firebaseAdminPortBindings } from '@estudio/adapters/node';
import { resolvePort } from '@estudio/adapters/wiring';
import { AuditUseCases, Logger, Messages } from '@estudio/domain';
import { initializeApp } from 'firebase-admin/app';
import { onDocumentWrittenWithAuthContext } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { createFunctionsContainer } from './container/functions-container.js';
import { AccountRoutes } from './http/account-routes.js';
import { functionsSettings } from './settings.js';
import { AUDITED_DOCUMENTS, auditHandler } from './triggers/audit-triggers.js';

const settings = functionsSettings(process.env);
const app = initializeApp();
const container = createFunctionsContainer(firebaseAdminPortBindings(app, { appCheck: settings.appCheckRequired }), {
  appCheckRequired: settings.appCheckRequired,
});
const routes = container.get(AccountRoutes);
const logger = resolvePort(container, Logger);

export const userAdmin = onRequest(
  { cors: settings.allowedOrigins, region: settings.region },
  async (request, response) => {
    // Every answer is the documented JSON, even for a failure nobody foresaw: never the
    // platform's HTML error page or a stack trace.
    const answer = await routes
      .handle({
        method: request.method,
        path: request.path,
        headers: request.headers,
        body: request.body,
        bodySize: request.rawBody?.length ?? 0,
      })
      .catch((error: unknown) => {
        logger.error(Messages.endpoints.internal, { cause: error });
        return { status: 500, body: { success: false, error: Messages.endpoints.internal } };
      });
    response.status(answer.status).json(answer.body);
  },
);

const audit = auditHandler(
  () => container.get(AuditUseCases),
  () => logger,
);
const auditOptions = (document: string) => ({ document, region: settings.region });

export const auditBrands = onDocumentWrittenWithAuthContext(auditOptions(AUDITED_DOCUMENTS.auditBrands), audit);
export const auditRequirements = onDocumentWrittenWithAuthContext(
  auditOptions(AUDITED_DOCUMENTS.auditRequirements),
  audit,
);
export const auditBlueprints = onDocumentWrittenWithAuthContext(auditOptions(AUDITED_DOCUMENTS.auditBlueprints), audit);
export const auditUsers = onDocumentWrittenWithAuthContext(auditOptions(AUDITED_DOCUMENTS.auditUsers), audit);
export const auditRoles = onDocumentWrittenWithAuthContext(auditOptions(AUDITED_DOCUMENTS.auditRoles), audit);
export const auditPermissions = onDocumentWrittenWithAuthContext(
  auditOptions(AUDITED_DOCUMENTS.auditPermissions),
  audit,
);
