import type { FastifyInstance } from 'fastify';
import { alertSettingsReply } from '@vitalia/contracts/alerts';
import { memberRequests } from '@vitalia/contracts/requests';
import type { Services } from '@vitalia/services';
import { schemaRoutes } from '../route-support';

/** "Alertas personalizadas": the days without readings and the personal thresholds of the smart alerts. */
export function registerAlertSettingsRoutes(
  scope: FastifyInstance,
  { smartAlerts }: Pick<Services, 'smartAlerts'>,
) {
  const routes = schemaRoutes(scope);
  const reply = { 200: alertSettingsReply };

  routes.get('/alert_settings/', { reply }, (_input, request) => smartAlerts.getSettings(request.userId));

  routes.put('/alert_settings/', { body: memberRequests.alertSettingsBody, reply }, ({ body }, request) =>
    smartAlerts.updateSettings(request.userId, body),
  );
}
