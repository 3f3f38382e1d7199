/** Permission codes stored on roles (docs/product.md, "Permissions"). */
export const PERMISSION_CODES = [
  'acceso_total',
  'admin_metricas',
  'marca_asignada_total',
  'marca_propia_total',
  'metricas',
  'estrategia',
  'vista_marcas_asignadas',
  'editar_marcas_asignadas',
  'deshabilitar_marca',
  'vista_blueprint',
  'editar_blueprint',
  'generar_blueprint',
  'generar_requerimientos',
  'atender_requerimientos',
  'ver_requerimientos',
  'leer_requerimientos',
  'estado_requerimientos',
  'asignar_requerimientos',
  'asignar_requerimientos_admin',
  'editar_requerimiento',
  'reemplazar_imagen_blog',
  'editar_articulo',
  'generar_articulo',
  'gensugerencia_blog',
  'gensugerencia_carrusel',
  'reemplazar_imagen',
  'validar_boost_ai',
  'generar_guias_diseno',
  'enviar_a_metricool',
  'subir_video',
  'gensugerencia_video',
  'aprobar_contenido',
] as const;

export type PermissionCode = (typeof PERMISSION_CODES)[number];

/** The superadmin code, present in every key's list. */
export const SUPERADMIN_CODE: PermissionCode = 'acceso_total';

/** Not a key: marks the users who may be assigned requirements. */
export const ASSIGNABLE_CODE: PermissionCode = 'atender_requerimientos';

export const isPermissionCode = (value: string): value is PermissionCode =>
  (PERMISSION_CODES as readonly string[]).includes(value);

/** Permission keys that screens and endpoints check (docs/product.md, "Permissions"). */
export const PERMISSION_KEYS = [
  'STRATEGY',
  'SAVE_BRAND',
  'ADMIN_METRICS',
  'METRICS',
  'SOCIAL_MEDIA',
  'ADMIN_BRANDS',
  'ADMIN_BRANDS_ALL',
  'ADMIN_BRANDS_ASSIGNED',
  'ADMIN_BRANDS_OWNER',
  'ADMIN_BRAND_DISABLE',
  'ADMIN_BRAND_USERS',
  'ADMIN_ROLES',
  'ADMIN_USERS',
  'VIEW_BLUEPRINT',
  'EDIT_BLUEPRINT',
  'GEN_BLUEPRINT',
  'GEN_REQUIREMENTS',
  'VIEW_REQUIREMENTS',
  'READ_REQUIREMENTS',
  'STATUS_REQUIREMENTS',
  'ASSIGN_REQUIREMENTS',
  'REQUIREMENTS_EDIT',
  'BLOG_SUGGESTIONAI',
  'BLOG_CHANGEIMG',
  'BLOG_NEWARTICLE',
  'BLOG_EDITARTICLE',
  'CARROUSEL_SUGGESTIONAI',
  'CARROUSEL_CHANGEIMG',
  'CARROUSEL_VALIDAI',
  'CARROUSEL_NEWGUIDES',
  'CARROUSEL_SENDTOMETRICS',
  'VIDEO_SUGGESTIONAI',
  'VIDEO_UPLOAD',
  'APPROVE_CONTENT',
] as const;

export type PermissionKey = (typeof PERMISSION_KEYS)[number];

export const isPermissionKey = (value: string): value is PermissionKey =>
  (PERMISSION_KEYS as readonly string[]).includes(value);

/**
 * The document config/permissions: for each key, the code (or list of codes) that holds
 * it. Stored documents may be partial or hold strings that are not known codes; the
 * resolver tolerates both.
 */
export type PermissionConfig = Partial<Record<PermissionKey, string | readonly string[]>>;

const withSuperadmin = (...codes: PermissionCode[]): readonly PermissionCode[] => [SUPERADMIN_CODE, ...codes];

