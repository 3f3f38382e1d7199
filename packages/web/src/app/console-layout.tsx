import { AppShell, Sidebar, type RenderShellLink } from '@estudio/ui';
import { useQueryClient } from '@tanstack/react-query';
import { can } from '@estudio/domain/accounts';
import { Suspense, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useActiveBrand } from '../shared/active-brand.js';
import { writesSettled } from '../shared/before-unload.js';
import { lazyComponent } from '../shared/lazy-component.js';
import { loadScreenUseCases } from '../shared/screen-use-cases.js';
import { menuFor } from './menu.js';
import { screenOfPath } from './screen-tabs.js';
import { useSession, useSessionApi } from '../shared/session.js';
import { PRODUCT_NAME, useTabTitle } from '../shared/tab-title.js';

/*
 * The notices above the screen: their code (and the use cases they ask, with the screens' use
 * cases) is fetched after the console has drawn; the connections' warning only for a user who
 * may see it (SOCIAL_MEDIA).
 */
const ConnectionsNotice = lazyComponent(
  async () => (await Promise.all([import('./connections-notice.js'), loadScreenUseCases()]))[0],
  'ConnectionsNotice',
);
const ModelNotice = lazyComponent(
  async () => (await Promise.all([import('./model-notice.js'), loadScreenUseCases()]))[0],
  'ModelNotice',
);

const routerLink: RenderShellLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);

/**
 * The shell of every protected screen: sidebar (brand selector, e-mail, menu, sign-out), a
 * drawer on phones, and above the screen the connections' warning (when a connection of the
 * active brand needs action) and the demo model's badge (when the demo model answers the AI calls). The tab's title names the route's screen and, on a screen that works on the
 * active brand, that brand; the page header names the same brand.
 * Cerrar sesión first lets the writes on their way finish (the button is busy meanwhile).
 */
export const ConsoleLayout = () => {
  const { profile, actor } = useSession();
  const { signOut } = useSessionApi();
  const { brands, activeBrandId, activeBrand, selectBrand } = useActiveBrand();
  const location = useLocation();
  const screen = screenOfPath(location.pathname);
  const brandName = screen?.brandScoped ? (activeBrand?.brandName ?? null) : null;
  useTabTitle(screen?.title ?? null, brandName);
  const navigate = useNavigate();
  const warns = activeBrandId !== null && can(actor, 'SOCIAL_MEDIA');
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);

  return (
    <AppShell
      productName={PRODUCT_NAME}
      activeBrand={brandName}
      currentPath={location.pathname}
      notices={
        <>
          {warns ? (
            <Suspense fallback={null}>
              <ConnectionsNotice brandId={activeBrandId} renderLink={routerLink} />
            </Suspense>
          ) : null}
          {/* 'Modelo de demostración' while the offline demo model answers the AI calls. */}
          <Suspense fallback={null}>
            <ModelNotice />
          </Suspense>
        </>
      }
      sidebar={
        <Sidebar
          title={PRODUCT_NAME}
          brands={brands.map((brand) => ({ id: brand.id, name: brand.brandName }))}
          activeBrandId={activeBrandId}
          onBrandChange={selectBrand}
          userEmail={profile.email || null}
          menuItems={menuFor(actor)}
          currentPath={location.pathname}
          renderLink={routerLink}
          signingOut={signingOut}
          onSignOut={() => {
            setSigningOut(true);
            // The session ends either way (a failure of the sign-in service is only logged), and
            // the console, this button with it, is left.
            void writesSettled(queryClient)
              .then(signOut)
              .then(() => navigate('/', { replace: true }));
          }}
        />
      }
    >
      <Outlet />
    </AppShell>
  );
};
