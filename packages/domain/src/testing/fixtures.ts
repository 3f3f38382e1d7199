import type { Blueprint, BlueprintBlocks } from '../blueprint/blueprint.js';
import type { BrandFields } from '../ports/repositories.js';
import type { NewAuditEntry } from '../audit/audit-entry.js';
import type { NewRequirement } from '../requirements/requirement.js';
import type { User } from '../users/user.js';

/*
 * Sample values for the contract suites (and any test that wants a valid entity fast).
 * Dates carry whole milliseconds so every store round-trips them exactly.
 */

export const aUser = (overrides: Partial<User> = {}): User => ({
  uid: 'uid-ana',
  email: 'ana.perez@estudio.example',
  firstName: 'Ana',
  lastName: 'Pérez',
  role: 'estratega',
  status: 'active',
  createdAt: new Date('2026-01-10T09:00:00.000Z'),
  lastLoginAt: null,
  ...overrides,
});

export const aBrand = (overrides: Partial<BrandFields> = {}): BrandFields => ({
  brandName: 'Café Aurora',
  owner: 'uid-ana',
  status: 'active',
  allowedUsers: ['luis@estudio.example'],
  missionPurpose: 'Despertar la ciudad con café de origen.',
  socialNetworks: ['Instagram', 'LinkedIn'],
  communicationTone: 'cuidador',
  kpis: ['alcance', 'interacciones'],
  createdAt: new Date('2026-01-10T09:00:00.000Z'),
  updatedAt: new Date('2026-01-10T09:00:00.000Z'),
  ...overrides,
});

export const aNewRequirement = (
  brandId: string,
  number: number,
  overrides: Partial<NewRequirement> = {},
): NewRequirement => ({
  brandId,
  title: `Carrusel ${number} - T1`,
  brand: 'Café Aurora',
  number,
  createdBy: 'ana.perez@estudio.example',
  createdAt: new Date('2026-01-12T10:00:00.000Z'),
  updatedAt: new Date('2026-01-12T10:00:00.000Z'),
  ...overrides,
});

export const someBlueprintBlocks = (): BlueprintBlocks => ({
  primer_bloque: {
    nombre: 'Laura',
    descripcion_breve: 'Profesional urbana.',
    edad: '28-40',
    caracteristica_ciudad: 'Ciudad grande',
    preferencias: ['Contenido breve'],
    motivaciones: ['Ahorrar tiempo', 'Sentirse bien'],
    puntos_de_dolor: 'Poco tiempo libre',
  },
  segundo_bloque: { mision_y_proposito: { mision: 'Hacer simple lo cotidiano.', proposito: 'Disfrutar.' } },
  tercer_bloque: { mensaje_clave: 'Lo simple es extraordinario.', copy_referencia: 'Tu día, más fácil.' },
  cuarto_bloque: { canales_redes_sociales: ['Instagram', 'LinkedIn'] },
  quinto_bloque: { pilares_contenido: 'Educación e inspiración' },
  sexto_bloque: {
    tono_estilo: { tono: 'Cercano', estilo: ['Optimista', 'Claro'] },
    colors: ['#FF6B35', '#004E89', 'none', 'none', 'none'],
  },
  septimo_bloque: {
    lineamientos_visuales: {
      paleta_colores: 'Naranja y azul.',
      tipografia: ['Sans serif'],
      imagenes: 'Luz natural.',
    },
  },
});

export const aBlueprint = (brandId: string, overrides: Partial<Blueprint> = {}): Blueprint => ({
  brandId,
  bloques: someBlueprintBlocks(),
  updatedAt: new Date('2026-01-13T11:00:00.000Z'),
  proposal: null,
  replaced: null,
  ...overrides,
});

/** A sample entry (whole milliseconds, so every store round-trips its dates exactly). */
export const anAuditEntry = (overrides: Partial<NewAuditEntry> = {}): NewAuditEntry => ({
  at: new Date('2026-11-21T12:00:00.000Z'),
  actorUid: 'uid-ana',
  actorEmail: 'ana@estudio.example',
  authType: 'app_user',
  path: 'brands/b1',
  collection: 'brands',
  brandId: 'b1',
  documentId: 'b1',
  operation: 'update',
  changes: [{ field: 'status', before: 'active', after: 'disabled' }],
  ...overrides,
});

/** Orders by a key so list assertions do not depend on the order a store returns. */
export const sortedBy = <T>(items: readonly T[], key: (item: T) => string): T[] =>
  [...items].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));

/** The value, or a failed test when it is missing (instead of a non-null assertion). */
export const present = <T>(value: T | null | undefined, what = 'value'): T => {
  if (value === null || value === undefined) throw new Error(`Expected a ${what}, got ${String(value)}`);
  return value;
};
