import type {
  NightscoutSecretReply,
  NightscoutSiteReply,
  StreamSettings,
} from '@vitalia/contracts/nightscout';
import { apiRequest } from '../../../lib/api-client';

/** The caller's Nightscout-compatible address (turned on by the first call). */
export const fetchNightscoutSite = (signal?: AbortSignal) =>
  apiRequest<NightscoutSiteReply>('/health-users/nightscout/', { signal });

/** A new API secret: shown once; the previous one stops working at once. */
export const renewNightscoutSecret = () =>
  apiRequest<NightscoutSecretReply>('/health-users/nightscout/secret/', { method: 'POST' });

const SETTINGS = '/health-users/nightscout/settings/';

/** Quiet hours and the hours without uploads before "tu sensor dejó de enviar valores". */
export const fetchStreamSettings = (signal?: AbortSignal) => apiRequest<StreamSettings>(SETTINGS, { signal });

export const saveStreamSettings = (settings: StreamSettings) =>
  apiRequest<StreamSettings>(SETTINGS, { method: 'PUT', body: settings });
