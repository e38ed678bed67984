import type { NightscoutSecretReply, NightscoutSiteReply } from '@vitalia/contracts/nightscout';
import { apiRequest } from '../../../lib/api-client';

/** The caller's Nightscout-compatible address (turned on by the first call). */
export const fetchNightscoutSite = (signal?: AbortSignal) =>
  apiRequest<NightscoutSiteReply>('/health-users/nightscout/', { signal });

/** A new API secret: shown once; the previous one stops working at once. */
export const renewNightscoutSecret = () =>
  apiRequest<NightscoutSecretReply>('/health-users/nightscout/secret/', { method: 'POST' });
