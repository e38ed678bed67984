import type { AlertSettingsInput, AlertSettingsReply } from '@vitalia/contracts/alerts';
import { apiRequest } from '../../../lib/api-client';

const PATH = '/health-users/alert_settings/';

export const fetchAlertSettings = (signal?: AbortSignal) => apiRequest<AlertSettingsReply>(PATH, { signal });

export const saveAlertSettings = (settings: AlertSettingsInput) =>
  apiRequest<AlertSettingsReply>(PATH, { method: 'PUT', body: settings });
