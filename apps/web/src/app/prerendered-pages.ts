/**
 * The public pages the server renders to HTML (with its own configuration) and the browser then hydrates:
 * they read without JavaScript and paint before any script runs. `source` is the page's module as the
 * build manifest names it, so the HTML can preload the page's code and link its styles; null for the
 * landing page, which is in the first bundle.
 */
export const PRERENDERED_PAGES: readonly { path: string; source: string | null }[] = [
  { path: '/', source: null },
  { path: '/faq', source: 'src/features/public/pages/faq-page.tsx' },
  { path: '/terms-conditions', source: 'src/features/public/pages/terms-page.tsx' },
  { path: '/privacy-policy', source: 'src/features/public/pages/privacy-page.tsx' },
  { path: '/signup', source: 'src/features/auth/pages/signup-page.tsx' },
  { path: '/login', source: 'src/features/auth/pages/login-page.tsx' },
];
