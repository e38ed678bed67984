import { toTemplateParam, type ButtonOption, type OutboundMessage } from './outbound-message';

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
  readingReminder: {
    name: 'vitalia_recordatorio_lectura',
    body: 'Hola {{1}}, es hora de medir tu {{2}}. Respóndenos con el valor cuando lo tengas. Escribe BAJA para no recibir recordatorios.',
    params: ['first name', 'the metric in a sentence (glucosa, presión, peso)'],
  },
  medicationReminder: {
    name: 'vitalia_recordatorio_medicamento',
    body: 'Hola {{1}}, es hora de tu medicamento: {{2}}. Responde «Ya la tomé» cuando lo tomes. Escribe BAJA para no recibir recordatorios.',
    params: ['first name', 'medication name and dose'],
    buttons: ['Ya la tomé', 'Posponer 30 min'],
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
  // A code the person asked for on the web ("¿Olvidaste tu contraseña?"); sent even after BAJA.
  accessCode: {
    name: 'vitalia_codigo',
    body: 'Tu código de Vitalia es {{1}}. Vence en 10 minutos. No lo compartas con nadie; si no lo pediste, ignora este mensaje.',
    params: ['the six-digit code'],
    category: 'AUTHENTICATION',
  },
} as const satisfies Record<string, TemplateDefinition>;

export type TemplateKey = keyof typeof TEMPLATES;

/** A template message with its parameters made acceptable to WhatsApp. */
export function templateMessage(
  key: TemplateKey,
  params: readonly string[],
  buttons?: ButtonOption[],
): OutboundMessage {
  return {
    type: 'template',
    name: TEMPLATES[key].name,
    language: TEMPLATE_LANGUAGE,
    params: params.map((param) => toTemplateParam(param || '-')),
    ...(buttons?.length ? { buttons } : {}),
  };
}
