export { openDatabase, QueryOutsideTransactionError, type Database, type DatabaseOptions } from './database';
export { openConfiguredDatabase, type OpenedDatabase } from './open-configured';
export { DatabaseError, DatabaseUnavailableError } from './errors';
export { migrate, readMigrations } from './migrate';
export { lockDataDir, DataDirLockedError } from './data-dir-lock';
export { coalesce, distinctByKey, type CoalesceOptions } from './coalesce';
export { inBackground } from './statement-queue';
export type { Repositories } from './repositories';
export type { AlertEpisodeRow, InactivityCandidate } from './repositories/alert-episodes';
export type { AlertReadingRow } from './repositories/alert-readings';
export type { MeasurementReminderRow, ScheduleTimingRow } from './repositories/measurement-reminders';
export type { AlertSettingsRow } from './repositories/alert-settings';
export type { ConversationPatch } from './repositories/chat-conversations';
export type {
  ChatAccount,
  ConversationRow,
  ConversationState,
  FinishedTurn,
  LastReadingSnapshot,
  OpenedTurn,
  OpenTurnInput,
} from './repositories/chat-turns';
export type {
  InboundHistoryRow,
  InboundKind,
  InboundRow,
  NewInboundMessage,
} from './repositories/chat-inbound';
export { senderOf } from './repositories/chat-inbound';
export type {
  DeliveryStatus,
  NewOutboundMessage,
  OutboundHistoryRow,
  OutboundPurpose,
  OutboundRow,
} from './repositories/chat-outbound';
export type { ConsentChannel, ConsentRow } from './repositories/consents';
export type { ChatSignupRow, SignupState, SignupStep } from './repositories/chat-signups';
export type { SimulatorVisitorRow } from './repositories/chat-simulator-visitors';
export type {
  CgmFamily,
  CgmMessageRow,
  StoppedSensorRow,
  StreamSettingsRow,
} from './repositories/cgm-stream';
export type { ActiveToken, SessionRow } from './repositories/auth-tokens';
export type { ResetCodeRow } from './repositories/credentials';
export type { LoginAttemptCounts } from './repositories/login-attempts';
export type { MedicamentoRow, MedicationScheduleRow } from './repositories/medications';
export type { NotificationRow } from './repositories/notifications';
export type {
  ClaimedOccurrence,
  NewOccurrence,
  OccurrenceKind,
  OccurrenceResult,
  OccurrenceSource,
} from './repositories/occurrences';
export type { AdherenceRow, NewDose, WeeklyReportRow } from './repositories/medication-doses';
export type { ClinicalColumns, PacienteRow, PatientOwner } from './repositories/pacientes';
export type { PhoneProofCodeRow, PhoneProofKind, PhoneStatusRow } from './repositories/phone-proofs';
export type { PatientMetricRow } from './repositories/patient-metrics';
export type { HealthImportFormat, HealthImportRow, HealthImportState } from './repositories/health-imports';
export type { DeviceGlucoseRow, NightscoutSiteRow, NightscoutTreatmentRow } from './repositories/nightscout';
export { PERSONAL_DATA_SOURCES, type PersonalData } from './repositories/personal-data';
export type { OptOutRow } from './repositories/purpose-opt-outs';
export type {
  AlertGranteeRow,
  OwnedShareRow,
  ReceivedShareRow,
  ShareScope,
  ShareStatus,
} from './repositories/patient-shares';
export type { AccessLogRow } from './repositories/patient-access-log';
export type {
  BucketUnit,
  CgmProfileRow,
  CgmSummaryRow,
  NewReading,
  PointRow,
  ReadingRow,
  ReadingSource,
  StatsRow,
  TimeRange,
} from './repositories/readings';
export type {
  CrisisNotice,
  ReadingConsequencesRow,
  ReadingWithdrawal,
} from './repositories/reading-consequences';
export type { CrisisFollowupRow, FollowupStep } from './repositories/crisis-followups';
export type { SubscriptionRow } from './repositories/subscriptions';
export type { TestCheckoutRow } from './repositories/billing';
export type { PrepaidCheckoutRow, PrepaidMethod, PrepaidState } from './repositories/prepaid-checkouts';
export type { PayLinkPaymentRow, PayLinkRow } from './repositories/pay-links';
export type { UserCredentials, UserRow } from './repositories/users';
export { createDatabaseOnServer, dropDatabaseOnServer } from './server-admin';
