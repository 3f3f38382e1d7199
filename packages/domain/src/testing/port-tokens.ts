import * as accountGateway from '../ports/account-gateway.js';
import * as aiEndpoint from '../ports/ai-endpoint.js';
import * as ai from '../ports/ai.js';
import * as auditLog from '../ports/audit-log.js';
import * as authAccounts from '../ports/auth-accounts.js';
import * as authenticator from '../ports/authenticator.js';
import * as brandGuard from '../ports/brand-guard.js';
import * as bulkStore from '../ports/bulk-store.js';
import * as comments from '../ports/comments.js';
import * as contentCommands from '../ports/content-commands.js';
import * as guardedUserWriter from '../ports/guarded-user-writer.js';
import * as linkedinOAuth from '../ports/linkedin-oauth.js';
import * as logger from '../ports/logger.js';
import * as mediaObjects from '../ports/media-objects.js';
import * as repositories from '../ports/repositories.js';
import * as scheduling from '../ports/scheduling.js';
import * as storage from '../ports/storage.js';
import * as storedMedia from '../ports/stored-media.js';
import * as clock from '../shared/clock.js';

/**
 * Every port token the domain declares, by name: the modules of ports/ (the content commands' among them) and the Clock. A new
 * port module is added here; ports.test.ts fails on a token whose symbol is not its name,
 * and the twins' and bindings' tests on a token nobody serves.
 */
export const PORT_TOKENS: ReadonlyMap<string, symbol> = new Map(
  [
    accountGateway,
    aiEndpoint,
    ai,
    auditLog,
    authAccounts,
    authenticator,
    brandGuard,
    bulkStore,
    comments,
    guardedUserWriter,
    linkedinOAuth,
    logger,
    mediaObjects,
    repositories,
    scheduling,
    storage,
    storedMedia,
    clock,
    contentCommands,
  ].flatMap((module) =>
    Object.entries(module as Record<string, unknown>).filter(
      (entry): entry is [string, symbol] => typeof entry[1] === 'symbol',
    ),
  ),
);
