import { Navigate, type RouteObject } from 'react-router';
import { PublicLayout } from '../features/public/components/public-layout';
import { LandingPage } from '../features/public/pages/landing-page';
import { RouteFallback } from '../components/ui/route-fallback';

// The landing page ships in the first bundle; every other screen loads on demand so the first visit
// stays small (the phone-number metadata of sign-up, the member area and its charts come later).
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const memberArea = () => import('./member-area');

/** The web app's routes: the browser's router and the server's pre-rendering of the public pages share them. */
export const routes: RouteObject[] = [
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
      { path: 'forgot-password', lazy: page(() => import('../features/auth/pages/forgot-password-page')) },
      // The site's chat links in simulator mode: a simulation of the WhatsApp chat, signing up included.
      { path: 'probar-chat', lazy: page(() => import('../features/try-chat/try-chat-page')) },
      // A relative pays from the owner's one-use link, without an account (CONTRACTS.md section 7).
      { path: 'pagar/gracias', lazy: page(() => import('../features/pay-link/pay-link-thanks-page')) },
      { path: 'pagar/:code', lazy: page(() => import('../features/pay-link/pay-link-page')) },
      { path: 'pagar/:code/prueba', lazy: page(() => import('../features/pay-link/pay-link-test-page')) },
    ],
  },
  {
    path: 'health',
    // The guard comes with the member area's shell: it also trades a chat link's ?token= for a session
    // before deciding, and none of that belongs in the landing page's first download.
    lazy: async () => {
      const { loader, RequireAuth } = await memberArea();
      return { loader, Component: RequireAuth };
    },
    hydrateFallbackElement: <RouteFallback />,
    children: [
      {
        lazy: async () => ({ Component: (await memberArea()).MemberLayout }),
        children: [
          { index: true, element: <Navigate to="/health/home" replace /> },
          { path: 'home', lazy: page(() => import('../features/member/pages/home-page')) },
          { path: 'profile', lazy: page(() => import('../features/member/pages/profile-page')) },
          {
            path: 'profile/eliminar-cuenta',
            lazy: page(() => import('../features/member/pages/delete-account-page')),
          },
          { path: 'payments', lazy: page(() => import('../features/member/pages/payments-page')) },
          { path: 'metrics', lazy: page(() => import('../features/member/pages/metrics-page')) },
          {
            // In the metrics page's chunk: one download serves both (the chart library loads apart).
            path: 'metrics/import',
            lazy: page(() =>
              import('../features/member/pages/metrics-page').then((m) => ({ default: m.MetricsImportPage })),
            ),
          },
          // The printable report: its own chunk, sharing the metrics page's charts (uPlot loads apart).
          { path: 'report', lazy: page(() => import('../features/member/pages/report-page')) },
          // Sharing with doctors and family: the owner's page, the people who share with the user, one
          // person's metrics, and the invitation link.
          { path: 'sharing', lazy: page(() => import('../features/member/pages/sharing-page')) },
          { path: 'shared', lazy: page(() => import('../features/member/pages/shared-with-me-page')) },
          // A CGM or meter app uploading to the person's Nightscout-compatible address.
          { path: 'connections', lazy: page(() => import('../features/member/pages/connections-page')) },
          {
            path: 'shared/:pacienteId',
            lazy: page(() => import('../features/member/pages/shared-patient-page')),
          },
          { path: 'invitation', lazy: page(() => import('../features/member/pages/invitation-page')) },
          // The chat simulator in its own chunk, like every member page.
          { path: 'chat', lazy: page(() => import('../features/member/pages/chat-page')) },
          {
            path: 'checkout/success',
            lazy: page(() => import('../features/member/pages/checkout-success-page')),
          },
          {
            path: 'checkout/cancel',
            lazy: page(() => import('../features/member/pages/checkout-cancel-page')),
          },
          // The local test mode's checkout and billing portal (no Stripe key configured).
          { path: 'checkout/test', lazy: page(() => import('../features/member/pages/test-checkout-page')) },
          { path: 'portal/test', lazy: page(() => import('../features/member/pages/test-portal-page')) },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];
