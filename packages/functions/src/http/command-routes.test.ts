import { createMemoryAdapters, type MemoryAdapters } from '@estudio/adapters';
import { InMemoryAiCallQuota } from '@estudio/domain/testing';
import { DEFAULT_PERMISSION_CONFIG, DEMO_ROLES, type Actor } from '@estudio/domain/accounts';
import {
  bodyFields,
  command,
  readId,
  readText,
  type AnyCommand,
  type CommandGroup,
  type UseCaseResolver,
} from '@estudio/domain/content';
import { DomainError, Messages, orFail } from '@estudio/domain/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { meteredModel, ModelCallers } from '../container/model-meter.js';
import type { ApiRequest } from './edge.js';
import { CommandRoutes, MAX_COMMAND_BODY_BYTES, type CommandTable } from './command-routes.js';
import { FunctionTexts } from '../texts.js';

/*
 * The router over a fake command table: a 'notes' concern whose use case keeps what it was
 * asked in memory, with one plain command and one that calls a model (a fake one, metered as
 * the content container meters the AI ports: one unit of the caller's quota per call, once
 * the command's own checks passed).
 */

const m = Messages.endpoints;
/** What the functions refuse at their edge, before the domain reads the body. */
const edge = FunctionTexts.endpoints;
const AT = new Date('2026-05-04T09:00:00.000Z');

interface Note {
  readonly id: string;
  readonly text: string;
  readonly dueAt: Date;
  readonly changedBy: { readonly uid: string; readonly email: string; readonly at: Date };
}

/** The model the fake 'suggest' calls: what it answers, or an Error it fails with. */
class NoteModel {
  readonly asked: string[] = [];
  next: string | Error = 'Sugerida';

  async suggestText(id: string): Promise<string> {
    this.asked.push(id);
    if (this.next instanceof Error) throw this.next;
    return this.next;
  }
}

/** The use case the fake commands name: remembers each call, answers a note with Dates. */
class NotesUseCases {
  readonly calls: { readonly action: string; readonly actor: Actor; readonly input: unknown }[] = [];

  constructor(private readonly model: NoteModel) {}

  async save(actor: Actor, input: { id: string; text: string; dueAt: Date }): Promise<Note> {
    this.calls.push({ action: 'save', actor, input });
    return { ...input, changedBy: { uid: actor.uid, email: actor.email, at: AT } };
  }

  /** Refuses an id of 'oculta' before any model runs (as a hidden brand would be); judges the answer. */
  async suggest(actor: Actor, input: { id: string }): Promise<Note> {
    this.calls.push({ action: 'suggest', actor, input });
    if (input.id === 'oculta') throw new DomainError('forbidden', Messages.access.forbidden);
    const text = await orFail(Messages.carousel.generateGuides, () => this.model.suggestText(input.id));
    if (text.trim() === '') throw new DomainError('invalid-ai-answer', Messages.carousel.invalidGuides);
    return { id: input.id, text, dueAt: AT, changedBy: { uid: actor.uid, email: actor.email, at: AT } };
  }
}

/** A Date as the wire carries it, or a refusal naming the field. */
const readDate = (fields: Readonly<Record<string, unknown>>, field: string): Date => {
  const value = fields[field];
  if (value instanceof Date) return value;
  throw new DomainError('validation', m.fieldRequired(field), { field });
};

const NOTES_COMMANDS = {
  save: command({
    useCase: NotesUseCases,
    parse: (body) => {
      const fields = bodyFields(body);
      return { id: readId(fields, 'id'), text: readText(fields, 'text'), dueAt: readDate(fields, 'dueAt') };
    },
    run: (notes, actor, input) => notes.save(actor, input),
  }),
  suggest: command({
    useCase: NotesUseCases,
    parse: (body) => ({ id: readId(bodyFields(body), 'id') }),
    run: (notes, actor, input) => notes.suggest(actor, input),
    model: true,
  }),
} as const satisfies CommandGroup;

