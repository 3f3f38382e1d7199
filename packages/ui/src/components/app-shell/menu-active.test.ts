import { describe, expect, it } from 'vitest';
import { isMenuItemActive, isRouteActive } from './menu-active.js';

describe('isRouteActive', () => {
  it('is active on the route itself and below it', () => {
    expect(isRouteActive('/requirements', '/requirements')).toBe(true);
    expect(isRouteActive('/requirements/abc', '/requirements')).toBe(true);
  });

  it('is not active on a path that only shares the prefix', () => {
    expect(isRouteActive('/requirementsx', '/requirements')).toBe(false);
    expect(isRouteActive('/finished-old', '/finished')).toBe(false);
    expect(isRouteActive('/', '/requirements')).toBe(false);
  });

  it('treats / as the login route only, not as a prefix of everything', () => {
    expect(isRouteActive('/', '/')).toBe(true);
    expect(isRouteActive('/marca', '/')).toBe(false);
  });

  it('ignores a trailing slash on the route', () => {
    expect(isRouteActive('/users/7', '/users/')).toBe(true);
  });
});

describe('isMenuItemActive', () => {
  const parrilla = { route: '/requirements' };
  const marca = { route: '/marca' };

  it.each(['/requirements', '/requirements/r1', '/carrousel/r1', '/blog/r1', '/video/r1'])(
    'highlights Parrilla on %s',
    (path) => expect(isMenuItemActive(path, parrilla)).toBe(true),
  );

  it.each(['/finished', '/metrics', '/carrousels', '/blogger'])('does not highlight Parrilla on %s', (path) =>
    expect(isMenuItemActive(path, parrilla)).toBe(false),
  );

  it('highlights Marca on the communication guide', () => {
    expect(isMenuItemActive('/blueprint', marca)).toBe(true);
    expect(isMenuItemActive('/marca', marca)).toBe(true);
    expect(isMenuItemActive('/metrics', marca)).toBe(false);
  });

  it('uses the extra routes an item declares instead of the defaults', () => {
    expect(isMenuItemActive('/blog/1', { route: '/requirements', alsoActiveFor: [] })).toBe(false);
    expect(isMenuItemActive('/academy/x', { route: '/metrics', alsoActiveFor: ['/academy'] })).toBe(true);
  });
});
