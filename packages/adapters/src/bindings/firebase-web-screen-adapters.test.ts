import { deleteApp, initializeApp } from 'firebase/app';
import { getFirestore } from 'firebase/firestore/lite';
import { afterAll, describe, expect, it } from 'vitest';
import { ConsoleLogger } from '../system/console-logger.js';
import { firebaseWebScreenAdapters } from './firebase-web-screen-adapters.js';

// Nothing is read or written here: the SDK only connects on first use.
const app = initializeApp({ projectId: 'demo-estudio', apiKey: 'demo-api-key' }, 'screen-adapters-test');
afterAll(() => deleteApp(app));

describe("the browser's adapters of the ports only some screens call", () => {
  it('serves the model status, scheduling and the LinkedIn endpoints from the functions, the guide, the histories and the LinkedIn connection from Firestore', () => {
    const adapters = firebaseWebScreenAdapters(
      getFirestore(app),
      {
        functionsUrl: 'http://127.0.0.1:5001/demo-estudio/us-central1/userAdmin',
        linkedinUrl: 'http://127.0.0.1:5001/demo-estudio/us-central1/linkedin',
        schedulerUrl: 'http://127.0.0.1:5001/demo-estudio/us-central1/scheduler',
        aiUrl: 'http://127.0.0.1:5001/demo-estudio/us-central1/ai',
      },
      { idToken: () => Promise.resolve(null), appCheckToken: () => Promise.resolve(null) },
      new ConsoleLogger(),
    );
    expect(
      Object.fromEntries(Object.entries(adapters).map(([port, adapter]) => [port, adapter.constructor.name])),
    ).toEqual({
      accountGateway: 'HttpAccountGateway',
      linkedInGateway: 'HttpLinkedInGateway',
      blueprints: 'FirestoreWebBlueprintRepository',
      designValidations: 'FirestoreWebDesignValidationHistory',
      sends: 'FirestoreWebSendHistory',
      brandReviews: 'FirestoreWebBrandReviewHistory',
      comments: 'FirestoreWebCommentLog',
      schedulingGateway: 'HttpSchedulingGateway',
      linkedInConnections: 'FirestoreWebLinkedInConnectionReader',
      aiStatus: 'HttpAiStatus',
    });
  });
});
