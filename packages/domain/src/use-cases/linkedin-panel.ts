import { isLinkedInUsable, type LinkedInCallbackProblem, type LinkedInConnection } from '../linkedin/connection.js';
import { Messages } from '../messages.js';
import { requirePermission } from '../permissions/actor.js';
import type { Actor } from '../permissions/actor.js';
import type { ContentCommands } from '../ports/content-commands.js';
import type { Brand } from '../brands/brand.js';
import type { LinkedInAuthorization, LinkedInConnectionReader, LinkedInGateway } from '../ports/linkedin-oauth.js';
import type { Clock } from '../shared/clock.js';
import { failingWith } from './or-fail.js';

const messages = Messages.linkedin;

/** What the indicator shows: the stored connection and whether it works now (connected, unexpired). */
export type LinkedInStatus = LinkedInConnection & { readonly usable: boolean };

const DISCONNECTED: LinkedInConnection = {
  connected: false,
  expiresAt: null,
  organizationId: '',
  brandId: '',
  connectedAt: null,
  sandbox: false,
  refreshFailed: false,
};

/** The query /socialmedia is opened with after the callback: linkedin=conectado, or linkedin=error&motivo=… */
export type LinkedInCallbackQuery = Readonly<Record<string, string | null | undefined>>;

const isCallbackProblem = (value: string): value is LinkedInCallbackProblem =>
  Object.prototype.hasOwnProperty.call(messages.callbackProblems, value);

/**
 * The LinkedIn section of Redes Sociales (/socialmedia), docs/product.md, "LinkedIn". The
 * organization id is stored by the server ('brand/linkedin-organization'); the connection
 * is the linkedin function's.
 */
export class LinkedInPanelUseCases {
  constructor(
    private readonly connections: LinkedInConnectionReader,
    private readonly gateway: LinkedInGateway,
    private readonly commands: ContentCommands,
    private readonly clock: Clock,
  ) {}

  /**
   * The actor's users/{uid}/linkedin/default ('Conectado con LinkedIn' when usable). The
   * spec has no message for a failed read: the indicator then simply shows "not connected".
   */
  async status(actor: Actor): Promise<LinkedInStatus> {
    requirePermission(actor, 'SOCIAL_MEDIA');
    let connection: LinkedInConnection;
    try {
      connection = (await this.connections.get(actor.uid)) ?? DISCONNECTED;
    } catch {
      connection = DISCONNECTED;
    }
    return { ...connection, usable: isLinkedInUsable(connection, this.clock.now()) };
  }

  /**
   * 'Conectar LinkedIn': saves the organization id on the brand, then asks the linkedin
   * function for the authorization URL (with its single-use state) the browser is sent to,
   * and whether that is the local sandbox.
   */
  async connectUrl(
    actor: Actor,
    brandId: string | null | undefined,
    organizationId: string,
  ): Promise<LinkedInAuthorization> {
    requirePermission(actor, 'SOCIAL_MEDIA');
    const { id } = await this.saveOrganization(brandId, organizationId);
    const { url, sandbox } = await failingWith({ fallback: messages.connectFailed })(() => this.gateway.authorize(id));
    return { url, sandbox };
  }

  /** Disconnect: the function revokes and removes the tokens and the status; answers the text shown. */
  async disconnect(actor: Actor): Promise<string> {
    requirePermission(actor, 'SOCIAL_MEDIA');
    await failingWith({ fallback: messages.disconnectFailed })(() => this.gateway.disconnect());
    return messages.disconnected;
  }

  /** The text /socialmedia shows after the callback's redirect; null when the page was not opened by it. */
  callbackMessage(query: LinkedInCallbackQuery): string | null {
    const outcome = query['linkedin'];
    if (outcome === 'conectado') return messages.callbackConnected;
    if (outcome !== 'error') return null;
    const problem = query['motivo'] ?? '';
    return isCallbackProblem(problem) ? messages.callbackProblems[problem] : messages.callbackUnknown;
  }

  /**
   * As 'Guardar' does: the server checks a selected brand, then a non-blank organization id,
   * and stores it trimmed; answers the brand as saved.
   */
  private saveOrganization(brandId: string | null | undefined, organizationId: string): Promise<Brand> {
    return this.commands.run('brand/linkedin-organization', { brandId: brandId ?? null, organizationId });
  }
}
