import { describeMediaObjectsContract } from '../contracts/index.js';
import { InMemoryMediaObjects } from './in-memory-media-objects.js';
import { InMemoryMediaStorage } from './in-memory-media-storage.js';
import { InMemoryStoredMediaReader } from './in-memory-stored-media-reader.js';

describeMediaObjectsContract('in-memory twin', async () => {
  const storage = new InMemoryMediaStorage();
  const reader = new InMemoryStoredMediaReader();
  return {
    objects: new InMemoryMediaObjects(storage, reader),
    bucket: reader.bucket,
    upload: async (path, bytes, contentType) => {
      await storage.upload(path, {
        name: path.split('/').at(-1) ?? path,
        type: contentType,
        size: bytes.byteLength,
        body: bytes,
      });
    },
  };
});
