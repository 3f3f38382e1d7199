import type { Logger } from '@estudio/domain/shared';
import type { Firestore } from 'firebase/firestore/lite';
import { withSpanishFailures } from '../firebase-failures/firebase-failures.js';
import { FirestoreWebCommentLog } from '../firestore-web/firestore-web-comment-log.js';
import { FirestoreWebBlueprintRepository } from '../firestore-web/firestore-web-blueprint-repository.js';
import { FirestoreWebBrandReviewHistory } from '../firestore-web/firestore-web-brand-review-history.js';
import { FirestoreWebLinkedInConnectionReader } from '../firestore-web/firestore-web-linkedin-connection-reader.js';
import { FirestoreWebDesignValidationHistory } from '../firestore-web/firestore-web-design-validation-history.js';
import { FirestoreWebSendHistory } from '../firestore-web/firestore-web-send-history.js';
import { HttpAccountGateway } from '../http-account-gateway/http-account-gateway.js';
import { HttpAiStatus } from '../http-ai/http-ai-status.js';
import { HttpLinkedInGateway } from '../http-publishing/http-linkedin-gateway.js';
import { HttpSchedulingGateway } from '../http-publishing/http-scheduling-gateway.js';
import type { RequestCredentials } from '../http-shared/request-credentials.js';

/**
 * The browser's adapters built by a chunk of their own, fetched by the first call to one of
 * them: the ports only some screens call (the guide, the design validations', the sends' and
 * the brand reviews' history, which model answers (the shell's demo badge, fetched after the
 * console draws), the user-administration, scheduling and LinkedIn endpoints, the LinkedIn
 * connection) and the
 * comment log, whose counts of new comments the lists draw after their rows. The console's
 * first screen (/requirements) draws without any of them.
 */
export const firebaseWebScreenAdapters = (
  firestore: Firestore,
  urls: {
    readonly functionsUrl: string;
    readonly linkedinUrl: string;
    readonly schedulerUrl: string;
    readonly aiUrl: string;
  },
  credentials: RequestCredentials,
  logger: Logger,
) => ({
  accountGateway: new HttpAccountGateway(urls.functionsUrl, credentials, logger),
  linkedInGateway: new HttpLinkedInGateway(urls.linkedinUrl, credentials, logger),
  blueprints: withSpanishFailures(new FirestoreWebBlueprintRepository(firestore)),
  designValidations: withSpanishFailures(new FirestoreWebDesignValidationHistory(firestore)),
  sends: withSpanishFailures(new FirestoreWebSendHistory(firestore)),
  brandReviews: withSpanishFailures(new FirestoreWebBrandReviewHistory(firestore)),
  comments: withSpanishFailures(new FirestoreWebCommentLog(firestore)),
  schedulingGateway: new HttpSchedulingGateway(urls.schedulerUrl, credentials, logger),
  linkedInConnections: withSpanishFailures(new FirestoreWebLinkedInConnectionReader(firestore)),
  aiStatus: new HttpAiStatus(urls.aiUrl, credentials, logger),
});

export type FirebaseWebScreenAdapters = ReturnType<typeof firebaseWebScreenAdapters>;
