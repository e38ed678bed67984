import type { Database } from '@vitalia/db';
import { createAccountsService } from './accounts/accounts-service';
import { createPasswordsService } from './accounts/passwords-service';
import { createPhoneProofService } from './accounts/phone-proof-service';
import { createCostlyReads } from './costly-reads';
import { createSessionsService } from './accounts/sessions-service';
import { createAccessCodeSender } from './chat/access-code-message';
import { createChatPace } from './chat/chat-pace';
import { createSmartAlertsService } from './alerts/smart-alerts-service';
import { createChatService } from './chat/chat-service';
import { createChatSignupService } from './chat/chat-signup-service';
import { createPublicChatSimulator } from './chat/public-chat-simulator';
import { createMedicationsService } from './medications-service';
import { createNightscoutService } from './nightscout/nightscout-service';
import { createCgmStream } from './nightscout/cgm-stream';
import { createDosesService } from './proactive/doses-service';
import { createOccurrencesService } from './proactive/occurrences-service';
import { createWeeklyReportsService } from './proactive/weekly-reports-service';
import { createNotificationsService } from './notifications-service';
import { createProfileService } from './profile-service';
import { createPatientAccess } from './patient-access';
import { createPrivacyService } from './privacy/privacy-service';
import { createChartsService } from './readings/charts-service';
import { createConsultationReportService } from './report/consultation-data';
import { createCgmReportService } from './readings/cgm-report';
import { createCsvService } from './readings/csv-service';
import { createReadingConsequences } from './readings/reading-consequences';
import { createReadingsService } from './readings/readings-service';
import { createRecordReadings } from './readings/record-readings';
import { createRemindersService } from './reminders-service';
import { createCaregiverAlerts, createTellCaregivers } from './sharing/caregiver-alerts';
import { createCaregiverCorrections } from './sharing/caregiver-corrections';
import { createCrisisFollowups } from './alerts/crisis-followups';
import { createSharingService } from './sharing/sharing-service';
import { createPrepaidNotices } from './prepaid-notices';
import { createSubscriptionsService } from './subscriptions-service';
import { createHealthImportsService } from './readings/health-imports/health-imports-service';
import type { ImportLimits } from './readings/health-imports/import-limits';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** CRISIS_FOLLOWUP_MINUTES's default (CONTRACTS section 2). */
export const DEFAULT_CRISIS_FOLLOWUP_MINUTES = 15;

export interface ServiceOptions {
  db: Database;
  trialDays: number;
  signupLimitPerHour: number;
  /** Messages per number per minute the bot reads (CHAT_PACE_LIMIT by default). */
  chatMessagesPerMinute?: number;
  defaultTimeZone: string;
  /** Minutes after a crisis value before the bot asks again (CRISIS_FOLLOWUP_MINUTES). */
  crisisFollowupMinutes?: number;
  /** The clock; tests move it. */
  now?: () => Date;
  /**
   * Told when work that runs after a commit fails (a reading's consequences): what was stored stands and
   * the work is finished later, so the caller still answers. For logs.
   */
  onBackgroundError?: (error: unknown) => void;
  /**
   * Whether a number must be proven before proactive messages go to it: with a real WhatsApp channel.
   * In simulator mode nothing reaches a phone (the signed-in person sees the messages), so no proof.
   */
  phoneProofRequired?: boolean;
  /** PUBLIC_URL: the links of messages the product starts (prepaid months' notices). */
  publicUrl?: string;
  /** Imports from health apps: where uploads wait for their job, and how jobs are leased. */
  healthImports?: {
    storageDir: string;
    leaseSeconds?: number;
    pollMs?: number;
    pauseMs?: number;
    limits?: ImportLimits;
  };
}

