import type { ReportReply } from '@vitalia/contracts/metrics';
import type { MeasurementReminder, Medicamento } from '@vitalia/contracts/member';
import { formatMetricValue } from '@vitalia/domain';
import { GLUCOSE_RANGE, type OutboundMessage } from '@vitalia/services';

/**
 * What the bot says, in Mexican Spanish: warm, brief, at most one emoji a message, never a diagnosis or a
 * change of medication. Reading replies come from the domain (composeReply), which names the standard.
 */

export const EXAMPLES = '«glucosa 120 en ayunas», «presión 130/80», «peso 72.5»';

export function greeting(firstName: string): string {
  const name = firstName.trim().split(/\s+/)[0];
  return `¡Hola${name ? `, ${name}` : ''}! Soy Vitalia 👋`;
}

/**
 * A greeting from someone the bot already greeted: answered in kind, without the introduction
 * ("buenas noches, que Dios la bendiga" → "¡Buenas noches, Carmen! Que descanses.").
 */
export function greetingAgain(firstName: string, folded: string): string {
  const name = firstName.trim().split(/\s+/)[0];
  const to = name ? `, ${name}` : '';
  if (/\bbuenas noches\b|\bhasta manana\b|\bme voy a dormir\b/.test(folded))
    return `🌙 ¡Buenas noches${to}! Que descanses. Aquí estaré mañana para tus lecturas.`;
  if (/\bbuen(os)? dias?\b/.test(folded)) return `☀️ ¡Buenos días${to}! Cuando te midas, mándame tu lectura.`;
  if (/\bbuenas tardes\b/.test(folded)) return `😊 ¡Buenas tardes${to}! Aquí estoy cuando me necesites.`;
  return `😊 ¡Hola${to}! Aquí estoy. Mándame tu lectura o pregúntame lo que necesites.`;
}

export const GUIDE = `Mándame tus lecturas como te salgan, por ejemplo ${EXAMPLES}, y te digo cómo vas. Escribe «ayuda» para ver todo lo que puedo hacer.`;

/** The one reply to a number that sent more than 30 messages in a minute (the rest are not read). */
export const TOO_FAST =
  'Vas muy rápido: recibí muchos mensajes en un minuto y dejé de leerlos. Espera un minuto y vuelve a escribirme; si mandaste una lectura, envíala de nuevo.';

export const UNSUPPORTED =
  'Por ahora solo entiendo mensajes de texto. Escríbeme tu lectura con números, por ejemplo «glucosa 110» o «presión 120/80».';

export const UNKNOWN_BUTTON = `No entendí ese botón. Puedes escribirme tus lecturas así: ${EXAMPLES}, o escribe «ayuda» para ver el menú.`;

/** The options of a reply that did not understand, and of «Me siento mal» / «Hablar con alguien». */
export const NOT_UNDERSTOOD_OPTIONS = [
  { id: 'menu:registrar', title: 'Registrar una lectura', description: 'Cómo escribirme tus valores' },
  { id: 'menu:duda', title: 'Tengo una duda', description: 'Comida, medicinas, cómo medirte' },
  { id: 'menu:mal', title: 'Me siento mal', description: 'Qué hacer ahora' },
  { id: 'menu:hablar', title: 'Hablar con alguien', description: 'A quién llamar' },
] as const;

/** "No te entendí" in one line, the feeling first when there is one, with a list of what to do. */
export function notUnderstood(feeling: string | null): OutboundMessage {
  const first = feeling ? `Entiendo que te sientas ${feeling}; aquí estoy contigo. ` : '';
  return {
    type: 'list',
    text: `${first}No entendí ese mensaje. ¿Qué quieres hacer? Por ejemplo, para registrar escribe «glucosa 120 en ayunas».`,
    button: 'Ver opciones',
    rows: NOT_UNDERSTOOD_OPTIONS.map((option) => ({ ...option })),
  };
}

/** Distress (ADA Standards of Care 2026, section 5, psychosocial care): warm, common, treatable, help. */
export function distress(feeling: string, caregiver = false): OutboundMessage {
  const common = caregiver
    ? 'Cuidar a alguien cansa mucho y le pasa a casi todos los que cuidan; pedir ayuda no es fallarle: túrnate con alguien de la familia, date un rato para ti cada día y cuéntaselo a tu médico.'
    : 'Le pasa a mucha gente que vive con diabetes o presión alta, y tiene ayuda: cuéntaselo a tu médico en tu próxima consulta y a alguien de confianza.';
  return {
    type: 'list',
    text: `💛 Entiendo que te sientas ${feeling}. ${common} Si un día sientes que ya no puedes, llama a la Línea de la Vida, 800 911 2000 (gratis, las 24 horas). ¿Quieres contarme un poco más?`,
    button: 'Ver opciones',
    rows: NOT_UNDERSTOOD_OPTIONS.map((option) => ({ ...option })),
  };
}

