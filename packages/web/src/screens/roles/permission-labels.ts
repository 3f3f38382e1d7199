import { PERMISSION_CODES, isPermissionCode, type PermissionCode } from '@estudio/domain/accounts';
import { PermissionTexts, type PermissionGroup } from './roles-texts.js';

/**
 * The permission codes by group, in the order the screen offers them (docs/product.md,
 * "Permissions": what each code opens). A role's codes are saved in this order.
 */
const GROUP_OF: Readonly<Record<PermissionCode, PermissionGroup>> = {
  acceso_total: 'all',
  admin_metricas: 'metrics',
  metricas: 'metrics',
  marca_asignada_total: 'brands',
  marca_propia_total: 'brands',
  estrategia: 'brands',
  vista_marcas_asignadas: 'brands',
  editar_marcas_asignadas: 'brands',
  deshabilitar_marca: 'brands',
  vista_blueprint: 'blueprint',
  editar_blueprint: 'blueprint',
  generar_blueprint: 'blueprint',
  generar_requerimientos: 'requirements',
  atender_requerimientos: 'requirements',
  ver_requerimientos: 'requirements',
  leer_requerimientos: 'requirements',
  estado_requerimientos: 'requirements',
  asignar_requerimientos: 'requirements',
  asignar_requerimientos_admin: 'requirements',
  editar_requerimiento: 'requirements',
  aprobar_contenido: 'requirements',
  reemplazar_imagen_blog: 'blog',
  editar_articulo: 'blog',
  generar_articulo: 'blog',
  gensugerencia_blog: 'blog',
  gensugerencia_carrusel: 'carousel',
  reemplazar_imagen: 'carousel',
  validar_boost_ai: 'carousel',
  generar_guias_diseno: 'carousel',
  enviar_a_metricool: 'publishing',
  subir_video: 'video',
  gensugerencia_video: 'video',
};

const GROUP_ORDER: readonly PermissionGroup[] = [
  'all',
  'metrics',
  'brands',
  'blueprint',
  'requirements',
  'carousel',
  'blog',
  'video',
  'publishing',
];

/** A code's Spanish description; an unknown stored code shows as it is. */
export const permissionLabel = (code: string): string => (isPermissionCode(code) ? PermissionTexts.codes[code] : code);

/** The group of a code's description, or null for an unknown code. */
export const permissionGroupOf = (code: string): PermissionGroup | null =>
  isPermissionCode(code) ? GROUP_OF[code] : null;

/** Every code as an option, group by group: 'Marcas · Ver las marcas asignadas'. */
export const PERMISSION_OPTIONS = GROUP_ORDER.flatMap((group) =>
  PERMISSION_CODES.filter((code) => GROUP_OF[code] === group).map((code) => ({
    value: code,
    label: `${PermissionTexts.groups[group]} · ${PermissionTexts.codes[code]}`,
  })),
);

export interface PermissionSummary {
  readonly group: string;
  readonly labels: readonly string[];
}

/** A role's codes grouped, in the screen's order; unknown codes last, as they are. */
export const summarizePermissions = (codes: readonly string[]): PermissionSummary[] => {
  const known = GROUP_ORDER.map((group) => ({
    group: PermissionTexts.groups[group],
    labels: PERMISSION_OPTIONS.filter((option) => GROUP_OF[option.value] === group && codes.includes(option.value)).map(
      (option) => PermissionTexts.codes[option.value],
    ),
  })).filter((summary) => summary.labels.length > 0);
  const unknown = codes.filter((code) => !isPermissionCode(code));
  return unknown.length === 0 ? known : [...known, { group: PermissionTexts.otherGroup, labels: unknown }];
};
