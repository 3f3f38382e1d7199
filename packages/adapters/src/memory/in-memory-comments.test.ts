import { InMemoryComments } from '@estudio/domain/testing';
import { describeCommentsContract } from '../contracts/index.js';

describeCommentsContract('InMemoryComments', async () => ({ comments: new InMemoryComments() }));
