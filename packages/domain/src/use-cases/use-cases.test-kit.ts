import { dispatchCommand } from '../commands/dispatch.js';
import { DomainError } from '../shared/errors.js';
import { type Actor } from '../permissions/actor.js';
import { type MediaFile } from '../ports/storage.js';
import { type PermissionKey } from '../permissions/catalogue.js';
import { type RequirementPatch, type RequirementRepository } from '../ports/repositories.js';
import { vi } from 'vitest';
import { InMemoryStoredMediaReader, resolverOver, type InMemoryMediaStorage, type Twins } from '../testing/index.js';

/*
 * Small helpers shared by the use-case tests: actors, refusals and picked files.
 */

/** A signed-in user holding exactly these permission keys. */
export const actorWith = (keys: readonly PermissionKey[], uid = 'uid-eva', email = 'eva@estudio.example'): Actor => ({
  uid,
  email,
  roleCodes: [],
  keys: new Set(keys),
});

/** The DomainError a call was refused with (a test fails if it resolves or throws anything else). */
export const failureOf = async (promise: Promise<unknown>): Promise<DomainError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

/** A picked file as the browser reports it. */
export const pickedFile = (name: string, type: string, size = 1024): MediaFile => ({
  name,
  type,
  size,
  body: `bytes of ${name}`,
});

/**
 * Someone else writes `patch` to the requirement after the use case read it and before its next updateFrom (the
 * transaction) runs: what that transaction writes must be made from the requirement as it then is.
 */
export const writeBeforeNextUpdateFrom = (
  requirements: RequirementRepository,
  brandId: string,
  requirementId: string,
  patch: RequirementPatch,
): void => {
  const updateFrom = requirements.updateFrom.bind(requirements);
  requirements.updateFrom = async (...args) => {
    requirements.updateFrom = updateFrom;
    await requirements.update(brandId, requirementId, patch);
    return updateFrom(...args);
  };
};

/** Waits until the twin holds `count` uploads (holdUploads()): the use case has read what it needs and is uploading. */
export const untilHeld = (storage: InMemoryMediaStorage, count = 1): Promise<void> =>
  vi.waitFor(() => {
    if (storage.heldUploads().length < count) throw new Error(`${storage.heldUploads().length} uploads held`);
  });

/**
 * The download URL the stored-media twin (bucket demo-estudio.appspot.com) answers for an object at `path`:
 * what the server stores for an upload or an AI image it placed there.
 */
export const twinUrl = (path: string): string =>
  new InMemoryStoredMediaReader().put(path, new Uint8Array(0), 'application/octet-stream');

/** A command run as the router runs it: the raw JSON body read by the command's parser, then its use case, once. */
export const dispatcherOf = (adapters: Twins) => {
  // The server use cases the content commands name, over these twins, as the functions bind them.
  const resolve = resolverOver(adapters);
  return (actor: Actor, name: string, rawBody: string): Promise<unknown> => {
    const [concern = '', action = ''] = name.split('/');
    return dispatchCommand(resolve, actor, concern, action, JSON.parse(rawBody));
  };
};
