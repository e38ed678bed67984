import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { queryClient } from '../../lib/query-client';
import { siteConfig } from '../../lib/site-config';
import { TestModeBanner } from '../member/payments/test-mode-banner';

/**
 * A pay-link page with the server state it reads (the member area's query client: the public layout
 * around these pages has none, to keep the landing page's first download small).
 */
export function withQueryClient(Page: ComponentType): ComponentType {
  return function WithQueryClient() {
    return (
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>
    );
  };
}

/** The frame of the pay-link pages: a card at the reading size of the member area, from 360 px phones up. */
export function PayLinkFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex min-h-[calc(100vh-4rem)] items-start justify-center bg-brand-50 px-4 py-8">
      <div className="w-full max-w-xl rounded-2xl bg-white p-5 shadow-lg sm:p-8">
        {siteConfig.paymentsMode === 'test' && <TestModeBanner />}
        <h1 className="mb-4 text-2xl font-bold text-slate-900">{title}</h1>
        {children}
      </div>
    </section>
  );
}
