// Routes of the web app (spec 2). Every page loads when it is opened. The sign-in page (/login) is
// not one of them: it is a page of its own (login.html, features/auth/sign-in), reached with a full
// navigation. Declarative routes (not createBrowserRouter): the data-router machinery we do not use
// cost the first bundle 17 KB gzip (measured: 196.8 KB → 179.5 KB).
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoading } from './layout/page-loading.tsx';

const HomePage = lazy(() => import('../features/auth/pages/home-page.tsx').then((m) => ({ default: m.HomePage })));
const ForgotPasswordPage = lazy(() => import('../features/auth/pages/forgot-password-page.tsx').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('../features/auth/pages/reset-password-page.tsx').then((m) => ({ default: m.ResetPasswordPage })));
const AcceptInvitationPage = lazy(() => import('../features/auth/pages/accept-invitation-page.tsx').then((m) => ({ default: m.AcceptInvitationPage })));
const LegalPage = lazy(() => import('../features/legal/legal-page.tsx').then((m) => ({ default: m.LegalPage })));
const NotFoundPage = lazy(() => import('../features/errors/status-pages.tsx').then((m) => ({ default: m.NotFoundPage })));
const DashboardRoot = lazy(() => import('./dashboard-root.tsx').then((m) => ({ default: m.DashboardRoot })));
const DashboardHome = lazy(() => import('./dashboard-root.tsx').then((m) => ({ default: m.DashboardHome })));
const DashboardPage = lazy(() => import('./dashboard-root.tsx').then((m) => ({ default: m.DashboardPage })));

const suspended = (node: ReactNode) => <Suspense fallback={<PageLoading />}>{node}</Suspense>;

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={suspended(<HomePage />)} />
      <Route path="/forgot-password" element={suspended(<ForgotPasswordPage />)} />
      <Route path="/reset-password" element={suspended(<ResetPasswordPage />)} />
      <Route path="/accept-invitation" element={suspended(<AcceptInvitationPage />)} />
      <Route path="/privacy" element={suspended(<LegalPage kind="privacy" />)} />
      <Route path="/terms" element={suspended(<LegalPage kind="terms" />)} />
      <Route path="/dashboard" element={suspended(<DashboardRoot />)}>
        <Route index element={suspended(<DashboardHome />)} />
        <Route path="ch/:channelId/:page" element={suspended(<DashboardPage />)} />
        <Route path=":page" element={suspended(<DashboardPage />)} />
        <Route path=":page/:sub" element={suspended(<DashboardPage />)} />
        <Route path="*" element={suspended(<NotFoundPage />)} />
      </Route>
      <Route path="*" element={suspended(<NotFoundPage />)} />
    </Routes>
  );
}