/** A story the bot cannot place: warm, short, with what the person can do. */
export function story(): OutboundMessage {
  return {
    type: 'list',
    text: 'Te leo con gusto. ¿En qué te ayudo hoy?',
    button: 'Ver opciones',
    rows: NOT_UNDERSTOOD_OPTIONS.map((option) => ({ ...option })),
  };
}

export const ASK_YOUR_QUESTION =
  '❓ Claro, escríbeme tu duda como te salga, por ejemplo «¿qué puedo desayunar?» o «se me olvidó la pastilla, ¿me la tomo?».';

export const FEELING_UNWELL =
  '🩺 Cuéntame qué sientes. Si tienes dolor de pecho, falta de aire, la cara o un brazo dormidos, confusión o desmayo, llama al 911 ahora. Si puedes, mídete la glucosa o la presión y escríbeme el valor.';

export const TALK_TO_SOMEONE =
  '📞 Si es una emergencia, llama al 911. Para hablar con alguien a cualquier hora: Línea de la Vida, 800 911 2000 (gratis, las 24 horas). Para dudas de tu tratamiento, llama a tu médico o a tu clínica.';

export const CONFIRMATION_EXPIRED =
  'Esa pregunta ya venció y no guardé nada. Escríbeme el valor otra vez, por ejemplo «azúcar 140».';

export const CONFIRMATION_DECLINED =
  'De acuerdo, no guardé nada. Escríbemelo otra vez con su nombre, por ejemplo «azúcar 140» o «presión 130/80».';

export const WHOSE_NONE =
  'De acuerdo, no guardé nada: tu registro es solo tuyo. Cuando te midas, mándame tu valor, por ejemplo «azúcar 140».';

/** "Mi hermana y yo: 140 y 190": which value is the sender's; one value measured together: is it theirs. */
export const whoseQuestion = (values: readonly string[], afterSomeoneElse = false) =>
  afterSomeoneElse && values.length === 1
    ? `🤔 Antes me contaste de otra persona. Para no guardar el de alguien más: ¿el ${values[0]} es tuyo?`
    : values.length === 1
      ? `🤔 Me dices que se midieron los dos. Para no guardar el de alguien más: ¿el ${values[0]} es tuyo?`
      : `🤔 Me dices valores tuyos y de otra persona: ${values.join(' y ')}. Para no guardar el de alguien más, ¿cuál es el tuyo?`;

export const WHOSE_TITLES = { mine: 'Sí, es mío', notMine: 'No es mío', none: 'Ninguno' } as const;

export const THANKS = '¡Con gusto! Aquí estoy cuando quieras registrar otra lectura.';

export const CONSENT =
  'Tu consentimiento para guardar tus datos de salud quedó registrado cuando creaste tu cuenta. Puedes leer el aviso de privacidad en el sitio.';

export function askOtherHalf(known: { value: number; half: 'systolic' | 'diastolic' }): string {
  return known.half === 'systolic'
    ? `Tengo la alta (sistólica) en ${known.value}; la guardo cuando tenga las dos. ¿Cuánto salió la baja (diastólica)? Escríbeme solo el número, por ejemplo «80».`
    : `Tengo la baja (diastólica) en ${known.value}; la guardo cuando tenga las dos. ¿Cuánto salió la alta (sistólica)? Escríbeme solo el número, por ejemplo «120».`;
}

/** The one button under "¿cuánto salió la otra?": the person has only the one number. */
export const PRESSURE_HALF_BUTTONS = {
  none: { id: 'presion:sin_otra_cifra', title: 'No tengo el otro' },
} as const;

export const PRESSURE_HALF_DROPPED =
  'Está bien, no guardé nada: una presión necesita sus dos números. Cuando te la vuelvas a tomar, mándamela completa, por ejemplo «presión 130/80».';

export const PRESSURE_HALVES_WRONG =
  'Esos dos valores no forman una presión posible. ¿Me la escribes completa? Por ejemplo: «presión 130/80».';

