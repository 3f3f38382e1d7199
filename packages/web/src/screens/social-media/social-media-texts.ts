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
