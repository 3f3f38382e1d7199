import { describeMediaObjectsContract } from '../contracts/index.js';
import { InMemoryMediaObjects, InMemoryMediaStorage, InMemoryStoredMediaReader } from '@estudio/domain/testing';

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