export function corrected(description: string): string {
  return `✏️ Listo, corregí tu lectura: ahora es ${description}.`;
}

/** A "correction" that says the value already stored. */
export function alreadyAsStored(description: string): string {
  return `👍 Sí, así la tengo guardada: ${description}. No cambié nada.`;
}

/** "ya le dije que me salió 320" about the reading just stored: it is not stored twice. */
export function alreadyStored(description: string, when: string): string {
  return `👍 Sí, ya la tengo guardada: ${description} (${when}). No la guardé otra vez.`;
}

export function undone(description: string): string {
  return `🗑️ Borré tu última lectura por chat: ${description}. Si fue un error, vuelve a escribirla.`;
}

export function replaced(description: string): string {
  return `✏️ Quité ${description} y guardé el valor correcto:`;
}

export function undoneNamed(descriptions: readonly string[]): string {
  return `🗑️ Listo, borré ${descriptions.join(' y ')}. No guardé nada nuevo.`;
}

/** A metric named in a sentence ("una lectura de presión"). */
export function metricNameOf(metric: string | undefined): string {
  const names: Record<string, string> = {
    glucosa: 'glucosa',
    presion: 'presión',
    peso: 'peso',
    frecuencia_cardiaca: 'pulso',
  };
  return metric ? (names[metric] ?? metric.replace(/_/g, ' ')) : '';
}

export function nothingNamedToUndo(values: string): string {
  return `No encontré una lectura de ${values} que me hayas mandado por chat en las últimas 24 horas, así que no borré nada. Puedes ver y borrar tus lecturas en «ver mis gráficas».`;
}

/** Its buttons: delete the last one, or see what is stored. */
export const WHICH_TO_DELETE_BUTTONS = [
  { id: 'menu:deshacer', title: 'Borrar la última' },
  { id: 'menu:resumen', title: 'Ver mis lecturas' },
] as const;

/** A request to delete that names a number no reading has ("bórrame la de las 8"). */
export const WHICH_TO_DELETE =
  '¿Cuál lectura quieres que borre? Escríbeme su valor, por ejemplo «borra la glucosa de 140». Todavía no borré nada.';

export const NOTHING_TO_UNDO =
  'No encontré lecturas que me hayas mandado por chat en las últimas 24 horas, así que no borré nada.';

export const PAUSED =
  'Listo, ya no te mandaré recordatorios, reportes ni alertas por aquí. Tus lecturas se siguen guardando cuando me escribas. Escribe ALTA cuando quieras reactivarlos.';

export const RESUMED =
  '¡Bienvenido(a) de vuelta! Reactivé tus recordatorios, reportes y alertas. Escribe BAJA si quieres pausarlos otra vez.';

export function chartsLink(url: string, minutes: number): string {
  return `📈 Aquí están tus gráficas: ${url}\nEl enlace abre tu cuenta sin contraseña y vence en ${minutes} minutos; no lo compartas.`;
}

export function passwordResetLink(url: string, minutes: number): string {
  return `🔑 Para crear una contraseña nueva, abre este enlace: ${url}\nSirve una sola vez y vence en ${minutes} minutos; no lo compartas. Al cambiarla se cierran tus sesiones abiertas.`;
}

export function helpMenu(): OutboundMessage {
  return {
    type: 'list',
    text: `Esto es lo que puedo hacer. Para registrar, escríbeme tu lectura, por ejemplo ${EXAMPLES}.`,
    button: 'Ver opciones',
    rows: [
      { id: 'menu:registrar', title: 'Cómo registrar', description: 'Ejemplos de lecturas que entiendo' },
      { id: 'menu:resumen', title: 'Resumen', description: 'Tus últimos 7 días' },
      { id: 'menu:graficas', title: 'Ver mis gráficas', description: 'Un enlace a tus gráficas' },
      { id: 'menu:deshacer', title: 'Deshacer', description: 'Borra tu última lectura por chat' },
      { id: 'menu:recordatorios', title: 'Recordatorios', description: 'Tus horarios de medición' },
      { id: 'menu:medicamentos', title: 'Medicamentos', description: 'Tus medicamentos y horarios' },
      { id: 'menu:baja', title: 'Pausar mensajes (BAJA)', description: 'Sin recordatorios ni alertas' },
      { id: 'menu:alta', title: 'Reactivar (ALTA)', description: 'Vuelve a recibir recordatorios' },
    ],
  };
}

