import { QueryClient } from '@tanstack/react-query';

// The member area's server state (cache, loading and error states) lives here; the public pages do not
// load this module, which keeps the landing page's first download small.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});
