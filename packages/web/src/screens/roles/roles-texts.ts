import type { PermissionCode } from '@estudio/domain/accounts';

/** The role management screen (/roles). Not in the spec: its labels and captions. */
export const RolesTexts = {
  search: 'Buscar rol',
  filters: 'Filtros de roles',
  table: 'Roles',
  newRoleName: 'Nombre del rol',
  permissions: 'Permisos',
  addRole: 'Agregar rol',
  permissionsOf: (role: string): string => `Permisos de ${role}`,
  confirmDelete: (role: string): string => `¿Eliminar el rol «${role}»? Esta acción no se puede deshacer.`,
} as const;

/** The groups the permission codes are shown in. */
export type PermissionGroup =
  'all' | 'metrics' | 'brands' | 'blueprint' | 'requirements' | 'carousel' | 'blog' | 'video' | 'publishing';

/**
 * What each permission code opens, in Spanish, by group (docs/product.md, "Permissions"):
 * the roles screen shows these instead of the stored codes.
 */
export const PermissionTexts = {
  groups: {
    all: 'Acceso total',
    metrics: 'Métricas',
    brands: 'Marcas',
    blueprint: 'Blueprint',
    requirements: 'Requerimientos',
    carousel: 'Carrusel',
    blog: 'Blog',
    video: 'Video',
    publishing: 'Publicación',
  },
  otherGroup: 'Otros códigos',
  codes: {
    acceso_total: 'Todo el sistema (superadministrador)',
    admin_metricas: 'Administrar las métricas',
    metricas: 'Ver las métricas',
    marca_asignada_total: 'Gestionar las marcas asignadas y sus usuarios',
    marca_propia_total: 'Gestionar las marcas propias',
    estrategia: 'Estrategia: editar la marca y ver sus redes sociales',
    vista_marcas_asignadas: 'Ver las marcas asignadas',
    editar_marcas_asignadas: 'Editar las marcas asignadas',
    deshabilitar_marca: 'Habilitar y deshabilitar marcas',
    vista_blueprint: 'Ver el blueprint',
    editar_blueprint: 'Editar el blueprint',
    generar_blueprint: 'Generar el blueprint',
    generar_requerimientos: 'Generar la parrilla de contenido',
    atender_requerimientos: 'Recibir requerimientos asignados',
    ver_requerimientos: 'Ver las listas de requerimientos',
    leer_requerimientos: 'Abrir los requerimientos activos',
    estado_requerimientos: 'Cambiar el estado',
    asignar_requerimientos: 'Asignar requerimientos',
    asignar_requerimientos_admin: 'Asignar requerimientos (administración)',
    editar_requerimiento: 'Editar el contenido de un requerimiento',
    reemplazar_imagen_blog: 'Reemplazar la imagen del blog',
    editar_articulo: 'Editar las secciones del artículo',
    generar_articulo: 'Generar la imagen de un artículo nuevo',
    gensugerencia_blog: 'Sugerencia de IA para el blog',
    gensugerencia_carrusel: 'Sugerencia de IA para el carrusel',
    reemplazar_imagen: 'Reemplazar imágenes del carrusel',
    validar_boost_ai: 'Validar el diseño con IA',
    generar_guias_diseno: 'Generar guías de diseño',
    enviar_a_metricool: 'Planificar y enviar a Metricool',
    subir_video: 'Subir videos',
    gensugerencia_video: 'Sugerencia de IA para el guion del video',
    aprobar_contenido: 'Aprobar el contenido o pedir cambios (cliente revisor)',
  },
} as const satisfies {
  groups: Record<PermissionGroup, string>;
  otherGroup: string;
  codes: Record<PermissionCode, string>;
};
