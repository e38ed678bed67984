import type { Queryable } from './driver';
import { DatabaseError, DatabaseUnavailableError } from './errors';
import { createAlertEpisodesRepository } from './repositories/alert-episodes';
import { createAlertReadingsRepository } from './repositories/alert-readings';
import { createMeasurementRemindersRepository } from './repositories/measurement-reminders';
import { createAlertSettingsRepository } from './repositories/alert-settings';
import { createAuthTokensRepository } from './repositories/auth-tokens';
import { createChatConversationsRepository } from './repositories/chat-conversations';
import { createChatInboundRepository, createChatSenderLeasesRepository } from './repositories/chat-inbound';
import { createChatOutboundRepository } from './repositories/chat-outbound';
import { createChatSignupsRepository } from './repositories/chat-signups';
import { createChatSimulatorVisitorsRepository } from './repositories/chat-simulator-visitors';
import { createBillingRepository } from './repositories/billing';
import { createConsentsRepository } from './repositories/consents';
import { createCredentialsRepository } from './repositories/credentials';
import { createLinkTokensRepository } from './repositories/link-tokens';
import { createLoginAttemptsRepository } from './repositories/login-attempts';
import { createMedicationDosesRepository } from './repositories/medication-doses';
import { createMedicationsRepository } from './repositories/medications';
import { createNightscoutRepository } from './repositories/nightscout';
import { createCgmStreamRepository } from './repositories/cgm-stream';
import { createHealthImportsRepository } from './repositories/health-imports';
import { createNotificationsRepository } from './repositories/notifications';
import { createOccurrencesRepository } from './repositories/occurrences';
import { createPacientesRepository } from './repositories/pacientes';
import { createPatientAccessLogRepository } from './repositories/patient-access-log';
import { createPatientMetricsRepository } from './repositories/patient-metrics';
import { createPayLinksRepository } from './repositories/pay-links';
import { createPersonalDataRepository } from './repositories/personal-data';
import { createPhoneProofsRepository } from './repositories/phone-proofs';
import {
  createPrepaidCheckoutsRepository,
  createPrepaidNoticesRepository,
} from './repositories/prepaid-checkouts';
import { createPurposeOptOutsRepository } from './repositories/purpose-opt-outs';
import { createPatientSharesRepository } from './repositories/patient-shares';
import { createRateLimitsRepository } from './repositories/rate-limits';
import { createReadingConsequencesRepository } from './repositories/reading-consequences';
import { createCrisisFollowupsRepository } from './repositories/crisis-followups';
import { createReadingsRepository } from './repositories/readings';
import { createSubscriptionsRepository } from './repositories/subscriptions';
import { createUsersRepository } from './repositories/users';

type AsyncMethods = Record<string, (...args: never[]) => Promise<unknown>>;

/**
 * Names each method's failures after the repository and method (`users.insert`), so a logged database
 * error says which query failed without the SQL text or its parameters.
 */
function named<R extends AsyncMethods>(area: string, repository: R): R {
  const wrapped: AsyncMethods = {};
  for (const [method, run] of Object.entries(repository)) {
    wrapped[method] = async (...args: never[]) => {
      try {
        return await run(...args);
      } catch (error) {
        if (error instanceof DatabaseError || error instanceof DatabaseUnavailableError) {
          error.queryName ??= `${area}.${method}`;
          error.message = `${error.message} in ${error.queryName}`;
        }
        throw error;
      }
    };
  }
  return wrapped as R;
}

export function createRepositories(q: Queryable) {
  return {
    users: named('users', createUsersRepository(q)),
    pacientes: named('pacientes', createPacientesRepository(q)),
    authTokens: named('authTokens', createAuthTokensRepository(q)),
    consents: named('consents', createConsentsRepository(q)),
    subscriptions: named('subscriptions', createSubscriptionsRepository(q)),
    loginAttempts: named('loginAttempts', createLoginAttemptsRepository(q)),
    rateLimits: named('rateLimits', createRateLimitsRepository(q)),
    measurementReminders: named('measurementReminders', createMeasurementRemindersRepository(q)),
    medications: named('medications', createMedicationsRepository(q)),
    readings: named('readings', createReadingsRepository(q)),
    readingConsequences: named('readingConsequences', createReadingConsequencesRepository(q)),
    crisisFollowups: named('crisisFollowups', createCrisisFollowupsRepository(q)),
    patientMetrics: named('patientMetrics', createPatientMetricsRepository(q)),
    linkTokens: named('linkTokens', createLinkTokensRepository(q)),
    notifications: named('notifications', createNotificationsRepository(q)),
    chatInbound: named('chatInbound', createChatInboundRepository(q)),
    chatSenderLeases: named('chatSenderLeases', createChatSenderLeasesRepository(q)),
    chatOutbound: named('chatOutbound', createChatOutboundRepository(q)),
    chatConversations: named('chatConversations', createChatConversationsRepository(q)),
    chatSignups: named('chatSignups', createChatSignupsRepository(q)),
    chatSimulatorVisitors: named('chatSimulatorVisitors', createChatSimulatorVisitorsRepository(q)),
    billing: named('billing', createBillingRepository(q)),
    prepaidCheckouts: named('prepaidCheckouts', createPrepaidCheckoutsRepository(q)),
    prepaidNotices: named('prepaidNotices', createPrepaidNoticesRepository(q)),
    payLinks: named('payLinks', createPayLinksRepository(q)),
    occurrences: named('occurrences', createOccurrencesRepository(q)),
    medicationDoses: named('medicationDoses', createMedicationDosesRepository(q)),
    alertSettings: named('alertSettings', createAlertSettingsRepository(q)),
    alertEpisodes: named('alertEpisodes', createAlertEpisodesRepository(q)),
    alertReadings: named('alertReadings', createAlertReadingsRepository(q)),
    purposeOptOuts: named('purposeOptOuts', createPurposeOptOutsRepository(q)),
    personalData: named('personalData', createPersonalDataRepository(q)),
    patientShares: named('patientShares', createPatientSharesRepository(q)),
    patientAccessLog: named('patientAccessLog', createPatientAccessLogRepository(q)),
    credentials: named('credentials', createCredentialsRepository(q)),
    phoneProofs: named('phoneProofs', createPhoneProofsRepository(q)),
    nightscout: named('nightscout', createNightscoutRepository(q)),
    cgmStream: named('cgmStream', createCgmStreamRepository(q)),
    healthImports: named('healthImports', createHealthImportsRepository(q)),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
