// Routes of the web app (spec 2). Only the sign-in page is in the first bundle; everything else
// loads when it is opened.
import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { PageLoading } from './layout/page-loading.tsx';

const HomePage = lazy(() => import('../features/auth/pages/home-page.tsx').then((m) => ({ default: m.HomePage })));
const ForgotPasswordPage = lazy(() => import('../features/auth/pages/forgot-password-page.tsx').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('../features/auth/pages/reset-password-page.tsx').then((m) => ({ default: m.ResetPasswordPage })));
const LegalPage = lazy(() => import('../features/legal/legal-page.tsx').then((m) => ({ default: m.LegalPage })));
const NotFoundPage = lazy(() => import('../features/errors/status-pages.tsx').then((m) => ({ default: m.NotFoundPage })));
const DashboardRoot = lazy(() => import('./dashboard-root.tsx').then((m) => ({ default: m.DashboardRoot })));
const DashboardHome = lazy(() => import('./dashboard-root.tsx').then((m) => ({ default: m.DashboardHome })));
const DashboardPage = lazy(() => import('./dashboard-root.tsx').then((m) => ({ default: m.DashboardPage })));

const suspended = (node: ReactNode) => <Suspense fallback={<PageLoading />}>{node}</Suspense>;

export const router = createBrowserRouter([
  { path: '/', element: suspended(<HomePage />) },
  { path: '/login', element: <LoginPage /> },
  { path: '/forgot-password', element: suspended(<ForgotPasswordPage />) },
  { path: '/reset-password', element: suspended(<ResetPasswordPage />) },
  { path: '/privacy', element: suspended(<LegalPage kind="privacy" />) },
  { path: '/terms', element: suspended(<LegalPage kind="terms" />) },
  {
    path: '/dashboard',
    element: suspended(<DashboardRoot />),
    children: [
      { index: true, element: suspended(<DashboardHome />) },
      { path: 'ch/:channelId/:page', element: suspended(<DashboardPage />) },
      { path: ':page', element: suspended(<DashboardPage />) },
      { path: '*', element: suspended(<NotFoundPage />) },
    ],
  },
  { path: '*', element: suspended(<NotFoundPage />) },
]);
