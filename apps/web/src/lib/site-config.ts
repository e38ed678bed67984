import { PRIVACY_NOTICE_VERSION } from '@vitalia/contracts/legal';
import {
  DEFAULT_PRICE_MXN,
  DEFAULT_TRIAL_DAYS,
  PLACEHOLDER_CHAT_NUMBER,
  PRODUCT_NAME,
  type SiteConfig,
} from '@vitalia/contracts/site-config';

export type { SiteConfig };

/**
 * Settings the server injects into index.html (`<script id="vitalia-config" type="application/json">`).
 * Every price and trial figure the site shows comes from here, so the site never disagrees with itself.
 */
const FALLBACK: SiteConfig = {
  productName: PRODUCT_NAME,
  priceMxn: DEFAULT_PRICE_MXN,
  trialDays: DEFAULT_TRIAL_DAYS,
  chatNumber: PLACEHOLDER_CHAT_NUMBER,
  chatNumberIsPlaceholder: true,
  whatsappMode: 'simulator',
  paymentsMode: 'test',
  privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
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
