import { AiModelUseCases } from './ai-model.js';
import { describe, expect, it } from 'vitest';
import { ScriptedAiServices } from '../testing/index.js';

describe('AiModelUseCases', () => {
  it('answers the model the ai function reports', async () => {
    const ai = new ScriptedAiServices();
    ai.modelInfo = { provider: 'vertexai', model: 'vertexai/gemini-2.5-flash', demo: false };
    expect(await new AiModelUseCases(ai).current()).toEqual(ai.modelInfo);
  });

  it('lets a failure through as it is (the shell then shows no badge)', async () => {
    const ai = new ScriptedAiServices();
    const outage = new Error('sin conexión');
    ai.modelInfo = outage;
    await expect(new AiModelUseCases(ai).current()).rejects.toBe(outage);
  });
});
