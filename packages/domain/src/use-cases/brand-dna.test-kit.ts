import type { Actor } from '../permissions/actor.js';
import type { Brand } from '../brands/brand.js';
import type { User } from '../users/user.js';
import { actorWith, pickedFile } from './use-cases.test-kit.js';

/*
 * The people and brands the brand DNA tests share (brand-dna*.test.ts): Eva owns Café
 * Aurora and Zafiro; Ajena is someone else's.
 */

export const NOW = '2026-03-10T15:30:00.000Z';
export const CREATED = new Date('2026-01-10T09:00:00.000Z');

/** An estratega who owns her brands. */
export const eva = actorWith(['STRATEGY', 'SAVE_BRAND', 'ADMIN_BRANDS_OWNER']);
/** The same, who also administers the metrics fields. */
export const admin = actorWith(['STRATEGY', 'SAVE_BRAND', 'ADMIN_BRANDS_OWNER', 'ADMIN_METRICS']);
/** Eva's record spells her e-mail as she registered it. */
export const EVA_RECORD: User = {
  uid: 'uid-eva',
  email: 'Eva@Estudio.example',
  firstName: 'Eva',
  lastName: 'Ríos',
  role: 'estratega',
  status: 'active',
  createdAt: CREATED,
  lastLoginAt: null,
};
export const stampOf = (actor: Actor) => ({ uid: actor.uid, email: actor.email, at: new Date(NOW) });

export const AURORA: Brand = {
  id: 'b-aurora',
  brandName: 'Café Aurora',
  owner: 'uid-eva',
  status: 'active',
  idMetrics: '111',
  linkMetrics: 'https://metrics.example/111',
  communicationTone: 'cuidador',
  analysis: 'Análisis anterior.',
  createdAt: CREATED,
};
export const ZAFIRO: Brand = { id: 'b-zafiro', brandName: 'Zafiro', owner: 'uid-eva', status: 'active' };
export const AJENA: Brand = { id: 'b-ajena', brandName: 'Ajena', owner: 'uid-otro', status: 'active' };

export const manual = pickedFile('manual.pdf', 'application/pdf');
export const keyVisual = pickedFile('key visual.png', 'image/png', 2048);
