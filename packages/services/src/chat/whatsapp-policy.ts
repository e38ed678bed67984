import type { ButtonOption, OutboundMessage } from '@vitalia/contracts/chat';
import { MESSAGE_LIMITS } from '@vitalia/contracts/chat';
import { MEDICATION_BUTTON_TITLES } from '../proactive/medication-reminder-buttons';
import { CRISIS_FOLLOWUP_BUTTONS } from '../alerts/crisis-followup-buttons';

/**
 * WhatsApp's channel policy, in one place: when free text may go and when a template must (the 24-hour
 * customer service window, error 131047), the templates Meta approves and their names, and fitting a
 * message to WhatsApp's limits before it is queued. The chat service, the access-code sender and the bot's
 * outbound sender follow it; nothing else decides these things.
 *
 * Elsewhere, by the direction of imports: the message's type and the limits' numbers are in
 * @vitalia/contracts/chat (the member area shows the same messages); the Cloud API protocol (client,
 * webhook reader, signature, retryable error codes) is in packages/bot/src/whatsapp/.
 */

// ---- The 24-hour customer service window ----

/** WhatsApp's customer service window: free text within it, templates outside. */
export const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** WhatsApp's error for free text outside the window: sent again as its template, not retried. */
export const OUTSIDE_WINDOW_ERROR = 131047;

/** Whether free text may go to a person whose last message arrived at `lastInboundAt` (null: never). */
export function insideServiceWindow(lastInboundAt: Date | null | undefined, now: Date): boolean {
  return lastInboundAt != null && now.getTime() - lastInboundAt.getTime() < SERVICE_WINDOW_MS;
}

// ---- Templates ----

/**
 * The message templates WhatsApp must approve (Meta's template manager, language es_MX, category
 * UTILITY). WhatsApp delivers free text only within 24 hours of the person's last message; outside that
 * window, and when a free text is refused with error 131047, the same content goes as its template.
 * Meta refuses a body that starts or ends with a parameter, so each has words around them.
 * The README lists these names and texts for approval; keep them in step.
 */
export const TEMPLATE_LANGUAGE = 'es_MX';

export interface TemplateDefinition {
  name: string;
  /** The body as submitted for approval; {{n}} are the parameters. */
  body: string;
  /** What each parameter holds. */
  params: readonly string[];
  /** Quick-reply buttons of the template, in order (their payloads are set per message). */
  buttons?: readonly string[];
  /** Meta's category when not UTILITY. */
  category?: 'AUTHENTICATION';
  /**
   * An AUTHENTICATION template's add-ons, as chosen in Meta's template manager: its body is Meta's preset
   * text (not ours), the code is its one parameter and also goes to the copy-code button.
   */
  authentication?: {
    /** "Por tu seguridad, no lo compartas." after the preset text (add_security_recommendation). */
    securityRecommendation: boolean;
    /** The footer "Este código caduca en N minutos." (code_expiration_minutes). */
    expiryMinutes: number;
    /** The copy-code button's text (an OTP button of otp_type COPY_CODE; Meta stores it as a URL button). */
    copyCodeButton: string;
  };
}

