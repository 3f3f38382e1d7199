/**
 * The console's menu labels and screen titles (docs/product.md, "Shell and menu"): words of
 * the interface, kept with the app that shows them; the domain's catalogue keeps messages.
 */
export const ScreenTitles = {
  brand: 'Marca',
  /** The /marca screen's title, under the menu item Marca (docs/product.md, "Brand DNA"). */
  brandDna: 'ADN de marca',
  /** The /blueprint screen's title (docs/product.md, "Communication guide"). */
  guide: 'Guía de comunicación',
  requirements: 'Parrilla',
  requirementsTitle: 'Requerimientos',
  /** The grid by publication date (docs/product.md, "Calendario"): menu item and title. */
  calendar: 'Calendario',
  finished: 'Personalizado',
  finishedTitle: 'Requerimientos Finalizados',
  metrics: 'Métricas',
  socialMedia: 'Redes Sociales',
  academy: 'Academia',
  adminBrands: 'Marcas',
  brandSettings: 'Ajustes de marca',
  roles: 'Gestión de roles',
  users: 'Gestión de usuarios',
  /** The scheduler's record of every send of the active brand (docs/product.md, "Envíos"). */
  sends: 'Envíos',
  sendsTitle: 'Envíos a programación',
  /** The requirement details, as their tabs name them. */
  carousel: 'Carrusel',
  video: 'Video',
  blog: 'Blog',
} as const;
