import type { Standard } from './standards';

/**
 * How much a reading asks of the user:
 * - normal: within the target;
 * - attention: outside the target, nothing to do right now beyond the advice;
 * - alert: clearly out of range, worth telling the doctor (and the people the user authorised);
 * - urgent: act now (what-to-do-now advice, 911). Drives the alert fan-out, so keep the mapping stable.
 */
export type Severity = 'normal' | 'attention' | 'alert' | 'urgent';

export interface Classification {
  /** Stable machine code, e.g. `hipoglucemia_nivel_1`, `hipertension_grado_2`. */
  code: string;
  /** Spanish category name, e.g. "Hipertensión grado 1". */
  label: string;
  /** The category in plain words for a chat reply, e.g. "está dentro de tu meta en ayunas (80–130 mg/dL)". */
  description: string;
  severity: Severity;
  standard: Standard;
}

export interface ReadingAssessment {
  metric: string;
  /** The category the reply talks about. */
  primary: Classification;
  /** Other standards' view of the same value (e.g. AHA/ACC 2025 next to NOM-030). */
  additional: Classification[];
  /** True for crisis values that need what-to-do-now advice. */
  urgent: boolean;
}

const SEVERITY_ORDER: Readonly<Record<Severity, number>> = { normal: 0, attention: 1, alert: 2, urgent: 3 };

export function compareSeverity(a: Severity, b: Severity): number {
  return SEVERITY_ORDER[a] - SEVERITY_ORDER[b];
}

export function buildAssessment(metric: string, primary: Classification, additional: Classification[] = []) {
  const all = [primary, ...additional];
  const assessment: ReadingAssessment = {
    metric,
    primary,
    additional,
    urgent: all.some((classification) => classification.severity === 'urgent'),
  };
  return assessment;
}
