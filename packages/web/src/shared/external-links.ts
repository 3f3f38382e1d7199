/**
 * The external pages the console links to or embeds (docs/product.md, "Routes"): the terms of the
 * login's checkbox and the academy's training page. Each is set per deployment with a
 * VITE_* variable; unset, a placeholder page served with the app (packages/web/public)
 * stands in, so the local stack works offline (users are never told a variable's name: the
 * academy screen tells developers in the console).
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

// ------------------------------------------------------------------- embedded frames

/**
 * Which pages an embedded frame may show (docs/product.md, "Validation rules": https only, an allow-list of hosts;
 * firebase.json's frame-src names the same hosts). A page of the app's own origin is
 * allowed only where sameOrigin says so (the academy's placeholder).
 */
export interface FramePolicy {
  /** Lowercase host names, reached over https on the default port. */
  readonly hosts: readonly string[];
  readonly sameOrigin: boolean;
}

/** What to put in the frame: its address and its sandbox tokens. */
export interface FrameSource {
  readonly url: string;
  readonly sandbox: string;
}

/** Métricas: the metrics dashboards (docs/product.md, "Metrics and Academy"), never the brand's link as such. */
export const METRICS_FRAME: FramePolicy = { hosts: ['app.metricool.com'], sameOrigin: false };

/** The https host of an absolute address, or none (a same-origin path, another scheme, a user in it). */
const httpsHost = (address: string): string[] => {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' && url.username === '' && url.password === '' && url.port === ''
      ? [url.hostname]
      : [];
  } catch {
    return [];
  }
};

/** Academia: the app's own placeholder page, or the https host this build's VITE_ACADEMY_URL names. */
export const academyFrame = (links: ExternalLinks): FramePolicy => ({
  hosts: httpsHost(links.academyUrl),
  sameOrigin: true,
});

/** A third-party page: its scripts, its own session, its forms, links opened in a new tab. Never the top window. */
const CROSS_ORIGIN_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';
/** A page of the app's own origin gets no allow-same-origin: with scripts, it could lift its own sandbox. */
const SAME_ORIGIN_SANDBOX = 'allow-scripts allow-forms allow-popups';

/**
 * The frame for `address` under `policy`, or null when it may not be framed: the screen
 * then shows its empty state. `appOrigin` is the console's own origin (window.location.origin).
 */
export const frameSource = (
  address: string | null | undefined,
  policy: FramePolicy,
  appOrigin: string,
): FrameSource | null => {
  const trimmed = address?.trim() ?? '';
  if (trimmed === '') return null;
  let url: URL;
  try {
    url = new URL(trimmed, appOrigin);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  if (url.origin === appOrigin) return policy.sameOrigin ? { url: trimmed, sandbox: SAME_ORIGIN_SANDBOX } : null;
  const allowed = url.protocol === 'https:' && url.port === '' && policy.hosts.includes(url.hostname);
  return allowed ? { url: trimmed, sandbox: CROSS_ORIGIN_SANDBOX } : null;
};