export const HOW_TO_LOG = [
  'Escríbeme como te salga, yo entiendo:',
  '• Glucosa: «azúcar 140», «amanecí en 110», «glucosa 250 después de comer», «5.6 mmol»',
  '• Presión: «presión 130/80», «13/8», «la alta 140 y la baja 90»',
  '• Peso: «peso 72.5», «180 libras»',
  '• Pulso y otros: «pulso 72», «temperatura 37.5», «saturación 96%»',
  '• Si fue antes: «ayer en la noche 180», «hace 2 horas 150»',
  'Si te equivocas, escribe «no, era 140» justo después, o «deshacer».',
].join('\n');

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** "2026-11-17" → "17 nov". */
export function shortDate(isoDate: string): string {
  const [, month, day] = isoDate.split('-').map(Number);
  return month && day ? `${day} ${MONTHS[month - 1]}` : isoDate;
}

const round = (metric: string, value: number | null | undefined) =>
  value === null || value === undefined ? '-' : formatMetricValue(metric, value);

export function summary(report: ReportReply): string {
  const withReadings = report.metrics.filter((metric) => metric.count > 0);
  if (withReadings.length === 0) {
    return `No tienes lecturas en los últimos 7 días. Mándame la primera, por ejemplo ${EXAMPLES}.`;
  }
  const lines = [
    `📊 Tu resumen de los últimos 7 días (del ${shortDate(report.from)} al ${shortDate(report.to)}):`,
  ];
  for (const metric of withReadings) {
    const count = `${metric.count} ${metric.count === 1 ? 'lectura' : 'lecturas'}`;
    if (metric.metric === 'presion') {
      lines.push(
        `• ${metric.name}: ${count}, promedio ${round('presion', metric.avg)}/${round('presion', metric.avg2)} ${metric.unit} ` +
          `(de ${round('presion', metric.min)}/${round('presion', metric.min2)} a ${round('presion', metric.max)}/${round('presion', metric.max2)})`,
      );
    } else {
      lines.push(
        `• ${metric.name}: ${count}, promedio ${round(metric.metric, metric.avg)} ${metric.unit} ` +
          `(mín ${round(metric.metric, metric.min)}, máx ${round(metric.metric, metric.max)})`.replace(
            /  +/g,
            ' ',
          ),
      );
    }
  }
  const tir = report.glucose_time_in_range;
  if (tir)
    lines.push(
      `Glucosa: ${Math.round(tir.below * 100)} % de tus lecturas debajo de ${GLUCOSE_RANGE.min} mg/dL, ${Math.round(tir.in_range * 100)} % de ${GLUCOSE_RANGE.min} a ${GLUCOSE_RANGE.max} y ${Math.round(tir.above * 100)} % arriba de ${GLUCOSE_RANGE.max}.`,
    );
  lines.push('Escribe «ver mis gráficas» para verlas en detalle.');
  return lines.join('\n');
}

const WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
const METRIC_NAMES: Record<string, string> = { glucosa: 'Glucosa', presion: 'Presión', peso: 'Peso' };

function describeTiming(timing: {
  frecuencia: string;
  hora: string;
  weekday: number | null;
  month_day: number | null;
}): string {
  if (timing.frecuencia === 'weekly') return `cada ${WEEKDAYS[timing.weekday ?? 0]} a las ${timing.hora}`;
  if (timing.frecuencia === 'monthly')
    return `el día ${timing.month_day ?? 1} de cada mes a las ${timing.hora}`;
  return `todos los días a las ${timing.hora}`;
}

/** "¿Qué recordatorios tengo?": the measurement reminders and the medicines' times, both. */
export function reminders(list: MeasurementReminder[], medicines: Medicamento[], manageUrl: string): string {
  const timed = medicines.filter((medication) => medication.schedules.length > 0);
  if (list.length === 0 && timed.length === 0) {
    return `No tienes recordatorios de medición ni de medicinas. Puedes crearlos en tu panel: ${manageUrl}`;
  }
  const lines = ['⏰ Tus recordatorios:'];
  for (const reminder of list)
    lines.push(`• ${METRIC_NAMES[reminder.metric_key] ?? reminder.metric_key}: ${describeTiming(reminder)}`);
  for (const medication of timed)
    lines.push(`• 💊 ${medication.nombre}: ${medication.schedules.map(describeTiming).join('; ')}`);
  lines.push(`Para cambiarlos entra a tu panel: ${manageUrl}`);
  return lines.join('\n');
}

