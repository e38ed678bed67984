import { createBrowserRouter, Navigate } from 'react-router';
import { PublicLayout } from '../features/public/components/public-layout';
import { LandingPage } from '../features/public/pages/landing-page';
import { RequireAuth } from './require-auth';
import { RouteFallback } from './route-fallback';

// The landing page ships in the first bundle; every other screen loads on demand so the first visit
// stays small (the phone-number metadata of sign-up, the member area and its charts come later).
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    hydrateFallbackElement: <RouteFallback />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'faq', lazy: page(() => import('../features/public/pages/faq-page')) },
      { path: 'terms-conditions', lazy: page(() => import('../features/public/pages/terms-page')) },
      { path: 'privacy-policy', lazy: page(() => import('../features/public/pages/privacy-page')) },
      { path: 'signup', lazy: page(() => import('../features/auth/pages/signup-page')) },
      { path: 'login', lazy: page(() => import('../features/auth/pages/login-page')) },
    ],
  },
  {
    path: 'health',
    element: <RequireAuth />,
    children: [
      {
        lazy: page(() => import('../features/member/components/member-layout')),
        children: [
          { index: true, element: <Navigate to="/health/home" replace /> },
          { path: 'home', lazy: page(() => import('../features/member/pages/home-page')) },
          { path: 'profile', lazy: page(() => import('../features/member/pages/profile-page')) },
          { path: 'payments', lazy: page(() => import('../features/member/pages/payments-page')) },
          { path: 'metrics', lazy: page(() => import('../features/member/pages/metrics-page')) },
          {
            path: 'checkout/success',
            lazy: page(() => import('../features/member/pages/checkout-success-page')),
          },
          {
            path: 'checkout/cancel',
            lazy: page(() => import('../features/member/pages/checkout-cancel-page')),
          },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
]);
