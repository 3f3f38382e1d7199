// The scheduled LinkedIn refresh's module (main.ts, linkedinRefresh): LinkedInUseCases over
// the server's and the publishing ports, run once a day. It only calls refreshExpiring, which
// renews every stored connection whose access token expires within 7 days, or marks it
// refreshFailed (docs/scheduling-and-linkedin.md). The emulator suite calls refreshLinkedIn
// directly: the Functions emulator does not run schedules.
import { LinkedInUseCases } from '@estudio/domain/linkedin';
import { createLinkedInRefreshContainer } from '../container/publishing-containers.js';
import { FunctionTexts } from '../texts.js';
import { publishingBindingsOf } from './publishing.js';
import { logger } from './runtime.js';

let useCases: LinkedInUseCases | null = null;
const useCasesOf = (): LinkedInUseCases => {
  useCases ??= createLinkedInRefreshContainer(publishingBindingsOf()).get(LinkedInUseCases);
  return useCases;
};

/** One run of the job: what was renewed and what must be connected again (also logged by the use case). */
export const refreshLinkedIn = async (): Promise<{ readonly refreshed: number; readonly failed: number }> => {
  try {
    const report = await useCasesOf().refreshExpiring();
    return { refreshed: report.refreshed.length, failed: report.failed.length };
  } catch (error) {
    // Logged and thrown again: the scheduler records the run as failed and the next day's run tries again.
    logger.error(FunctionTexts.linkedinRefresh.runFailed, { cause: error });
    throw error;
  }
};