/** The product's default mapping (shared/design/permissions.md). */
export const DEFAULT_PERMISSION_CONFIG: Readonly<Record<PermissionKey, readonly PermissionCode[]>> = {
  STRATEGY: withSuperadmin('estrategia'),
  SAVE_BRAND: withSuperadmin('estrategia', 'editar_marcas_asignadas'),
  ADMIN_METRICS: withSuperadmin('admin_metricas'),
  METRICS: withSuperadmin('metricas', 'admin_metricas'),
  SOCIAL_MEDIA: withSuperadmin('estrategia', 'enviar_a_metricool'),
  ADMIN_BRANDS: withSuperadmin('marca_asignada_total', 'marca_propia_total', 'vista_marcas_asignadas'),
  ADMIN_BRANDS_ALL: withSuperadmin(),
  ADMIN_BRANDS_ASSIGNED: withSuperadmin('marca_asignada_total', 'vista_marcas_asignadas', 'editar_marcas_asignadas'),
  ADMIN_BRANDS_OWNER: withSuperadmin('marca_propia_total'),
  ADMIN_BRAND_DISABLE: withSuperadmin('deshabilitar_marca'),
  ADMIN_BRAND_USERS: withSuperadmin('marca_asignada_total'),
  ADMIN_ROLES: withSuperadmin(),
  ADMIN_USERS: withSuperadmin(),
  VIEW_BLUEPRINT: withSuperadmin('vista_blueprint', 'editar_blueprint'),
  EDIT_BLUEPRINT: withSuperadmin('editar_blueprint'),
  GEN_BLUEPRINT: withSuperadmin('generar_blueprint'),
  GEN_REQUIREMENTS: withSuperadmin('generar_requerimientos'),
  VIEW_REQUIREMENTS: withSuperadmin('ver_requerimientos'),
  READ_REQUIREMENTS: withSuperadmin('leer_requerimientos'),
  STATUS_REQUIREMENTS: withSuperadmin('estado_requerimientos'),
  ASSIGN_REQUIREMENTS: withSuperadmin('asignar_requerimientos', 'asignar_requerimientos_admin'),
  REQUIREMENTS_EDIT: withSuperadmin('editar_requerimiento'),
  BLOG_SUGGESTIONAI: withSuperadmin('gensugerencia_blog'),
  BLOG_CHANGEIMG: withSuperadmin('reemplazar_imagen_blog'),
  BLOG_NEWARTICLE: withSuperadmin('generar_articulo'),
  BLOG_EDITARTICLE: withSuperadmin('editar_articulo'),
  CARROUSEL_SUGGESTIONAI: withSuperadmin('gensugerencia_carrusel'),
  CARROUSEL_CHANGEIMG: withSuperadmin('reemplazar_imagen'),
  CARROUSEL_VALIDAI: withSuperadmin('validar_boost_ai'),
  CARROUSEL_NEWGUIDES: withSuperadmin('generar_guias_diseno'),
  CARROUSEL_SENDTOMETRICS: withSuperadmin('enviar_a_metricool'),
  VIDEO_SUGGESTIONAI: withSuperadmin('gensugerencia_video'),
  VIDEO_UPLOAD: withSuperadmin('subir_video'),
  APPROVE_CONTENT: withSuperadmin('aprobar_contenido'),
};

export interface DemoRole {
  readonly id: string;
  readonly name: string;
  readonly permissions: readonly PermissionCode[];
}

/** What the two roles that work on requirements (designer, content manager) both hold. */
const ATTENDS_REQUIREMENTS: readonly PermissionCode[] = [
  'vista_marcas_asignadas',
  'vista_blueprint',
  'ver_requerimientos',
  'leer_requerimientos',
  'atender_requerimientos',
  'estado_requerimientos',
];

/** The six demo roles seeded by the local stack and the CLI's seed command. */
export const DEMO_ROLES: readonly DemoRole[] = [
  { id: 'superadministrador', name: 'Superadministrador', permissions: ['acceso_total'] },
  {
    id: 'estratega',
    name: 'Estratega',
    permissions: [
      'estrategia',
      'vista_marcas_asignadas',
      'editar_marcas_asignadas',
      'marca_propia_total',
      'vista_blueprint',
      'editar_blueprint',
      'generar_blueprint',
      'generar_requerimientos',
      'ver_requerimientos',
      'leer_requerimientos',
      'estado_requerimientos',
      'asignar_requerimientos',
      'editar_requerimiento',
      'metricas',
    ],
  },
  {
    id: 'disenador',
    name: 'Diseñador',
    permissions: [
      ...ATTENDS_REQUIREMENTS,
      'reemplazar_imagen',
      'reemplazar_imagen_blog',
      'validar_boost_ai',
      'generar_guias_diseno',
    ],
  },
  {
    id: 'gestor-contenido',
    name: 'Gestor de contenido',
    permissions: [
      ...ATTENDS_REQUIREMENTS,
      'editar_requerimiento',
      'editar_articulo',
      'generar_articulo',
      'gensugerencia_blog',
      'gensugerencia_carrusel',
      'gensugerencia_video',
      'subir_video',
      'enviar_a_metricool',
      'metricas',
    ],
  },
  {
    id: 'administrador-marcas',
    name: 'Administrador de marcas',
    permissions: [
      'marca_asignada_total',
      'marca_propia_total',
      'deshabilitar_marca',
      'admin_metricas',
      'metricas',
      'estrategia',
    ],
  },
  {
    // The client who signs off pieces (docs/product.md, "Approval"): reads its assigned brands, approves.
    id: 'cliente-revisor',
    name: 'Cliente revisor',
    permissions: [
      'vista_marcas_asignadas',
      'vista_blueprint',
      'ver_requerimientos',
      'leer_requerimientos',
      'aprobar_contenido',
    ],
  },
];
