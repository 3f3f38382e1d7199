import type { AiModelInfo, AiStatus } from '../ports/ai.js';

/**
 * Which model answers the AI calls (the ai function's status), for the console shell's
 * 'Modelo de demostración' badge. Any signed-in user may ask: it names a model, nothing more.
 */
export class AiModelUseCases {
  constructor(private readonly status: AiStatus) {}

  /** The serving model; a failure is the port's, as it is (the shell then shows no badge). */
  current(): Promise<AiModelInfo> {
    return this.status.aiStatus();
  }
}
