/** The 'Envíos' screen's words (docs/product.md, "Envíos"). */
export const SendsTexts = {
  table: 'Envíos de la marca',
  headers: {
    at: 'Fecha (hora de Bogotá)',
    kind: 'Tipo',
    title: 'Contenido',
    networks: 'Redes',
    outcome: 'Resultado',
    detail: 'Detalle',
    by: 'Enviado por',
  },
  outcomes: { sent: 'Enviado', 'already-sent': 'Ya enviado', refused: 'Rechazado', failed: 'Falló' },
  /** The detail of a send that went: Metricool's post, or the sandbox's. */
  post: (postId: string): string => `Borrador ${postId} en Metricool`,
  sandboxPost: (postId: string): string => `Borrador ${postId} en el entorno de pruebas`,
  status: (status: number): string => `HTTP ${status}`,
  empty: 'Aún no hay envíos de esta marca.',
  emptyHint: "Cada 'Programar publicación' de un carrusel o un video queda aquí: enviado, rechazado o fallido.",
  chooseBrand: 'Elige una marca en el menú para ver sus envíos.',
  noPermission: 'No tienes permiso para ver los envíos.',
} as const;
