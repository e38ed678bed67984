import type { FastifyInstance } from 'fastify';
import type { Bot } from '@vitalia/bot';
import type { Services } from '@vitalia/services';
import { requireBearerToken } from '../../plugins/auth';
import { registerAccountSecurityRoutes, registerPasswordResetRoutes } from './account-security-routes';
import { registerMeasurementReminderRoutes } from './measurement-reminders-routes';
import { registerAlertSettingsRoutes } from './alert-settings-routes';
import { registerAuthRoutes, registerSessionRoutes } from './auth-routes';
import { registerChatRoutes } from './chat-routes';
import { registerHomeRoutes } from './home-routes';
import { registerMedicationRoutes } from './medications-routes';
import { registerNotificationRoutes } from './notifications-routes';
import { registerPrivacyRoutes, type ErasureBilling } from './privacy-routes';
import { registerPhoneProofRoutes } from './phone-proof-routes';
import { registerProfileRoutes } from './profile-routes';
import { registerSharingRoutes } from './sharing-routes';
import { registerWeeklyReportRoutes } from './weekly-report-routes';

/**
 * `/health-users`, every route of it: sign-up and sign-in in a public scope; everything else in a
 * protected scope whose one bearer hook runs before any of its routes.
 */
export async function healthUsersRoutes(
  scope: FastifyInstance,
  options: Services & { publicUrl: string; bot: Bot; billing: ErasureBilling },
) {
  const services = options;
  registerAuthRoutes(scope, services, () => options.bot.wakeSender());
  registerPasswordResetRoutes(scope, services, () => options.bot.wakeSender());
  await scope.register(async (member) => {
    requireBearerToken(member, services.accounts);
    registerSessionRoutes(member, services, options.publicUrl);
    registerHomeRoutes(member, services);
    registerMeasurementReminderRoutes(member, services);
    registerAlertSettingsRoutes(member, services);
    registerMedicationRoutes(member, services);
    registerProfileRoutes(member, services);
    registerPhoneProofRoutes(member, services, () => options.bot.wakeSender());
    registerNotificationRoutes(member, services);
    registerChatRoutes(member, services, options.bot);
    registerWeeklyReportRoutes(member, services);
    registerSharingRoutes(member, services, options.publicUrl);
    registerAccountSecurityRoutes(member, services);
    registerPrivacyRoutes(member, services, options.billing);
  });
}