export const TEMPLATES = {
  reply: {
    name: 'vitalia_respuesta',
    body: 'Hola {{1}}, te respondemos desde Vitalia: {{2}} Responde a este mensaje si necesitas algo más.',
    params: ['first name', 'the reply, flattened to one line'],
  },
  alert: {
    name: 'vitalia_alerta',
    body: 'Hola {{1}}, Vitalia tiene un aviso importante sobre tus lecturas: {{2}} Escríbenos para ver más detalles.',
    params: ['first name', 'the alert text with the standard it cites'],
  },
  // A caregiver told about the person they look after: that person's name, the value and the steps.
  caregiverAlert: {
    name: 'vitalia_alerta_cuidador',
    body: 'Hola {{1}}, {{2}} registró en Vitalia un valor de crisis: {{3}}. Qué hacer: {{4}} Vitalia no sustituye la atención médica.',
    params: [
      'the caregiver’s first name',
      'the person’s name',
      'the value ("glucosa 45 mg/dL")',
      'the caregiver steps for that crisis',
    ],
  },
  // What the caregivers told about a crisis hear next: a call for help, no answer yet, the all-clear.
  caregiverUpdate: {
    name: 'vitalia_aviso_cuidador',
    body: 'Hola {{1}}, un aviso de Vitalia sobre {{2}}: {{3}} Vitalia no sustituye la atención médica.',
    params: ['the caregiver’s first name', 'the person’s name', 'the news and what to do'],
  },
  // A caregiver told about a reading that was a mistake (deleted or corrected): the correction.
  caregiverCorrection: {
    name: 'vitalia_correccion_cuidador',
    body: 'Hola {{1}}, Vitalia corrige un aviso anterior: {{2}} Vitalia no sustituye la atención médica.',
    params: [
      'the caregiver’s first name',
      'the correction ("Corrección: la glucosa de 40 de Rosa fue un error; era 140.")',
    ],
  },
  // The crisis follow-up question, when the person's 24-hour window has closed (a value from a device).
  crisisFollowup: {
    name: 'vitalia_seguimiento_crisis',
    body: 'Hola {{1}}, ¿cómo sigues? Hace un rato registraste {{2}}. Responde con un botón o escríbenos tu nueva medición. Si te sientes peor, llama al 911.',
    params: ['first name', 'the crisis value ("glucosa 45 mg/dL")'],
    buttons: [CRISIS_FOLLOWUP_BUTTONS.fine.title, CRISIS_FOLLOWUP_BUTTONS.help.title],
  },
  readingReminder: {
    name: 'vitalia_recordatorio_lectura',
    body: 'Hola {{1}}, es hora de medir tu {{2}}. Respóndenos con el valor cuando lo tengas. Escribe BAJA para no recibir recordatorios.',
    params: ['first name', 'the metric in a sentence (glucosa, presión, peso)'],
  },
  medicationReminder: {
    name: 'vitalia_recordatorio_medicamento',
    body: 'Hola {{1}}, es hora de tu medicamento: {{2}}. Responde «Ya la tomé» cuando lo tomes. Escribe BAJA para no recibir recordatorios.',
    params: ['first name', 'medication name and dose'],
    buttons: [MEDICATION_BUTTON_TITLES.taken, MEDICATION_BUTTON_TITLES.snooze],
  },
  weeklyReport: {
    name: 'vitalia_reporte_semanal',
    body: 'Hola {{1}}, tu resumen semanal de Vitalia está listo: {{2}} Escribe «resumen» para verlo de nuevo.',
    params: ['first name', 'the week in one line'],
  },
  paymentFailed: {
    name: 'vitalia_pago_fallido',
    body: 'Hola {{1}}, no pudimos cobrar tu suscripción de Vitalia. Actualiza tu método de pago aquí: {{2}} Tus datos están a salvo.',
    params: ['first name', 'the billing portal address'],
  },
  // An OXXO voucher or SPEI transfer of prepaid months waiting to be paid (once per checkout).
  prepaidPending: {
    name: 'vitalia_pago_pendiente',
    body: 'Hola {{1}}, tu pago de Vitalia está pendiente: {{2}} Aquí están la referencia y las instrucciones: {{3}} Tus meses empiezan a contar cuando se acredite.',
    params: ['first name', 'the voucher or transfer in a sentence', 'the instructions address'],
  },
  // Paid time bought ahead ends in 7 days, then in 1 day.
  prepaidEnding: {
    name: 'vitalia_fin_prepago',
    body: 'Hola {{1}}, tu tiempo pagado en Vitalia termina {{2}}. Para seguir con tus recordatorios y alertas, paga de nuevo aquí: {{3}} Tus datos están a salvo.',
    params: ['first name', 'when ("en 7 días, el 5 de diciembre")', 'the payments page address'],
  },
  // To the old number once a new one is proven (CONTRACTS.md section 11): a stolen session that moved the
  // number is seen by its owner. Sent even after BAJA, like a code.
  phoneChanged: {
    name: 'vitalia_numero_cambiado',
    body: 'Tu número en Vitalia se cambió, {{1}}: desde ahora te escribimos al número que termina en {{2}}. Si no fuiste tú, entra a Vitalia con tu correo y tu contraseña, cámbiala y vuelve a poner tu número en Mi Perfil.',
    params: ['first name', 'the last four digits of the new number'],
  },
  // A code the person asked for on the web ("¿Olvidaste tu contraseña?", or the code that proves the number
  // typed at sign-up or in Mi Perfil); sent even after BAJA. Meta's
  // preset authentication text in es_MX, with the security recommendation, the expiry and a copy-code
  // button. Meta sends it only to a phone number, never to a BSUID (error 131062).
  accessCode: {
    name: 'vitalia_codigo',
    body: '*{{1}}* es tu código de verificación.',
    params: ['the six-digit code'],
    category: 'AUTHENTICATION',
    authentication: { securityRecommendation: true, expiryMinutes: 10, copyCodeButton: 'Copiar código' },
  },
} as const satisfies Record<string, TemplateDefinition>;

