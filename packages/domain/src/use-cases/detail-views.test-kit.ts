import { type Brand } from '../brands/brand.js';

/*
 * What the detail-view read tests share (carousel-views.test.ts, video-views.test.ts): the
 * brand whose metrics and social networks the detail pages show.
 */

/** Eva's brand, with a metrics id and every social network. */
export const AURORA: Brand = {
  id: 'b-aurora',
  brandName: 'Café Aurora',
  owner: 'uid-eva',
  idMetrics: '42',
  socialNetworks: ['Instagram', 'Threads', 'YouTube', 'Pinterest'],
};