const FAKE_GROUPS: Readonly<Record<string, CommandGroup>> = { notes: NOTES_COMMANDS };

/** The fake table, dispatched as the domain's dispatchCommand does: parse, then run once. */
const FAKE_TABLE: CommandTable = {
  commandOf: (concern, action) => {
    const group = Object.hasOwn(FAKE_GROUPS, concern) ? FAKE_GROUPS[concern] : undefined;
    return group !== undefined && Object.hasOwn(group, action) ? (group[action] ?? null) : null;
  },
  dispatch: async (resolve, actor, concern, action, body) => {
    const definition = FAKE_TABLE.commandOf(concern, action) as AnyCommand;
    const input: unknown = definition.parse(body);
    return definition.run(resolve(definition.useCase), actor, input);
  },
};

const post = (path: string, body: unknown, token: string | null, extra: Record<string, string> = {}): ApiRequest => ({
  method: 'POST',
  path,
  headers: {
    'content-type': 'application/json',
    ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    ...extra,
  },
  body,
  bodySize: Buffer.byteLength(JSON.stringify(body) ?? ''),
});

/** The body as the browser's client sends it (toWire: Dates tagged), read back as JSON. */
const wire = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

describe('the content functions’ router (CommandRoutes) over a fake command table', () => {
  let adapters: MemoryAdapters;
  let notes: NotesUseCases;
  let model: NoteModel;
  let quota: InMemoryAiCallQuota;
  const tokens: Record<string, string> = {};

  const build = (limit = 20, appCheckRequired = false): CommandRoutes => {
    quota = new InMemoryAiCallQuota(limit);
    const { users, roles, permissionConfig, logger, clock, callerVerifier: verifier } = adapters;
    const callers = new ModelCallers();
    model = new NoteModel();
    notes = new NotesUseCases(meteredModel(model, 'NoteModel', { quota, clock, logger, callers }));
    const resolve = ((useCase: unknown) => {
      if (useCase !== NotesUseCases) throw new Error('only NotesUseCases is served here');
      return notes;
    }) as UseCaseResolver;
    return new CommandRoutes(
      { resolve, users, roles, permissionConfig, logger, clock, verifier, callers },
      { appCheckRequired },
      FAKE_TABLE,
    );
  };

  beforeEach(() => {
    const people = [
      ['u-dis', 'disenador', 'active'],
      ['u-off', 'superadministrador', 'disabled'],
    ] as const;
    adapters = createMemoryAdapters(AT, {
      permissionConfig: DEFAULT_PERMISSION_CONFIG,
      roles: DEMO_ROLES.map((role) => ({ ...role, timestamp: null })),
      users: people.map(([uid, role, status]) => ({
        uid,
        email: `${uid}@estudio.test`,
        firstName: '',
        lastName: '',
        role,
        status,
        createdAt: null,
        lastLoginAt: null,
      })),
      authAccounts: people.map(([uid]) => ({
        uid,
        email: `${uid}@estudio.test`,
        password: 'Estudio2026!',
        disabled: false,
      })),
    });
    for (const [uid] of people) tokens[uid] = adapters.callerVerifier.issue(uid);
  });

  const save = { id: 'n1', text: 'Primera nota', dueAt: { $date: '2026-06-01T10:30:00.000Z' } };

  it('runs the command once as the active caller and answers its result, Dates round-tripping', async () => {
    const api = build();
    const answer = await api.handle('notes', post('/save', wire(save), tokens['u-dis'] ?? ''));
    expect(answer).toEqual({
      status: 200,
      body: {
        success: true,
        result: {
          id: 'n1',
          text: 'Primera nota',
          dueAt: { $date: '2026-06-01T10:30:00.000Z' },
          changedBy: { uid: 'u-dis', email: 'u-dis@estudio.test', at: { $date: AT.toISOString() } },
        },
      },
    });
    // The use case saw a real Date, and the actor the caller's record resolves to.
    expect(notes.calls).toHaveLength(1);
    expect(notes.calls[0]?.input).toEqual({ id: 'n1', text: 'Primera nota', dueAt: new Date('2026-06-01T10:30:00Z') });
    expect(notes.calls[0]?.actor).toMatchObject({ uid: 'u-dis', email: 'u-dis@estudio.test' });
    // A command without a model spends no quota.
    expect(quota.countOf('u-dis')).toBe(0);
    // And it was logged with its name, caller, latency and outcome.
    expect(adapters.logger.entries.at(-1)).toEqual({
      level: 'info',
      message: FunctionTexts.contentCommands.ran,
      details: { command: 'notes/save', uid: 'u-dis', latencyMs: 0, outcome: 'ok', status: 200 },
    });
  });

  it('answers 404 to an action or concern the table does not hold, before anything else', async () => {
    const api = build();
    for (const [concern, path] of [
      ['notes', '/nada'],
      ['notes', '/toString'],
      ['otra', '/save'],
      ['notes', '/'],
    ] as const) {
      expect(await api.handle(concern, post(path, wire(save), null))).toEqual({
        status: 404,
        body: { success: false, error: m.unknownRoute },
      });
    }
    expect(notes.calls).toEqual([]);
  });

  it('answers 405, 415 and 413 at the edge', async () => {
    const api = build();
    const token = tokens['u-dis'] ?? '';
    expect(await api.handle('notes', { ...post('/save', wire(save), token), method: 'GET' })).toEqual({
      status: 405,
      body: { success: false, error: edge.methodNotAllowed },
    });
    expect(await api.handle('notes', post('/save', wire(save), token, { 'content-type': 'text/plain' }))).toEqual({
      status: 415,
      body: { success: false, error: edge.unsupportedMediaType },
    });
    const big = { ...post('/save', wire(save), token), bodySize: MAX_COMMAND_BODY_BYTES + 1 };
    expect(await api.handle('notes', big)).toEqual({
      status: 413,
      body: { success: false, error: edge.bodyTooLarge(MAX_COMMAND_BODY_BYTES) },
    });
    // Exactly the cap is read.
    const atCap = { ...post('/save', wire(save), token), bodySize: MAX_COMMAND_BODY_BYTES };
    expect((await api.handle('notes', atCap)).status).toBe(200);
  });

  it('answers 401 to a missing, invalid or revoked ID token, and to a missing App Check token where required', async () => {
    const api = build();
    expect(await api.handle('notes', post('/save', wire(save), null))).toEqual({
      status: 401,
      body: { success: false, error: m.missingIdToken },
    });
    expect(await api.handle('notes', post('/save', wire(save), 'inventado'))).toEqual({
      status: 401,
      body: { success: false, error: edge.invalidIdToken },
    });
    await adapters.accountAdmin.revokeSessions('u-dis');
    expect(await api.handle('notes', post('/save', wire(save), tokens['u-dis'] ?? ''))).toEqual({
      status: 401,
      body: { success: false, error: edge.revokedIdToken },
    });
    const fresh = adapters.callerVerifier.issue('u-dis');
    expect(await build(20, true).handle('notes', post('/save', wire(save), fresh))).toEqual({
      status: 401,
      body: { success: false, error: edge.missingAppCheck },
    });
    expect(notes.calls).toEqual([]);
  });

  it('answers 403 to a caller whose record is disabled, without running the command or spending quota', async () => {
    const api = build();
    expect(await api.handle('notes', post('/suggest', { id: 'n1' }, tokens['u-off'] ?? ''))).toEqual({
      status: 403,
      body: { success: false, error: m.callerInactive },
    });
    expect(notes.calls).toEqual([]);
    expect(model.asked).toEqual([]);
    expect(quota.countOf('u-off')).toBe(0);
    expect(adapters.logger.entries.at(-1)).toMatchObject({
      level: 'info',
      details: { command: 'notes/suggest', uid: 'u-off', outcome: 'refused', status: 403 },
    });
  });

  it.each([
    ['a list', [], m.bodyNotObject],
    ['an id with a slash', { ...save, id: 'a/b' }, m.invalidId('id')],
    ['a number for a text', { ...save, text: 7 }, m.fieldNotText('text')],
    ['a text over its cap', { ...save, text: 'x'.repeat(5001) }, m.fieldTooLong('text', 5000)],
    ['an untagged date', { ...save, dueAt: '2026-06-01' }, m.fieldRequired('dueAt')],
  ])('answers 400 naming the field for a body the parser refuses: %s', async (_case, body, error) => {
    const answer = await build().handle('notes', post('/save', wire(body), tokens['u-dis'] ?? ''));
    expect(answer).toEqual({ status: 400, body: { success: false, error } });
    expect(notes.calls).toEqual([]);
  });

  it('runs the model as made for the caller: one unit of their quota per model call, 429 with Retry-After once spent', async () => {
    const api = build(2);
    const suggest = () => api.handle('notes', post('/suggest', { id: 'n1' }, tokens['u-dis'] ?? ''));
    expect(await suggest()).toMatchObject({ status: 200, body: { success: true, result: { text: 'Sugerida' } } });
    expect((await suggest()).status).toBe(200);
    expect(quota.countOf('u-dis')).toBe(2);
    const refused = await suggest();
    expect(refused).toEqual({
      status: 429,
      headers: { 'Retry-After': '60' },
      body: { success: false, error: FunctionTexts.aiEndpoint.rateLimited(60) },
    });
    // The third command ran its checks, but its model call was refused before the model ran.
    expect(notes.calls).toHaveLength(3);
    expect(model.asked).toEqual(['n1', 'n1']);
    // A command without a model still runs.
    expect((await api.handle('notes', post('/save', wire(save), tokens['u-dis'] ?? ''))).status).toBe(200);
  });

  it('spends nothing for a model command its own checks refuse, or its parser refuses the body of', async () => {
    const api = build(2);
    const token = tokens['u-dis'] ?? '';
    expect((await api.handle('notes', post('/suggest', { id: 'oculta' }, token))).status).toBe(403);
    expect((await api.handle('notes', post('/suggest', { id: 'a/b' }, token))).status).toBe(400);
    expect(model.asked).toEqual([]);
    expect(quota.countOf('u-dis')).toBe(0);
  });

  it('answers 502 for a model that failed (with the command’s own message) and for an answer its parser refused', async () => {
    const api = build();
    model.next = new Error('modelo caído');
    expect(await api.handle('notes', post('/suggest', { id: 'n1' }, tokens['u-dis'] ?? ''))).toEqual({
      status: 502,
      body: { success: false, error: Messages.carousel.generateGuides },
    });
    expect(adapters.logger.errors.at(-1)).toMatchObject({
      message: FunctionTexts.contentCommands.failed,
      details: { command: 'notes/suggest', uid: 'u-dis', outcome: 'failed', status: 502 },
    });
    model.next = ' ';
    expect(await api.handle('notes', post('/suggest', { id: 'n1' }, tokens['u-dis'] ?? ''))).toEqual({
      status: 502,
      body: { success: false, error: Messages.carousel.invalidGuides },
    });
  });

  it('answers 500 without details for a failure nobody foresaw, and 500 with the command’s message for a quota store that fails', async () => {
    const api = build();
    notes.save = () => Promise.reject(new Error('boom'));
    expect(await api.handle('notes', post('/save', wire(save), tokens['u-dis'] ?? ''))).toEqual({
      status: 500,
      body: { success: false, error: m.internal },
    });
    // The quota is read inside the command's model step: its failure is that step's, and no model runs.
    quota.failNext(new Error('quota down'));
    expect(await api.handle('notes', post('/suggest', { id: 'n1' }, tokens['u-dis'] ?? ''))).toEqual({
      status: 500,
      body: { success: false, error: Messages.carousel.generateGuides },
    });
    expect(model.asked).toEqual([]);
  });
});
