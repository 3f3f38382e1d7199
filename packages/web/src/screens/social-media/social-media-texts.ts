/**
 * The words of the /socialmedia screen's interface (labels and buttons, docs/product.md,
 * "LinkedIn"); its messages are in the domain's catalogue (Messages.linkedin).
 */
export const SocialMediaTexts = {
  linkedInSection: 'LinkedIn',
  organizationId: 'ID de organización de LinkedIn',
  save: 'Guardar',
  connect: 'Conectar LinkedIn',
  disconnect: 'Desconectar',
  connectionStatus: 'Estado de la conexión con LinkedIn',
  brand: 'Marca',
  /** The connection's indicator, the save notice, the disconnect confirmation and the sandbox label. */
  saved: 'Datos de LinkedIn guardados correctamente.',
  connected: 'Conectado con LinkedIn',
  connectedUntil: (date: string): string => `Conectado con LinkedIn hasta el ${date}.`,
  notConnectedIndicator: 'Sin conexión con LinkedIn',
  expiredHint: (date: string): string =>
    `El acceso a LinkedIn caducó el ${date}: vuelve a conectarlo con 'Conectar LinkedIn'.`,
  confirmDisconnect:
    '¿Desconectar LinkedIn? Se borrarán las credenciales guardadas y no podrás publicar en LinkedIn hasta conectarlo de nuevo.',
  sandboxConnection: 'Entorno de pruebas local: esta conexión no usa LinkedIn real.',
} as const;

const days = (count: number): string => (count === 0 ? 'hoy' : count === 1 ? 'en 1 día' : `en ${count} días`);

/**
 * 'Estado de las conexiones' (docs/product.md, "Estado de las conexiones"): each connection's
 * state, and each warning with the action that fixes it.
 */
export const ConnectionHealthTexts = {
  section: 'Estado de las conexiones',
  linkedIn: SocialMediaTexts.linkedInSection,
  metricool: 'Metricool',
  checking: 'Comprobando las conexiones…',
  linkedInDaysLeft: (count: number): string =>
    count === 0
      ? 'Conectado: caduca hoy.'
      : count === 1
        ? 'Conectado: queda 1 día.'
        : `Conectado: quedan ${count} días.`,
  linkedInExpired: (date: string): string => `Caducó el ${date}.`,
  linkedInNoRefresh: 'No se puede renovar automáticamente.',
  metricoolOk: 'Conectado: el ID de Metricool de la marca responde.',
  metricoolFailing: 'No responde',
  warnings: 'Conexiones que requieren acción',
  linkedInExpiring: (count: number): string =>
    `Tu conexión con LinkedIn caduca ${days(count)}: vuelve a conectarla para no perder las publicaciones.`,
  linkedInRefreshFailed: (count: number): string =>
    `Tu conexión con LinkedIn no se puede renovar y caduca ${days(count)}: vuelve a conectarla.`,
  linkedInExpiredWarning: (date: string): string =>
    `Tu conexión con LinkedIn caducó el ${date}: vuelve a conectarla para publicar en LinkedIn.`,
  metricoolFailingWarning: (reason: string): string =>
    `Metricool no responde al ID de la marca: ${reason} Revisa el ID de Metricool de la marca o vuelve a intentarlo.`,
  reconnect: 'Volver a conectar LinkedIn',
  setBlogId: 'Configurar el ID de Metricool en ADN de marca',
  fixBlogId: 'Revisar el ID de Metricool en ADN de marca',
  retry: 'Volver a comprobar',
} as const;
