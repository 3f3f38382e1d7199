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
} as const;
