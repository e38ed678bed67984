/**
 * What every API route takes (its path params, query and body), declared once per route as request schemas
 * built from the readers the web's forms use. The server's routes name these in `route({ ... })`; nothing
 * else reads a request. Server-side only (see ./request-schema).
 */
import {
  SECURITY_MESSAGES,
  validatePasswordChange,
  validateResetConfirm,
  validateResetLink,
  validateResetRequest,
} from './account-security';
import { validateAlertSettings } from './alerts';
import { validateCompleteAccount, validateLinkToken, validateLogin, validateRegistration } from './auth';
import { validateChatInput } from './chat';
import { validatePhoneChange, validatePhoneCode } from './phone-proof';
import {
  MEMBER_MESSAGES,
  validateMeasurementReminder,
  validateMeasurementReminderPatch,
  validateMedication,
  validateMedicationPatch,
  validateMedicationSchedule,
  validatePacientePatch,
  validateHealthProfile,
  validateProfile,
  validateScheduleTimingPatch,
} from './member';
import {
  METRICS_MESSAGES,
  validateDateRangeQuery,
  validateReportPdfQuery,
  validateExportQuery,
  validateOverviewQuery,
  validateReadingInput,
  validateReadingPatch,
  validateReadingsQuery,
  validateSeriesQuery,
} from './metrics';
import {
  HEALTH_IMPORT_FORMATS,
  HEALTH_IMPORT_MESSAGES,
  readColumnMap,
  type CsvColumnMap,
  type HealthImportFormatKey,
} from './health-imports';
import { NOTIFICATION_MESSAGES } from './notifications';
import {
  PAYMENT_MESSAGES,
  readStatusEmail,
  validateCancel,
  validateTestPay,
  validateTestSettle,
  validateCheckout,
  validatePortal,
} from './payments';
import { readPayLinkCode, validatePayLinkCheckout } from './pay-links';
import { normalizePhone } from './phone';
import { validateAccountDeletion, validatePurposesUpdate } from './privacy';
import { validatePublicChatMessage, validatePublicChatReplies } from './public-chat';
import { readBoth, requestSchema } from './request-schema';
import {
  readPatientIdParam,
  SHARING_MESSAGES,
  validateInvitationToken,
  validateInviteInput,
} from './sharing';
import {
  asRecord,
  fail,
  isOutOfRangeInteger,
  ok,
  hasForbiddenCharacters,
  readInteger,
  readResourceId,
  type Validation,
} from './validation';

/** `/:id/` of a resource: `{ id }`, or a 404 with the resource's message for anything but a real id. */
export const idParams = (notFoundDetail: string) =>
  requestSchema((params) => {
    const id = readResourceId(asRecord(params)?.id, notFoundDetail);
    return id.ok ? ok({ id: id.value }) : id;
  });

/** `paciente_id` of a health-data query: a patient who shares with the caller; absent = the caller's own. */
function readPatientQuery(query: unknown): Validation<{ paciente_id: number | undefined }> {
  const id = readPatientIdParam(query);
  return id.ok ? ok({ paciente_id: id.value }) : id;
}

/** A metrics query's own fields, then its `paciente_id`. */
const withPatient = <T extends object>(read: (query: unknown) => Validation<T>) =>
  requestSchema(readBoth(read, readPatientQuery));

/** `paciente_id` in a medication's body, as the web app sends it (null = the caller's own). */
function readBodyPatientId(body: unknown): Validation<{ paciente_id: number | null }> {
  const raw = asRecord(body)?.paciente_id;
  if (raw === undefined || raw === null) return ok({ paciente_id: null });
  const id = readInteger(raw);
  if (id === null || isOutOfRangeInteger(raw)) return fail(MEMBER_MESSAGES.patientNotFound, 'not_found');
  return ok({ paciente_id: id });
}

/** A health-app upload's query: `format`, `file_name`, and for a CSV its column `map` (JSON). */
function readHealthImportQuery(
  query: unknown,
): Validation<{ format: HealthImportFormatKey; file_name: string; map: CsvColumnMap | null }> {
  const record = asRecord(query) ?? {};
  const format = record.format;
  if (typeof format !== 'string' || !HEALTH_IMPORT_FORMATS.includes(format as HealthImportFormatKey))
    return fail(HEALTH_IMPORT_MESSAGES.format);
  const rawName = record.file_name ?? (format === 'csv' ? 'datos.csv' : 'export.zip');
  if (
    typeof rawName !== 'string' ||
    rawName.trim() === '' ||
    rawName.length > 200 ||
    hasForbiddenCharacters(rawName)
  )
    return fail(HEALTH_IMPORT_MESSAGES.fileName);
  if (format === 'apple_health') return ok({ format: 'apple_health', file_name: rawName.trim(), map: null });
  const map = readColumnMap(record.map);
  return typeof map === 'string' ? fail(map) : ok({ format: 'csv', file_name: rawName.trim(), map });
}

