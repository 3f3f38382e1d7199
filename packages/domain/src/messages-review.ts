/**
 * The approval's texts (docs/product.md, "Approval"): the review states, the parts an
 * approval covers, the refusals of the review commands and the pre-flight's reasons. Held in
 * Messages under `review`.
 */
export const ReviewMessages = {
  states: {
    none: 'Sin enviar a revisión',
    inReview: 'En revisión',
    changesRequested: 'Cambios solicitados',
    approved: 'Aprobado',
    approvedOther: 'Aprobado en otra versión',
  },
  parts: {
    texto: 'Texto',
    guias: 'Guías de diseño',
    imagenes: 'Imágenes',
    guiones: 'Guiones',
    articulo: 'Artículo',
    planificacion: 'Planificación',
  },
  approvalOff: 'Esta marca no requiere aprobación: activa «Requiere aprobación» en la marca para enviar a revisión.',
  alreadyInReview: 'Ya está en revisión.',
  alreadyApproved: 'Esta versión ya está aprobada.',
  notInReview: 'No está en revisión: el editor debe enviarlo a revisión primero.',
  commentRequired: 'Escribe qué cambios pides.',
  commentTooLong: (max: number) => `El comentario no puede superar ${max} caracteres.`,
  submitFailed: 'Error al enviar a revisión.',
  approveFailed: 'Error al aprobar.',
  requestChangesFailed: 'Error al pedir cambios.',
  saveApprovalFailed: 'Error al guardar «Requiere aprobación».',
  guideNotFound: 'Esta marca no tiene guía de comunicación.',
  /** The scheduler's refusals on a brand with approval on (one of them is in the pre-flight list). */
  preflight: {
    notSubmitted: 'La marca requiere aprobación y esta pieza no se ha enviado a revisión.',
    inReview: 'La marca requiere aprobación y esta pieza está en revisión: espera la aprobación.',
    changesRequested: 'La marca requiere aprobación y el revisor pidió cambios en esta pieza.',
    approvedOther: (parts: readonly string[]) =>
      `La marca requiere aprobación y la versión aprobada no es la actual (cambió: ${parts.join(', ')}): envíala de nuevo a revisión.`,
  },
} as const;
