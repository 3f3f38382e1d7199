/**
 * The domain's messages only servers raise (the server-only use cases and commands, the
 * stored-media readers): kept out of `Messages` because the browser loads that catalogue, and
 * these groups would only weigh on its budget. Same rules as `Messages`: each text once,
 * never repeated as a loose literal (tools/messages.test.ts).
 */
export const ServerMessages = {
  /**
   * Not in the spec (its server answers are "not shown"): the content commands' bodies
   * (docs/product.md, "Content commands"): a stored file outside its folder, the body's numbers.
   * A model that fails or answers what the domain's parser refuses keeps the command's message.
   */
  aiEndpoint: {
    mediaOutsideBrand: (field: string): string =>
      `El campo '${field}' debe ser un archivo subido a esta marca (URL de descarga de Storage del proyecto).`,
    fieldNotNumber: (field: string): string => `El campo '${field}' debe ser un número.`,
  },
  /** Not in the spec: the audit log (`estudio audit`), readable by holders of ADMIN_USERS. */
  audit: {
    load: 'Error al cargar el registro de auditoría.',
    invalidFilter: 'Los filtros de la auditoría no son válidos.',
    ambiguousBrand: 'Hay varias marcas con ese nombre: usa su id.',
  },
  /** Not in the spec: a stored file read for a model (`StoredMediaReader`; README "AI models"). */
  storedMedia: {
    foreignMedia: 'El archivo indicado no pertenece al almacenamiento de este proyecto.',
    mediaNotFound: 'El archivo indicado no existe en el almacenamiento.',
    mediaTooLarge: (maxMb: number): string => `El archivo supera el máximo de ${maxMb} MB que se envía al modelo.`,
  },
} as const;