/** `/health-metrics/api`. */
export const metricsRequests = {
  healthImportQuery: withPatient(readHealthImportQuery),
  healthImportParams: idParams(HEALTH_IMPORT_MESSAGES.notFound),
  readingParams: idParams(METRICS_MESSAGES.readingNotFound),
  readingBody: requestSchema(validateReadingInput),
  readingPatchBody: requestSchema(validateReadingPatch),
  /** Routes that read or write one patient's data and take nothing else in the query. */
  patientQuery: requestSchema(readPatientQuery),
  readingsQuery: withPatient(validateReadingsQuery),
  seriesQuery: withPatient(validateSeriesQuery),
  overviewQuery: withPatient(validateOverviewQuery),
  reportQuery: withPatient(validateDateRangeQuery),
  cgmQuery: withPatient(validateDateRangeQuery),
  reportPdfQuery: withPatient(validateReportPdfQuery),
  exportQuery: withPatient(validateExportQuery),
};

/** `/health-users`: sign-up, sign-in and the link sessions. */
export const authRequests = {
  registerBody: requestSchema((body) => validateRegistration(body)),
  loginBody: requestSchema(validateLogin),
  linkSessionBody: requestSchema(validateLinkToken),
};

/** `/health-users/phone`: proof of the account's number, and a new number. */
export const phoneProofRequests = {
  verifyBody: requestSchema(validatePhoneCode),
  changeBody: requestSchema(validatePhoneChange),
};

/** `/health-users`: password reset and change, sessions. */
export const securityRequests = {
  resetBody: requestSchema(validateResetRequest),
  resetConfirmBody: requestSchema(validateResetConfirm),
  resetLinkBody: requestSchema(validateResetLink),
  passwordChangeBody: requestSchema(validatePasswordChange),
  completeAccountBody: requestSchema((body) => validateCompleteAccount(body)),
  sessionParams: idParams(SECURITY_MESSAGES.sessionNotFound),
};

/** `/health-users`: the member area (reminders, medications, profile, bell, chat, alerts, privacy). */
export const memberRequests = {
  measurementReminderParams: idParams(MEMBER_MESSAGES.reminderNotFound),
  measurementReminderBody: requestSchema(validateMeasurementReminder),
  measurementReminderPatchBody: requestSchema(validateMeasurementReminderPatch),
  alertSettingsBody: requestSchema(validateAlertSettings),
  medicationParams: idParams(MEMBER_MESSAGES.medicationNotFound),
  medicationBody: requestSchema(readBoth(validateMedication, readBodyPatientId)),
  medicationPatchBody: requestSchema(validateMedicationPatch),
  medicationScheduleParams: idParams(MEMBER_MESSAGES.medicationScheduleNotFound),
  medicationScheduleBody: requestSchema(validateMedicationSchedule),
  scheduleTimingPatchBody: requestSchema(validateScheduleTimingPatch),
  profileBody: requestSchema(validateProfile),
  pacienteParams: idParams(MEMBER_MESSAGES.patientNotFound),
  pacientePatchBody: requestSchema((body) => validatePacientePatch(body, normalizePhone)),
  healthProfileBody: requestSchema(validateHealthProfile),
  notificationParams: idParams(NOTIFICATION_MESSAGES.notFound),
  chatBody: requestSchema(validateChatInput),
  purposesBody: requestSchema(validatePurposesUpdate),
  accountDeletionBody: requestSchema(validateAccountDeletion),
};

/** `/health-users`: sharing with doctors and family. */
export const sharingRequests = {
  inviteBody: requestSchema(validateInviteInput),
  invitationTokenBody: requestSchema(validateInvitationToken),
  shareParams: idParams(SHARING_MESSAGES.shareNotFound),
  invitationParams: idParams(SHARING_MESSAGES.invitationNotFound),
};

/** A test checkout id as the local test mode makes them; anything else names nothing (404). */
function readTestCheckoutParams(params: unknown): Validation<{ id: string }> {
  const id = asRecord(params)?.id;
  return typeof id === 'string' && /^cs_test_[0-9a-f]{24}$/.test(id)
    ? ok({ id })
    : fail(PAYMENT_MESSAGES.checkoutNotFound, 'not_found');
}

/**
 * `/health-payments`. Return addresses must be on one of the site's `origins`, which the route works out
 * per request, so those body schemas are made per request.
 */
export const paymentRequests = {
  statusQuery: requestSchema(readStatusEmail),
  checkoutBody: (origins: readonly string[]) => requestSchema((body) => validateCheckout(body, origins)),
  portalBody: (origins: readonly string[]) => requestSchema((body) => validatePortal(body, origins)),
  cancelBody: requestSchema(validateCancel),
  testCheckoutParams: requestSchema(readTestCheckoutParams),
  testPayBody: requestSchema(validateTestPay),
  testSettleBody: requestSchema(validateTestSettle),
};

/** A pay link's code in the path (`:code`); one the server could not have made names nothing (404). */
function readPayLinkParams(params: unknown): Validation<{ code: string }> {
  const code = readPayLinkCode(asRecord(params)?.code);
  return code.ok ? ok({ code: code.value }) : code;
}

/** `/health-payments/pay-links/`: the owner's links, and the public page's calls by the link's code. */
export const payLinkRequests = {
  codeParams: requestSchema(readPayLinkParams),
  checkoutBody: requestSchema(validatePayLinkCheckout),
  /** The local test mode's checkout of a pay link: its code and the session, each checked. */
  testParams: requestSchema(readBoth(readPayLinkParams, readTestCheckoutParams)),
};

/** `/public-chat`: the public chat simulator (simulator mode only). */
export const publicChatRequests = {
  messageBody: requestSchema(validatePublicChatMessage),
  repliesBody: requestSchema(validatePublicChatReplies),
};
