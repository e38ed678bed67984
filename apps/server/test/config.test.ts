import { describe, expect, it } from 'vitest';
import { GRAPH_API_VERSION } from '@vitalia/testkit';
import { ConfigError, loadConfig } from '../src/config';

describe('configuration', () => {
  it('has the contract defaults with no variables set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      defaultTimeZone: 'America/Mexico_City',
      trialDays: 14,
      priceMxn: 29,
      chatNumberIsPlaceholder: true,
      whatsapp: { mode: 'simulator', apiUrl: 'https://graph.facebook.com/v26.0' },
      stripe: { mode: 'test' },
    });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('calls a Graph API version Meta still supports, which the local Graph API answers on, and can be moved', () => {
    // v21.0 stops working on 21 January 2027; v26.0 (29 July 2026) is the newest Meta names.
    expect(loadConfig({}).whatsapp.apiUrl).toBe(`https://graph.facebook.com/${GRAPH_API_VERSION}`);
    expect(loadConfig({ WHATSAPP_API_URL: 'https://graph.facebook.com/v27.0/' }).whatsapp.apiUrl).toBe(
      'https://graph.facebook.com/v27.0',
    );
  });

  it('derives PUBLIC_URL from PORT and reads the rest', () => {
    const config = loadConfig({
      PORT: '8080',
      TRIAL_DAYS: '15',
      PRICE_MXN: '69',
      CHAT_NUMBER: '5215512345678',
      TZ_DEFAULT: 'America/Tijuana',
      DATABASE_URL: 'postgres://u:p@db:5432/vitalia',
    });
    expect(config).toMatchObject({
      publicUrl: 'http://localhost:8080',
      trialDays: 15,
      priceMxn: 69,
      chatNumber: '5215512345678',
      chatNumberIsPlaceholder: false,
      defaultTimeZone: 'America/Tijuana',
      databaseUrl: 'postgres://u:p@db:5432/vitalia',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', WHATSAPP_TOKEN: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      whatsapp: { mode: 'simulator' },
    });
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'tres mil',
        TZ_DEFAULT: 'Mexico/Narnia',
        DATABASE_URL: 'mysql://x',
        TRIAL_DAYS: '-1',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ['PORT', 'TZ_DEFAULT', 'DATABASE_URL', 'TRIAL_DAYS']) expect(message).toContain(name);
  });

  it('reads the speech-to-text service for voice notes, off when unset', () => {
    expect(loadConfig({}).transcription).toBeNull();
    expect(
      loadConfig({ TRANSCRIPTION_URL: 'https://api.openai.com/v1/', TRANSCRIPTION_API_KEY: 'sk-x' })
        .transcription,
    ).toEqual({ url: 'https://api.openai.com/v1', apiKey: 'sk-x', model: 'whisper-1' });
    expect(
      loadConfig({ TRANSCRIPTION_URL: 'http://stt.local:9000', TRANSCRIPTION_MODEL: 'whisper-large-v3' })
        .transcription,
    ).toEqual({ url: 'http://stt.local:9000', apiKey: undefined, model: 'whisper-large-v3' });
    expect(() => loadConfig({ TRANSCRIPTION_URL: 'ftp://stt.local' })).toThrow(/TRANSCRIPTION_URL/);
  });

  it('asks for the whole set of WhatsApp and Stripe credentials', () => {
    expect(() => loadConfig({ WHATSAPP_TOKEN: 't' })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID.*\n.*WHATSAPP_APP_SECRET.*\n.*WHATSAPP_VERIFY_TOKEN/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET[\s\S]*STRIPE_PRICE_ID/,
    );
    const live = loadConfig({
      WHATSAPP_TOKEN: 't',
      WHATSAPP_PHONE_NUMBER_ID: '1',
      WHATSAPP_APP_SECRET: 's',
      WHATSAPP_VERIFY_TOKEN: 'v',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_ID: 'price_x',
    });
    expect(live.whatsapp.mode).toBe('cloud');
    expect(live.stripe.mode).toBe('stripe');
  });
});
