import { describe, expect, it } from 'vitest';
import { aiSettings, projectIdOf, qualifiedModel } from './ai-settings.js';
import { AiModelTexts } from '../texts.js';

describe('aiSettings', () => {
  it('answers with the demo model on a demo- project without a provider', () => {
    const settings = aiSettings({ GCLOUD_PROJECT: 'demo-estudio' });
    expect(settings).toEqual({
      provider: 'demo',
      projectId: 'demo-estudio',
      textModel: 'estudio',
      imageModel: 'estudio-imagen',
    });
    expect(qualifiedModel(settings, settings.textModel)).toBe('demo/estudio');
  });

  it('refuses a real project without a provider, naming the variable', () => {
    expect(() => aiSettings({ GCLOUD_PROJECT: 'estudio-prod' })).toThrow(/ESTUDIO_AI_PROVIDER/);
    expect(() => aiSettings({ GCLOUD_PROJECT: 'estudio-prod', ESTUDIO_AI_PROVIDER: ' ' })).toThrow(
      AiModelTexts.providerRequired('estudio-prod'),
    );
  });

  it('refuses the demo model on a real project', () => {
    expect(() => aiSettings({ GCLOUD_PROJECT: 'estudio-prod', ESTUDIO_AI_PROVIDER: 'demo' })).toThrow(
      AiModelTexts.demoRefused('estudio-prod'),
    );
  });

  it('refuses an unknown provider and an unknown project', () => {
    expect(() => aiSettings({ GCLOUD_PROJECT: 'demo-x', ESTUDIO_AI_PROVIDER: 'openai' })).toThrow(
      AiModelTexts.unknownProvider('openai'),
    );
    expect(() => aiSettings({})).toThrow(AiModelTexts.projectUnknown);
  });

  it('reads the Gemini API key and the model names, with the defaults', () => {
    expect(
      aiSettings({ GCLOUD_PROJECT: 'estudio-prod', ESTUDIO_AI_PROVIDER: 'googleai', GEMINI_API_KEY: 'k' }),
    ).toEqual({
      provider: 'googleai',
      projectId: 'estudio-prod',
      textModel: 'gemini-2.5-flash',
      imageModel: 'gemini-2.5-flash-image',
      apiKey: 'k',
    });
    expect(() => aiSettings({ GCLOUD_PROJECT: 'estudio-prod', ESTUDIO_AI_PROVIDER: 'googleai' })).toThrow(
      /GEMINI_API_KEY/,
    );
    const chosen = aiSettings({
      GCLOUD_PROJECT: 'estudio-prod',
      ESTUDIO_AI_PROVIDER: 'googleai',
      GEMINI_API_KEY: 'k',
      ESTUDIO_AI_TEXT_MODEL: 'gemini-2.5-pro',
      ESTUDIO_AI_IMAGE_MODEL: 'gemini-3-pro-image-preview',
    });
    expect([chosen.textModel, chosen.imageModel]).toEqual(['gemini-2.5-pro', 'gemini-3-pro-image-preview']);
  });

  it('reads Vertex AI with its default location, also on a demo- project when named', () => {
    expect(aiSettings({ GCLOUD_PROJECT: 'estudio-prod', ESTUDIO_AI_PROVIDER: 'vertexai' })).toMatchObject({
      provider: 'vertexai',
      location: 'us-central1',
    });
    expect(
      aiSettings({
        GCLOUD_PROJECT: 'demo-x',
        ESTUDIO_AI_PROVIDER: 'vertexai',
        ESTUDIO_VERTEX_LOCATION: 'europe-west4',
      }),
    ).toMatchObject({ provider: 'vertexai', location: 'europe-west4' });
  });

  it('reads an OpenAI-compatible server: base URL required, key and image model optional', () => {
    expect(
      aiSettings({
        GCLOUD_PROJECT: 'estudio-prod',
        ESTUDIO_AI_PROVIDER: 'openai-compatible',
        ESTUDIO_OPENAI_BASE_URL: 'http://localhost:11434/v1/',
        ESTUDIO_AI_TEXT_MODEL: 'llama3.1',
      }),
    ).toEqual({
      provider: 'openai-compatible',
      projectId: 'estudio-prod',
      textModel: 'llama3.1',
      imageModel: null,
      baseUrl: 'http://localhost:11434/v1',
      apiKey: null,
    });
    expect(() => aiSettings({ GCLOUD_PROJECT: 'estudio-prod', ESTUDIO_AI_PROVIDER: 'openai-compatible' })).toThrow(
      /ESTUDIO_OPENAI_BASE_URL/,
    );
    expect(() =>
      aiSettings({
        GCLOUD_PROJECT: 'estudio-prod',
        ESTUDIO_AI_PROVIDER: 'openai-compatible',
        ESTUDIO_OPENAI_BASE_URL: 'ftp://x',
      }),
    ).toThrow(/ESTUDIO_OPENAI_BASE_URL/);
  });

  it('takes the project from FIREBASE_CONFIG when GCLOUD_PROJECT is unset', () => {
    expect(projectIdOf({ FIREBASE_CONFIG: '{"projectId":"demo-estudio","storageBucket":"b"}' })).toBe('demo-estudio');
    expect(projectIdOf({ FIREBASE_CONFIG: '/path/to/config.json' })).toBeNull();
    expect(projectIdOf({ FIREBASE_CONFIG: '{not json' })).toBeNull();
  });
});
