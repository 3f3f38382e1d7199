import { FunctionTexts } from '../texts.js';

/*
 * LinkedIn's authorization page as the local sandbox shows it: a small Spanish page that
 * says it is the local sandbox, with 'Permitir' and 'Cancelar' forms posting back to the
 * sandbox, which then redirects to the redirect_uri (with a code, or with
 * error=user_cancelled_authorize).
 */

const m = FunctionTexts.sandbox;

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** What the page's forms carry back. */
export interface AuthorizationFields {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly state: string;
  readonly scope: string;
}

const hidden = (fields: AuthorizationFields): string =>
  [
    ['client_id', fields.clientId],
    ['redirect_uri', fields.redirectUri],
    ['state', fields.state],
    ['scope', fields.scope],
  ]
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value ?? '')}">`)
    .join('');

const page = (body: string): string =>
  [
    '<!doctype html>',
    '<html lang="es"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(m.pageTitle)}</title>`,
    '<style>',
    'body{font-family:system-ui,sans-serif;background:#f3f2ef;color:#1d2226;margin:0}',
    'main{max-width:28rem;margin:4rem auto;background:#fff;border-radius:8px;padding:2rem;box-shadow:0 1px 3px #0003}',
    '.etiqueta{background:#fff4cc;border:1px solid #d9a400;border-radius:4px;padding:.5rem;font-size:.9rem}',
    'form{display:inline-block;margin-right:.75rem}',
    'button{font-size:1rem;padding:.5rem 1.25rem;border-radius:1.5rem;border:1px solid #0a66c2;cursor:pointer}',
    '.permitir{background:#0a66c2;color:#fff}.cancelar{background:#fff;color:#0a66c2}',
    '</style></head><body><main>',
    `<p class="etiqueta" role="note">${escapeHtml(m.label)}</p>`,
    body,
    '</main></body></html>',
  ].join('\n');

/** The consent page. Its forms post to authorization/allow and authorization/cancel (relative to the page). */
export const authorizationPage = (fields: AuthorizationFields): string =>
  page(
    [
      `<h1>${escapeHtml(m.authorizeHeading)}</h1>`,
      `<p>${escapeHtml(m.authorizeText(fields.clientId))}</p>`,
      `<p>${escapeHtml(m.scopesText(fields.scope))}</p>`,
      `<form method="post" action="authorization/allow">${hidden(fields)}`,
      `<button type="submit" class="permitir">${escapeHtml(m.allow)}</button></form>`,
      `<form method="post" action="authorization/cancel">${hidden(fields)}`,
      `<button type="submit" class="cancelar">${escapeHtml(m.cancel)}</button></form>`,
    ].join('\n'),
  );

/** A refused authorization request (no redirect: the redirect_uri itself may be the fault), with its Spanish reason. */
export const refusalPage = (reason: string): string =>
  page(`<h1>${escapeHtml(m.pageTitle)}</h1>\n<p>${escapeHtml(reason)}</p>`);