export function medications(list: Medicamento[], manageUrl: string): string {
  if (list.length === 0)
    return `No tienes medicamentos registrados. Puedes agregarlos en tu panel: ${manageUrl}`;
  const lines = ['💊 Tus medicamentos:'];
  for (const medication of list) {
    const dose = medication.dosis ? ` ${medication.dosis}` : '';
    const times = medication.schedules.map(describeTiming).join('; ');
    lines.push(`• ${medication.nombre}${dose}${times ? `: ${times}` : ''}`);
  }
  lines.push(`Para cambiarlos entra a tu panel: ${manageUrl}`);
  return lines.join('\n');
}

export function paymentReminder(priceMxn: number, paymentsUrl: string): string {
  return `Tu periodo de prueba terminó; tus lecturas se siguen guardando. Para seguir con recordatorios y alertas, activa tu plan de ${priceMxn} MXN al mes: ${paymentsUrl}`;
}

export const TOO_LATE_TO_CORRECT =
  'No tengo una lectura reciente que corregir. Si quieres borrar la última, escribe «deshacer».';

/** "Sí, es mi glucosa" pressed after its question closed: nothing is stored without the value. */
export const LOW_QUESTION_EXPIRED =
  'Esa pregunta ya se cerró y no guardé nada. Escríbeme tu glucosa de nuevo, por ejemplo «glucosa 65».';

export const WHICH_METRIC_EXPIRED =
  'Esa pregunta ya pasó. Escríbeme tu lectura con su nombre, por ejemplo: «glucosa 120» o «peso 70.5».';

/** Courtesy, emoji, a blessing or a laugh: a short, kind answer, never the help text. */
export const SMALL_TALK_REPLIES = {
  emoji: '😊 Aquí estoy. Cuando quieras, mándame tu lectura o pregúntame lo que necesites.',
  farewell: '¡Que descanses! Aquí estaré cuando quieras registrar otra lectura.',
  blessing: '¡Igualmente, muchas bendiciones! Aquí estoy cuando me necesites.',
  laugh: '😄 Me da gusto. Sigue así; aquí estoy para lo que necesites.',
} as const;

/** "hoy a las 08:10", "ayer a las 21:30", "el 3 de diciembre a las 07:00". */
export const dayAndTime = (day: 'today' | 'yesterday' | string, time: string) =>
  `${day === 'today' ? 'hoy' : day === 'yesterday' ? 'ayer' : `el ${day}`} a las ${time}`;

/** A measurement named without its number ("glucosa hoy"): how much it was. */
export const askValueOf = (metric: 'glucosa' | 'presion' | 'peso') =>
  ({
    glucosa: '¿Cuánto te salió la glucosa? Escríbeme solo el número, por ejemplo «120».',
    presion: '¿Cuánto te salió la presión? Escríbeme los dos números, por ejemplo «130/80».',
    peso: '¿Cuánto pesaste? Escríbeme solo el número, por ejemplo «72.5».',
  })[metric];

/** "Yo no le dije que borrara nada": nothing was deleted now. */
export const NOTHING_DELETED =
  '👍 Entendido: no borré nada. Tus lecturas siguen guardadas; si quieres ver cuáles tengo, escribe «resumen».';

/** A relative says they write from the owner's phone ("soy su hija, le escribo del cel de mi papá"). */
export function relativeWriting(ownerName: string | null): string {
  const owner = ownerName ? ownerName : 'la persona dueña de esta cuenta';
  return `👋 Gracias por avisarme. Lo que me cuentes de ${owner} lo guardo en su registro; tus propios valores no. Mándame sus lecturas como le salgan, por ejemplo «le salió la glucosa en 120 en ayunas».`;
}

/** "El resumen de mi papá": only the sender's readings are kept here; how that person can have theirs. */
export function summaryOfSomeoneElse(relative: string): string {
  const who = { papa: 'papá', mama: 'mamá', tia: 'tía', tio: 'tío' }[relative] ?? relative;
  return `📋 Aquí solo llevo tus lecturas: las de tu ${who} no las guardé, así que no tengo un resumen suyo. Para su médico, anota los valores que te salieron y a qué hora. Si quieres llevar su control, puede tener su propia cuenta en Vitalia y compartirla contigo; así ves su resumen y sus gráficas.`;
}
