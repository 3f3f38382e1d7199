// What every function's module shares (fn/*.ts, each loaded by the index, main.ts, for the
// function it serves): the firebase-admin app, the settings, the server's ports, and how a
// request is read and answered. One instance of it per process (a chunk of the bundle).
import 'reflect-metadata';
import type { PortBinding } from '@estudio/adapters';
import { firebaseAdminPortBindings } from '@estudio/adapters/node';
import { adapterOf } from '@estudio/adapters/wiring';
import { Logger, Messages } from '@estudio/domain/shared';
import { initializeApp } from 'firebase-admin/app';
import type { Request, Response } from 'firebase-functions/v2/https';
import type { ApiRequest, ApiResponse } from '../http/edge.js';
import { functionsSettings } from '../settings.js';

export const settings = functionsSettings(process.env);
export const app = initializeApp();

/** In the Functions emulator: settings checked at an instance's start elsewhere may wait for the first request. */
export const emulator = process.env['FUNCTIONS_EMULATOR'] === 'true';

/** The server's ports on this app (firebaseAdminPortBindings), App Check as the settings say. */
export const serverBindings = (aiCallsPerMinute?: number): PortBinding[] =>
  firebaseAdminPortBindings(app, {
    appCheck: settings.appCheckRequired,
    ...(aiCallsPerMinute === undefined ? {} : { aiCallsPerMinute }),
  });

/** The server's logger (the one firebaseAdminPortBindings binds), for what no route answers. */
export const logger: Logger = adapterOf(serverBindings(), Logger);

/** What an HTTPS function's module serves: the platform's request and response. */
export type HttpsHandler = (request: Request, response: Response) => Promise<void>;

/** What an answer is sent through (the platform's Express response). */
interface Reply {
  set(name: string, value: string): unknown;
  status(code: number): { json(body: unknown): unknown };
}

/** The request as the routes read it: Express fields only. */
export const apiRequest = (request: Request): ApiRequest => ({
  method: request.method,
  path: request.path,
  headers: request.headers,
  body: request.body,
  bodySize: request.rawBody?.length ?? 0,
});

/** The documented 500 of an answer nobody foresaw, logged. */
export const internalError = (error: unknown): ApiResponse => {
  logger.error(Messages.endpoints.internal, { cause: error });
  return { status: 500, body: { success: false, error: Messages.endpoints.internal } };
};

/**
 * Sends a route's answer. Every answer is the documented JSON, even for a failure nobody
 * foresaw: never the platform's HTML error page or a stack trace.
 */
export const send = async (response: Reply, answering: () => Promise<ApiResponse>): Promise<void> => {
  const answer = await answering().catch(internalError);
  for (const [name, value] of Object.entries(answer.headers ?? {})) response.set(name, value);
  response.status(answer.status).json(answer.body);
};
