/**
 * Settings the server injects into index.html (`<script id="vitalia-config" type="application/json">`).
 * Every price and trial figure the site shows comes from here, so the site never disagrees with itself.
 */
export interface SiteConfig {
  productName: string;
  priceMxn: number;
  trialDays: number;
  /** International digits for https://wa.me/<number>. */
  chatNumber: string;
  /** True when CHAT_NUMBER is unset and the number is a stand-in. */
  chatNumberIsPlaceholder: boolean;
  /** 'simulator' when no WhatsApp credentials are configured. */
  whatsappMode: 'cloud' | 'simulator';
  /** 'test' when no Stripe key is configured. */
  paymentsMode: 'stripe' | 'test';
  privacyNoticeVersion: string;
}

const FALLBACK: SiteConfig = {
  productName: 'Vitalia',
  priceMxn: 29,
  trialDays: 14,
  chatNumber: '15550001234',
  chatNumberIsPlaceholder: true,
  whatsappMode: 'simulator',
  paymentsMode: 'test',
  privacyNoticeVersion: '2026-11-01',
};

function readInjectedConfig(): SiteConfig {
  const element = typeof document === 'undefined' ? null : document.getElementById('vitalia-config');
  if (!element?.textContent) return FALLBACK;
  try {
    return { ...FALLBACK, ...(JSON.parse(element.textContent) as Partial<SiteConfig>) };
  } catch {
    return FALLBACK;
  }
}

export const siteConfig: SiteConfig = readInjectedConfig();

/** The chat link every public call to action opens, optionally with a prefilled message. */
export function chatUrl(text?: string): string {
  const base = `https://wa.me/${siteConfig.chatNumber}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

export function formatPrice(): string {
  return `${siteConfig.priceMxn} MXN`;
}
