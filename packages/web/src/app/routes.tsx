import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AcademyScreen } from '../screens/academy/academy-screen.js';
import { AdminBrandsScreen } from '../screens/admin-brands/admin-brands-screen.js';
import { FinishedRequirementsScreen } from '../screens/requirements/finished-requirements-screen.js';
import { LoginScreen } from '../screens/login/login-screen.js';
import { MetricsScreen } from '../screens/metrics/metrics-screen.js';
import { PendingScreen } from '../screens/pending/pending-screen.js';
import { RequirementsScreen } from '../screens/requirements/requirements-screen.js';
import { ResetPasswordScreen } from '../screens/reset-password/reset-password-screen.js';
import { RolesScreen } from '../screens/roles/roles-screen.js';
import { UsersScreen } from '../screens/users/users-screen.js';
import { ActiveBrandProvider } from './active-brand.js';
import { ConsoleLayout } from './console-layout.js';
import { useSessionApi } from './session.js';

/** Protected screens: unauthenticated users go to / (spec 000 section 2). */
const RequireSession = () => {
  const { state } = useSessionApi();
  const location = useLocation();
  if (state.status !== 'signed-in') return <Navigate to="/" replace state={{ from: location.pathname }} />;
  return (
    <ActiveBrandProvider>
      <ConsoleLayout />
    </ActiveBrandProvider>
  );
};

/** A signed-in user opening / goes to the console's first screen. */
const PublicOnly = ({ children }: { readonly children: React.ReactElement }) => {
  const { state } = useSessionApi();
  return state.status === 'signed-in' ? <Navigate to="/marca" replace /> : children;
};

/** The routes of spec 000 section 2, exactly; every other path goes to /. */
export const AppRoutes = () => {
  const { state } = useSessionApi();
  // Nothing renders until the first sign-in state is known (spec 000 section 1).
  if (state.status === 'loading') return null;
  return (
    <Routes>
      <Route path="/" element={<PublicOnly><LoginScreen /></PublicOnly>} />
      <Route path="/resetpassword" element={<ResetPasswordScreen />} />
      <Route element={<RequireSession />}>
        <Route path="/marca" element={<PendingScreen screen="marca" />} />
        <Route path="/blueprint" element={<PendingScreen screen="blueprint" />} />
        <Route path="/requirements" element={<RequirementsScreen />} />
        <Route path="/requirements/:id" element={<RequirementsScreen />} />
        <Route path="/finished" element={<FinishedRequirementsScreen />} />
        <Route path="/blog/:id" element={<PendingScreen screen="blog" />} />
        <Route path="/carrousel/:id" element={<PendingScreen screen="carrousel" />} />
        <Route path="/video/:id" element={<PendingScreen screen="video" />} />
        <Route path="/metrics" element={<MetricsScreen />} />
        <Route path="/socialmedia" element={<PendingScreen screen="socialmedia" />} />
        <Route path="/academy" element={<AcademyScreen />} />
        <Route path="/adminbrands" element={<AdminBrandsScreen />} />
        <Route path="/roles" element={<RolesScreen />} />
        <Route path="/users" element={<UsersScreen />} />
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
};