export type TemplateKey = keyof typeof TEMPLATES;

/** A template message with its parameters made acceptable to WhatsApp. */
export function templateMessage(
  key: TemplateKey,
  params: readonly string[],
  buttons?: ButtonOption[],
): OutboundMessage {
  const definition: TemplateDefinition = TEMPLATES[key];
  // A first name never given: "Hola 👋," rather than "Hola -,".
  const values = params.map((param, index) => toTemplateParam(param || (index === 0 ? '👋' : '-')));
  return {
    type: 'template',
    name: definition.name,
    language: TEMPLATE_LANGUAGE,
    params: values,
    ...(buttons?.length ? { buttons } : {}),
    // An authentication template's code goes to its copy-code button too.
    ...(definition.authentication && values[0] ? { copyCode: values[0] } : {}),
  };
}

// ---- Limits ----

/** Cuts a text to `max` characters, ending with an ellipsis when cut. */
export function fitText(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * A template parameter as WhatsApp accepts it: no line breaks or tabs, no run of more than four spaces
 * (error 132018), at most 1,024 characters.
 */
export function toTemplateParam(text: string): string {
  const flat = text
    .replace(/\s*\n+\s*/g, ' · ')
    .replace(/\t/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  return fitText(flat, MESSAGE_LIMITS.templateParam);
}

/**
 * A message cut to WhatsApp's lengths where a long text can come from data (a summary of many
 * indicators): text bodies and interactive bodies. Titles and ids are the product's own and stay checked.
 */
export function fitMessage(message: OutboundMessage): OutboundMessage {
  if (message.type === 'text') return { ...message, text: fitText(message.text, MESSAGE_LIMITS.text) };
  if (message.type === 'buttons' || message.type === 'list') {
    return { ...message, text: fitText(message.text, MESSAGE_LIMITS.interactiveBody) };
  }
  return message;
}

/** Throws when a message breaks a WhatsApp limit (a programming error, never user input). */
export function assertWithinLimits(message: OutboundMessage): void {
  const fail = (what: string) => {
    throw new Error(`Outbound message breaks a WhatsApp limit: ${what}`);
  };
  const length = (text: string) => [...text].length;
  switch (message.type) {
    case 'text':
      if (length(message.text) === 0 || length(message.text) > MESSAGE_LIMITS.text) fail('text length');
      return;
    case 'buttons':
      if (length(message.text) > MESSAGE_LIMITS.interactiveBody) fail('body length');
      if (message.buttons.length === 0 || message.buttons.length > MESSAGE_LIMITS.buttons) fail('buttons');
      for (const button of message.buttons) {
        if (length(button.title) > MESSAGE_LIMITS.buttonTitle) fail(`button title "${button.title}"`);
      }
      return;
    case 'list':
      if (length(message.text) > MESSAGE_LIMITS.interactiveBody) fail('body length');
      if (length(message.button) > MESSAGE_LIMITS.listButton) fail('list button');
      if (message.rows.length === 0 || message.rows.length > MESSAGE_LIMITS.listRows) fail('list rows');
      for (const row of message.rows) {
        if (length(row.title) > MESSAGE_LIMITS.rowTitle) fail(`row title "${row.title}"`);
        if (row.description && length(row.description) > MESSAGE_LIMITS.rowDescription)
          fail('row description');
      }
      return;
    case 'template':
      if ((message.buttons?.length ?? 0) > MESSAGE_LIMITS.buttons) fail('template buttons');
      for (const param of message.params) {
        if (/[\n\t]| {5,}/.test(param) || length(param) > MESSAGE_LIMITS.templateParam)
          fail('template param');
      }
      return;
  }
}

/** The text a person reads in a message, for the chat history and logs of length only. */
export function messageText(message: OutboundMessage): string {
  return message.type === 'template' ? message.params.join(' ') : message.text;
}
