import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LINKEDIN_API_VERSION,
  SANDBOX_CREDENTIALS,
  isSandboxUrl,
  publishingSettings,
  type PublishingEnvironment,
} from './publishing-settings.js';
import { ExternalServiceTexts } from '../texts.js';

const REAL = { projectId: 'estudio-prod' };
const SANDBOX = 'http://127.0.0.1:5001/demo-estudio/us-central1/sandbox';

/** Everything a real project must set. */
const REAL_ENV: PublishingEnvironment = {
  METRICOOL_USER_TOKEN: 'mc-token',
  ESTUDIO_METRICOOL_USER_ID: '3999',
  ESTUDIO_LINKEDIN_CLIENT_ID: 'li-client',
  LINKEDIN_CLIENT_SECRET: 'li-secret',
  ESTUDIO_LINKEDIN_REDIRECT_URI: 'https://us-central1-estudio-prod.cloudfunctions.net/linkedin/callback',
};

describe('publishingSettings', () => {
  it("reads a real project's credentials with Metricool's and LinkedIn's real URLs by default", () => {
    expect(publishingSettings(REAL_ENV, REAL)).toEqual({
      metricool: { baseUrl: 'https://app.metricool.com', userToken: 'mc-token', userId: '3999' },
      linkedin: {
        authUrl: 'https://www.linkedin.com/oauth/v2',
        apiUrl: 'https://api.linkedin.com/rest',
        clientId: 'li-client',
        clientSecret: 'li-secret',
        redirectUri: 'https://us-central1-estudio-prod.cloudfunctions.net/linkedin/callback',
        apiVersion: DEFAULT_LINKEDIN_API_VERSION,
        scopes: ['w_organization_social'],
      },
      sandbox: false,
    });
  });

  it('takes the URLs, API version and scopes from the environment, trimmed', () => {
    const settings = publishingSettings(
      {
        ...REAL_ENV,
        ESTUDIO_METRICOOL_URL: ' https://metricool.proxy.example/ ',
        ESTUDIO_LINKEDIN_AUTH_URL: 'https://auth.example/oauth/v2/',
        ESTUDIO_LINKEDIN_API_URL: 'https://api.example/rest',
        ESTUDIO_LINKEDIN_API_VERSION: '202601',
        ESTUDIO_LINKEDIN_SCOPES: 'w_organization_social, r_organization_social',
      },
      REAL,
    );
    expect(settings.metricool.baseUrl).toBe('https://metricool.proxy.example');
    expect(settings.linkedin).toMatchObject({
      authUrl: 'https://auth.example/oauth/v2',
      apiUrl: 'https://api.example/rest',
      apiVersion: '202601',
      scopes: ['w_organization_social', 'r_organization_social'],
    });
  });

  it('points everything at the sandbox on a demo- project with the variables unset', () => {
    expect(publishingSettings({}, { projectId: 'demo-estudio', sandboxBaseUrl: `${SANDBOX}/` })).toEqual({
      metricool: {
        baseUrl: `${SANDBOX}/metricool`,
        userToken: SANDBOX_CREDENTIALS.metricoolUserToken,
        userId: SANDBOX_CREDENTIALS.metricoolUserId,
      },
      linkedin: {
        authUrl: `${SANDBOX}/linkedin/oauth/v2`,
        apiUrl: `${SANDBOX}/linkedin/rest`,
        clientId: SANDBOX_CREDENTIALS.linkedinClientId,
        clientSecret: SANDBOX_CREDENTIALS.linkedinClientSecret,
        redirectUri: 'http://127.0.0.1:5001/demo-estudio/us-central1/linkedin/callback',
        apiVersion: DEFAULT_LINKEDIN_API_VERSION,
        scopes: ['w_organization_social'],
      },
      sandbox: true,
    });
  });

  it('lets a demo- project name its own services, and then wants their credentials', () => {
    const settings = publishingSettings(
      {
        ...REAL_ENV,
        ESTUDIO_METRICOOL_URL: 'https://app.metricool.com',
        ESTUDIO_LINKEDIN_AUTH_URL: 'https://www.linkedin.com/oauth/v2',
        ESTUDIO_LINKEDIN_API_URL: 'https://api.linkedin.com/rest',
      },
      { projectId: 'demo-x', sandboxBaseUrl: SANDBOX },
    );
    expect(settings.sandbox).toBe(false);
    expect(settings.metricool.userToken).toBe('mc-token');
    expect(() =>
      publishingSettings(
        { ESTUDIO_METRICOOL_URL: 'https://app.metricool.com' },
        { projectId: 'demo-x', sandboxBaseUrl: SANDBOX },
      ),
    ).toThrow(/METRICOOL_USER_TOKEN/);
  });

  it('wants the real variables on a demo- project without a sandbox', () => {
    expect(() => publishingSettings({}, { projectId: 'demo-x' })).toThrow(
      ExternalServiceTexts.settingRequired('METRICOOL_USER_TOKEN', 'demo-x'),
    );
  });

  it.each([
    ['METRICOOL_USER_TOKEN'],
    ['ESTUDIO_METRICOOL_USER_ID'],
    ['ESTUDIO_LINKEDIN_CLIENT_ID'],
    ['LINKEDIN_CLIENT_SECRET'],
    ['ESTUDIO_LINKEDIN_REDIRECT_URI'],
  ])('refuses a real project without %s, naming it', (name) => {
    expect(() => publishingSettings({ ...REAL_ENV, [name]: ' ' }, REAL)).toThrow(
      ExternalServiceTexts.settingRequired(name, 'estudio-prod'),
    );
  });

  it('never uses the sandbox on a real project, even when given its URL', () => {
    const settings = () => publishingSettings(REAL_ENV, { projectId: 'estudio-prod', sandboxBaseUrl: SANDBOX });
    expect(settings().sandbox).toBe(false);
    expect(settings().metricool.baseUrl).toBe('https://app.metricool.com');
    expect(() => publishingSettings({}, { projectId: 'estudio-prod', sandboxBaseUrl: SANDBOX })).toThrow(
      /METRICOOL_USER_TOKEN/,
    );
  });

  it.each([
    ['ESTUDIO_METRICOOL_URL', 'https://functions.example/estudio/sandbox/metricool'],
    ['ESTUDIO_LINKEDIN_AUTH_URL', 'https://functions.example/sandbox/linkedin/oauth/v2'],
    ['ESTUDIO_LINKEDIN_API_URL', 'https://functions.example/sandbox/linkedin/rest'],
  ])('refuses %s pointing at a sandbox on a real project', (name, value) => {
    expect(() => publishingSettings({ ...REAL_ENV, [name]: value }, REAL)).toThrow(
      ExternalServiceTexts.sandboxRefused(name, 'estudio-prod'),
    );
  });

  it.each([
    ['ESTUDIO_METRICOOL_URL', 'http://app.metricool.com'],
    ['ESTUDIO_LINKEDIN_AUTH_URL', 'http://www.linkedin.com/oauth/v2'],
    ['ESTUDIO_LINKEDIN_API_URL', 'http://api.linkedin.com/rest'],
    ['ESTUDIO_LINKEDIN_REDIRECT_URI', 'http://console.example/linkedin/callback'],
  ])('refuses a non-https %s on a real project', (name, value) => {
    expect(() => publishingSettings({ ...REAL_ENV, [name]: value }, REAL)).toThrow(
      ExternalServiceTexts.httpsRequired(name, value),
    );
  });

  it('refuses a URL that is not one', () => {
    expect(() => publishingSettings({ ...REAL_ENV, ESTUDIO_METRICOOL_URL: 'metricool' }, REAL)).toThrow(
      ExternalServiceTexts.invalidUrl('ESTUDIO_METRICOOL_URL', 'metricool'),
    );
    expect(() => publishingSettings({ ...REAL_ENV, ESTUDIO_LINKEDIN_API_URL: 'ftp://x.example/rest' }, REAL)).toThrow(
      ExternalServiceTexts.invalidUrl('ESTUDIO_LINKEDIN_API_URL', 'ftp://x.example/rest'),
    );
  });

  it('tells a sandbox URL by its path', () => {
    expect(isSandboxUrl(`${SANDBOX}/metricool`)).toBe(true);
    expect(isSandboxUrl('https://app.metricool.com/sandboxes')).toBe(false);
    expect(isSandboxUrl('not a url')).toBe(false);
  });
});
