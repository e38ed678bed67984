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

/** The server's rendering of the public pages (entry-server.tsx) sets the configuration it serves. */
export function applySiteConfig(config: SiteConfig): void {
  Object.assign(siteConfig, config);
}

/** The public chat simulator's page, where the site's chat links lead in simulator mode. */
export const TRY_CHAT_PATH = '/probar-chat';
/** Its query parameter with the message to prefill (as wa.me's `text`). */
export const TRY_CHAT_TEXT_PARAM = 'texto';

/** Whether the site's chat links open the public simulator (no WhatsApp credentials on the server). */
export const chatIsSimulated = () => siteConfig.whatsappMode === 'simulator';

/**
 * The chat link every public call to action opens, optionally with a prefilled message: WhatsApp's
 * (wa.me), or in simulator mode the site's own simulator page, where a visitor writes as a test number.
 */
export function chatUrl(text?: string): string {
  if (chatIsSimulated())
    return text ? `${TRY_CHAT_PATH}?${TRY_CHAT_TEXT_PARAM}=${encodeURIComponent(text)}` : TRY_CHAT_PATH;
  const base = `https://wa.me/${siteConfig.chatNumber}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

export function formatPrice(): string {
  return `${siteConfig.priceMxn} MXN`;
}
