import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchAlertSettings, saveAlertSettings } from './alert-settings-api';

export const ALERT_SETTINGS_QUERY_KEY = ['member', 'alert-settings'] as const;

/** "Alertas personalizadas" on Mi Perfil: the days without readings and the personal thresholds. */
export function useAlertSettings(enabled: boolean) {
  return useQuery({
    queryKey: ALERT_SETTINGS_QUERY_KEY,
    enabled,
    queryFn: ({ signal }) => fetchAlertSettings(signal),
  });
}

/** PUT the whole settings; the cache takes what the server stored. */
export function useSaveAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAlertSettings,
    onSuccess: (saved) => queryClient.setQueryData(ALERT_SETTINGS_QUERY_KEY, saved),
  });
}
