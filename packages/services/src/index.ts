export {
  createServices,
  DEFAULT_CRISIS_FOLLOWUP_MINUTES,
  type ServiceOptions,
  type Services,
} from './create-services';
export {
  DomainError,
  ConflictError,
  ForbiddenError,
  GoneError,
  InvalidInputError,
  NotFoundError,
  RateLimitedError,
  UnauthenticatedError,
} from './errors';
export { groupBy } from './group-by';
export { ACCOUNT_MESSAGES, type AccountsService } from './accounts/accounts-service';
export { LOGIN_LIMITS } from './accounts/login-throttle';
export { PASSWORD_LIMITS, RESET_LINK_MINUTES, type PasswordsService } from './accounts/passwords-service';
export { type SessionsService } from './accounts/sessions-service';
export { accessCodeText } from './chat/access-code-message';
export { SIGNUP_FORGOTTEN_AFTER_HOURS, type ChatSignupService } from './chat/chat-signup-service';
export { type PublicChatSimulator } from './chat/public-chat-simulator';
export { CHAT_PACE_LIMIT, type ChatPace } from './chat/chat-pace';
export { MAX_REMINDERS_PER_USER, REMINDER_MESSAGES, type RemindersService } from './reminders-service';
export { MEDICATION_LIMITS, MEDICATION_MESSAGES, type MedicationsService } from './medications-service';
export type { ProfileService } from './profile-service';
export { type PatientAccess, type PatientScope } from './patient-access';
export { type ReadingsService } from './readings/readings-service';
export {
  asDomainReading,
  BULK_CRISIS_WINDOW_MS,
  type ReadingOrigin,
  type RecordedReading,
  type RecordReadings,
  type RecordResult,
} from './readings/record-readings';
export {
  CONSEQUENCES_LEASE_MS,
  describeStoredValue,
  type ReadingConsequences,
} from './readings/reading-consequences';
export { type ChartsService, MAX_DRAWN_POINTS, GLUCOSE_RANGE } from './readings/charts-service';
export { type CsvService } from './readings/csv-service';
export { type HealthImports } from './readings/health-imports/health-imports-service';
export { type CgmReportService, DEFAULT_CGM_DAYS } from './readings/cgm-report';
export { IMPORT_LIMITS, IMPORT_MESSAGES } from './readings/csv-import';
export { READING_MESSAGES } from './readings/reading-rules';
export { RANGE_MESSAGES } from './readings/date-range';
export { LINK_TOKEN_LIFETIME_MINUTES } from './accounts/accounts-service';
export { type NotificationsService, NOTIFICATIONS_LISTED } from './notifications-service';
export {
  createChatService,
  CHAT_SERVICE_MESSAGES,
  HISTORY_LIMIT,
  type ChatService,
  type ComposedProactive,
  type ProactiveInput,
  type ProactiveResult,
  type StatusUpdate,
  type IdentityChange,
} from './chat/chat-service';
export {
  assertWithinLimits,
  fitText,
  insideServiceWindow,
  messageText,
  OUTSIDE_WINDOW_ERROR,
  SERVICE_WINDOW_MS,
  TEMPLATES,
  TEMPLATE_LANGUAGE,
  templateMessage,
  type TemplateKey,
} from './chat/whatsapp-policy';
// The chat message's one definition is in contracts; the bot and the scheduler take it from here.
export type { ButtonOption, ListRow, OutboundMessage } from '@vitalia/contracts/chat';
export { addressOfAccount, isPhoneAddress, phoneCandidates, recipientOfPhone } from './chat/phone-match';
export {
  type BillingAccount,
  type ProviderSubscriptionState,
  type SubscriptionsService,
  PAYMENT_FAILED_NOTIFICATION,
  paymentFailedChatText,
} from './subscriptions-service';
export { PAY_LINK_LIMITS, type OpenPayLink, type PayLinks } from './pay-links';
export {
  type PrepaidCheckoutFacts,
  type PrepaidEventResult,
  type PrepaidMonths,
  type PrepaidOutcome,
  type PrepaidPayer,
  pendingPaymentOf,
} from './prepaid-months';
export {
  createOccurrencesService,
  nextOccurrenceOf,
  type OccurrencesService,
} from './proactive/occurrences-service';
export { medicationsFor, medicationsMeant, medicationsNamedIn } from './proactive/medication-match';
export {
  SNOOZE_MINUTES,
  type DoseResult,
  type DosesService,
  type SnoozeResult,
} from './proactive/doses-service';
export {
  MEDICATION_BUTTON_TITLES,
  medicationButtonId,
  medicationLabel,
  medicationReminderButtons,
  readMedicationButton,
  type MedicationButtonAction,
} from './proactive/medication-reminder-buttons';
export { type WeeklyReport, type WeeklyReportsService } from './proactive/weekly-reports-service';
export { composeWeeklyReport, describeWeek } from './proactive/weekly-report-text';
export { type SmartAlertsService, INACTIVITY_BATCH } from './alerts/smart-alerts-service';
export { type PrivacyService } from './privacy/privacy-service';
export { EXPORT_SCHEMA_VERSION, type DataExport } from './privacy/data-export';
export { waIdsOfPhone, type ErasureHooks } from './privacy/account-erasure';
export { type SharingService, ACCESS_LOG_LISTED } from './sharing/sharing-service';
export {
  caregiverAlertsAllowed,
  composeCaregiverAlert,
  type AlertCaregivers,
} from './sharing/caregiver-alerts';
export { type NightscoutService } from './nightscout/nightscout-service';
export { type AuthorizedSite, type SiteCredentials, NIGHTSCOUT_RATE } from './nightscout/nightscout-sites';
export { type EntriesQuery } from './nightscout/nightscout-entries';
export { type EntryReply } from './nightscout/entry-shape';
export {
  CRISIS_FOLLOWUP_BUTTONS,
  followupAnswerOfOption,
  type FollowupAnswer,
} from './alerts/crisis-followup-buttons';
export { type CrisisFollowups, FOLLOWUP_LEASE_MS } from './alerts/crisis-followups';
