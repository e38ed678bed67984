/**
 * The parts replies are made of: a list said aloud, and the marks that open a line (🚨 what to do now,
 * 👉 the next step, ⚠️ a warning, 👍 well done). Every reply uses these, so a mark means one thing.
 */

/** "Losartán 50 mg y Metformina 850 mg"; three or more with commas. */
export function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
}

/** A line of what to do now, marked as urgent. */
export const URGENT_MARK = '🚨';
export const urgentLine = (step: string) => `${URGENT_MARK} ${step}`;
/** Whether a line opens with what to do now (🚨). */
export const isUrgentLine = (line: string) => line.startsWith(URGENT_MARK);
/** The next thing to do, when it is not urgent. */
export const nextStepLine = (step: string) => `👉 ${step}`;
/** A warning: a value out of range, a refusal with its reason. */
export const warningLine = (text: string) => `⚠️ ${text}`;
/** Something done well. */
export const wellDoneLine = (text: string) => `👍 ${text}`;
/** What to do about a symptom told, when it is not an emergency. */
export const symptomAdviceLine = (advice: string) => `🩺 ${advice}`;

/** Too long for buttons: the titles, to be typed ("Responde «Estoy bien» o «Necesito ayuda»."). */
export function typedAlternative(buttons: ReadonlyArray<{ title: string }>): string {
  const titles = buttons.map((button) => `«${button.title}»`);
  return `Responde ${titles.slice(0, -1).join(', ')} o ${titles.at(-1)}.`;
}

/** A stored reading in a sentence: "presión 130/80 mmHg", "glucosa 140 mg/dL". */
export function describe(reading: {
  metric: string;
  value: number;
  value2: number | null;
  unit: string;
}): string {
  const value =
    reading.metric === 'presion' ? `${reading.value}/${reading.value2 ?? ''}` : String(reading.value);
  return `${reading.metric === 'presion' ? 'presión' : reading.metric.replace(/_/g, ' ')} ${value} ${reading.unit}`.trim();
}
