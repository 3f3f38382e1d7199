import type { LinkedInAuthorizer } from '@estudio/domain';

/**
 * The in-memory twin of the LinkedIn redirect: a predictable URL carrying uid and brandId
 * as an encoded query, so a test can check what the browser would be sent to.
 */
export class FixedLinkedInAuthorizer implements LinkedInAuthorizer {
  constructor(private readonly baseUrl = 'https://linkedin.example/auth') {}

  authorizationUrl(query: { uid: string; brandId: string }): string {
    return `${this.baseUrl}?uid=${encodeURIComponent(query.uid)}&brandId=${encodeURIComponent(query.brandId)}`;
  }
}
