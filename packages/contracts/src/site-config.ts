/**
 * What the web app knows of the server's configuration (injected into index.html as JSON; nothing
 * secret). The server builds it from its settings; the web app falls back to these defaults when it runs
 * without a server (tests, a static preview).
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

export const PRODUCT_NAME = 'Vitalia';
export const DEFAULT_PRICE_MXN = 29;
export const DEFAULT_TRIAL_DAYS = 14;
/** A US 555 fiction number used while CHAT_NUMBER is unset; the site says it is a stand-in. */
export const PLACEHOLDER_CHAT_NUMBER = '15550001234';
