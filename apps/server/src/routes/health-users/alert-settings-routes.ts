import type { FastifyInstance } from 'fastify';
import { alertSettingsReply, validateAlertSettings } from '@vitalia/contracts/alerts';
import type { Services } from '@vitalia/services';
import { replySchema, validated } from '../route-support';

/** "Alertas personalizadas": the days without readings and the personal thresholds of the smart alerts. */
export function registerAlertSettingsRoutes(scope: FastifyInstance, { alerts }: Pick<Services, 'alerts'>) {
  const schema = { response: { 200: replySchema(alertSettingsReply) } };

  scope.get('/alert_settings/', { schema }, (request) => alerts.getSettings(request.userId));

  scope.put('/alert_settings/', { schema }, (request) =>
    alerts.updateSettings(request.userId, validated(validateAlertSettings(request.body))),
  );
}