/** Every use case, wired once per process and shared by the HTTP routes, the bot and the scheduler. */
export function createServices(options: ServiceOptions) {
  const now = options.now ?? (() => new Date());
  const { db } = options;
  const access = createPatientAccess({ db, defaultTimeZone: options.defaultTimeZone, now });
  const notifications = createNotificationsService({ db, now });
  const occurrences = createOccurrencesService({ db, defaultTimeZone: options.defaultTimeZone, now });
  const onSchedulesChanged = (userId: number) => occurrences.syncUser(userId);
  const charts = createChartsService({ db, access, now });
  const cgm = createCgmReportService({ db, access, now });
  const phoneProofRequired = options.phoneProofRequired ?? true;
  const chat = createChatService({
    db,
    now,
    phoneProofRequired,
    // phoneProof is made below; a turn calls this long after.
    proveByChatLink: (phones, code) => phoneProof.proveByChatLink(phones, code),
  });
  const tellCaregivers = createTellCaregivers({ db, chat, notifications, now });
  const alertCaregivers = createCaregiverAlerts(tellCaregivers);
  const crisisFollowups = createCrisisFollowups({
    db,
    access,
    chat,
    tellCaregivers,
    minutes: options.crisisFollowupMinutes ?? DEFAULT_CRISIS_FOLLOWUP_MINUTES,
    now,
  });
  const smartAlerts = createSmartAlertsService({
    db,
    chat,
    notifications,
    defaultTimeZone: options.defaultTimeZone,
    now,
  });
  const readingConsequences = createReadingConsequences({
    db,
    notifications,
    alertCaregivers,
    correctCaregivers: createCaregiverCorrections(tellCaregivers),
    smartAlerts,
    followups: crisisFollowups,
    now,
    onError: options.onBackgroundError,
  });
  const cgmStream = createCgmStream({
    db,
    chat,
    defaultTimeZone: options.defaultTimeZone,
    now,
    onError: options.onBackgroundError,
  });
  const recordReadings = createRecordReadings({
    db,
    access,
    consequences: readingConsequences,
    followups: crisisFollowups,
    stream: cgmStream,
    now,
  });
  const sendAccessCode = createAccessCodeSender({ db, now });
  const phoneProof = createPhoneProofService({ db, sendAccessCode, now, required: phoneProofRequired });
  const accounts = createAccountsService({
    db,
    trialDays: options.trialDays,
    signupLimitPerHour: options.signupLimitPerHour,
    now,
    // The number typed at sign-up gets its code at once (CONTRACTS.md section 6).
    onRegistered: (userId, phone) =>
      phoneProof.afterSignup(userId, phone).catch((error: unknown) => options.onBackgroundError?.(error)),
  });
  return {
    access,
    crisisFollowups,
    notifications,
    smartAlerts,
    recordReadings,
    readingConsequences,
    accounts,
    phoneProof,
    reminders: createRemindersService({ db, onSchedulesChanged }),
    medications: createMedicationsService({ db, onSchedulesChanged }),
    profile: createProfileService({ db, defaultTimeZone: options.defaultTimeZone, now, onSchedulesChanged }),
    readings: createReadingsService({ db, access, recordReadings, now }),
    charts,
    cgm,
    consultationReport: createConsultationReportService({ db, access, charts, cgm, now }),
    csv: createCsvService({ db, access, recordReadings, consequences: readingConsequences, now }),
    chat,
    chatSignup: createChatSignupService({
      db,
      chat,
      trialDays: options.trialDays,
      defaultTimeZone: options.defaultTimeZone,
      now,
    }),
    publicChat: createPublicChatSimulator({
      db,
      chat,
      countAttempt: accounts.countSignupAttempt,
      now,
      messagesPerMinute: options.chatMessagesPerMinute,
    }),
    sharing: createSharingService({ db, access, defaultTimeZone: options.defaultTimeZone, now }),
    passwords: createPasswordsService({
      db,
      sendAccessCode,
      now,
      onError: options.onBackgroundError,
    }),
    sessions: createSessionsService({ db, now }),
    chatPace: createChatPace({ db, now, limit: options.chatMessagesPerMinute }),
    subscriptions: createSubscriptionsService({ db, defaultTimeZone: options.defaultTimeZone, now }),
    prepaidNotices: createPrepaidNotices({
      db,
      chat,
      publicUrl: options.publicUrl ?? 'http://localhost:3000',
      defaultTimeZone: options.defaultTimeZone,
      now,
    }),
    occurrences,
    doses: createDosesService({ db, now }),
    weeklyReports: createWeeklyReportsService({ db, access, charts, notifications, now }),
    privacy: createPrivacyService({ db, defaultTimeZone: options.defaultTimeZone, now }),
    nightscout: createNightscoutService({
      db,
      access,
      recordReadings,
      consequences: readingConsequences,
      stream: cgmStream,
      now,
    }),
    costlyReads: createCostlyReads({ db, now }),
    healthImports: createHealthImportsService({
      db,
      access,
      recordReadings,
      consequences: readingConsequences,
      now,
      storageDir: options.healthImports?.storageDir ?? join(tmpdir(), 'vitalia-imports'),
      leaseSeconds: options.healthImports?.leaseSeconds,
      pollMs: options.healthImports?.pollMs,
      pauseMs: options.healthImports?.pauseMs,
      limits: options.healthImports?.limits,
      onError: options.onBackgroundError,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
