/**
 * The external pages the console links to or embeds (docs/product.md, "Routes"): the terms of the
 * login's checkbox and the academy's training page. Each is set per deployment with a
 * VITE_* variable; unset, a placeholder page served with the app (packages/web/public)
 * says which variable to set, so the local stack works offline.
 */
export interface ExternalLinks {
  /** The login's terms and conditions (VITE_TERMS_URL), opened in a new tab. */
  readonly termsUrl: string;
  /** The training page shown in /academy's frame (VITE_ACADEMY_URL). */
  readonly academyUrl: string;
}

export const DEFAULT_EXTERNAL_LINKS: ExternalLinks = {
  termsUrl: '/terminos.html',
  academyUrl: '/academia.html',
};

export const readExternalLinks = (env: Record<string, string | undefined>): ExternalLinks => ({
  termsUrl: env.VITE_TERMS_URL?.trim() || DEFAULT_EXTERNAL_LINKS.termsUrl,
  academyUrl: env.VITE_ACADEMY_URL?.trim() || DEFAULT_EXTERNAL_LINKS.academyUrl,
});

/** The links of this build (Vite's environment). */
export const externalLinks = (): ExternalLinks => readExternalLinks(import.meta.env);
