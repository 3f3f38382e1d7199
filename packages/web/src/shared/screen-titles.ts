/**
 * The console's menu labels and screen titles (docs/product.md, "Shell and menu"): words of
 * the interface, kept with the app that shows them; the domain's catalogue keeps messages.
 */
export const ScreenTitles = {
  brand: 'Marca',
  requirements: 'Parrilla',
  requirementsTitle: 'Requerimientos',
  finished: 'Personalizado',
  finishedTitle: 'Requerimientos Finalizados',
  metrics: 'Métricas',
  socialMedia: 'Redes Sociales',
  academy: 'Academia',
  adminBrands: 'Marcas',
  brandSettings: 'Ajustes de marca',
  roles: 'Gestión de roles',
  users: 'Gestión de usuarios',
  blueprint: 'Blueprint',
} as const;
