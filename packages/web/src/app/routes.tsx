import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LoginScreen } from '../screens/login/login-screen.js';
import { ResetPasswordScreen } from '../screens/reset-password/reset-password-screen.js';
import { lazyComponent } from '../shared/lazy-component.js';
import { loadScreenUseCases } from '../shared/screen-use-cases.js';
import { ScreenLoading } from './screen-loading.js';
import { useSessionApi } from '../shared/session.js';

const ConsoleRoot = lazyComponent(() => import('./console-root.js'), 'ConsoleRoot');

/**
 * A screen whose code comes with the screens' use cases' code beside it: the console binds
 * only the use cases of its frame and of the requirement lists when it loads.
 */
const lazyScreen = <M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] =>
  lazyComponent(async () => (await Promise.all([load(), loadScreenUseCases()]))[0], name);

const BlueprintScreen = lazyScreen(() => import('../screens/blueprint/blueprint-screen.js'), 'BlueprintScreen');
const AcademyScreen = lazyScreen(() => import('../screens/academy/academy-screen.js'), 'AcademyScreen');
const BrandDnaScreen = lazyScreen(() => import('../screens/brand-dna/brand-dna-screen.js'), 'BrandDnaScreen');
const AdminBrandsScreen = lazyScreen(
  () => import('../screens/admin-brands/admin-brands-screen.js'),
  'AdminBrandsScreen',
);
const FinishedRequirementsScreen = lazyComponent(
  () => import('../screens/requirements/finished-requirements-screen.js'),
  'FinishedRequirementsScreen',
);
const MetricsScreen = lazyScreen(() => import('../screens/metrics/metrics-screen.js'), 'MetricsScreen');
const RequirementsScreen = lazyComponent(
  () => import('../screens/requirements/requirements-screen.js'),
  'RequirementsScreen',
);
const RolesScreen = lazyScreen(() => import('../screens/roles/roles-screen.js'), 'RolesScreen');
const SocialMediaScreen = lazyScreen(
  () => import('../screens/social-media/social-media-screen.js'),
  'SocialMediaScreen',
);
const CalendarScreen = lazyScreen(() => import('../screens/calendar/calendar-screen.js'), 'CalendarScreen');
const SendsScreen = lazyScreen(() => import('../screens/sends/sends-screen.js'), 'SendsScreen');
const UsersScreen = lazyScreen(() => import('../screens/users/users-screen.js'), 'UsersScreen');
const CarouselScreen = lazyScreen(() => import('../screens/carousel/carousel-screen.js'), 'CarouselScreen');
const VideoScreen = lazyScreen(() => import('../screens/video/video-screen.js'), 'VideoScreen');
const BlogScreen = lazyScreen(() => import('../screens/blog/blog-screen.js'), 'BlogScreen');

const screen = (element: ReactNode) => <Suspense fallback={<ScreenLoading />}>{element}</Suspense>;

/** Protected screens: unauthenticated users go to / (docs/product.md, "Routes"). */
const RequireSession = () => {
  const { state } = useSessionApi();
  const location = useLocation();
  if (state.status !== 'signed-in') return <Navigate to="/" replace state={{ from: location.pathname }} />;
  return screen(<ConsoleRoot />);
};

/** A signed-in user opening / goes to the console's first screen. */
const PublicOnly = ({ children }: { readonly children: React.ReactElement }) => {
  const { state } = useSessionApi();
  return state.status === 'signed-in' ? <Navigate to="/marca" replace /> : children;
};

/** The routes of docs/product.md, "Routes", exactly; every other path goes to /. */
export const AppRoutes = () => {
  const { state } = useSessionApi();
  // Nothing renders until the first sign-in state is known (docs/product.md, "Overview").
  if (state.status === 'loading') return null;
  return (
    <Routes>
      <Route
        path="/"
        element={
          <PublicOnly>
            <LoginScreen />
          </PublicOnly>
        }
      />
      <Route path="/resetpassword" element={<ResetPasswordScreen />} />
      <Route element={<RequireSession />}>
        <Route path="/marca" element={screen(<BrandDnaScreen />)} />
        <Route path="/blueprint" element={screen(<BlueprintScreen />)} />
        <Route path="/requirements" element={screen(<RequirementsScreen />)} />
        <Route path="/requirements/:id" element={screen(<RequirementsScreen />)} />
        <Route path="/calendario" element={screen(<CalendarScreen />)} />
        <Route path="/finished" element={screen(<FinishedRequirementsScreen />)} />
        <Route path="/blog/:id" element={screen(<BlogScreen />)} />
        <Route path="/carrousel/:id" element={screen(<CarouselScreen />)} />
        <Route path="/video/:id" element={screen(<VideoScreen />)} />
        <Route path="/metrics" element={screen(<MetricsScreen />)} />
        <Route path="/socialmedia" element={screen(<SocialMediaScreen />)} />
        <Route path="/envios" element={screen(<SendsScreen />)} />
        <Route path="/academy" element={screen(<AcademyScreen />)} />
        <Route path="/adminbrands" element={screen(<AdminBrandsScreen />)} />
        <Route path="/roles" element={screen(<RolesScreen />)} />
        <Route path="/users" element={screen(<UsersScreen />)} />
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
};
