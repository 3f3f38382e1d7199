import { DomainError } from '../shared/errors.js';
import { ServerMessages } from '../server-messages.js';
import { type MediaObjects, type OwnedObject } from '../ports/media-objects.js';
import type { InMemoryMediaStorage } from './in-memory-media-storage.js';
import type { InMemoryStoredMediaReader } from './in-memory-stored-media-reader.js';

/**
 * The twin of the server's MediaObjects: an object is what the storage twin holds at that
 * path (the browser's uploads), and its URL the one the stored-media twin answers for it, so
 * the server's later reads of that URL (a validation, a summary, a scheduled medium) find it.
 * An object the stored-media twin alone holds (the demo media a seed put in the bucket) is
 * found too, as the server's bucket holds both.
 */
export class InMemoryMediaObjects implements MediaObjects {
  constructor(
    private readonly storage: InMemoryMediaStorage,
    private readonly reader: InMemoryStoredMediaReader,
  ) {}

  async resolve(path: string): Promise<OwnedObject> {
    const stored = this.storage.list().find((object) => object.path === path);
    if (stored === undefined) {
      const seeded = this.reader.find(path);
      if (seeded === undefined) throw new DomainError('not-found', ServerMessages.storedMedia.mediaNotFound, { path });
      return { path, url: seeded.url, contentType: seeded.contentType, size: seeded.size };
    }
    const url = this.reader.put(path, new Uint8Array(stored.size), stored.contentType);
    return { path, url, contentType: stored.contentType, size: stored.size };
  }

  async storeBase64(path: string, base64: string, contentType: string): Promise<OwnedObject> {
    await this.storage.uploadBase64(path, base64, contentType);
    return this.resolve(path);
  }
}
