import type { UnitInfo } from './lexicon';

/** A reading located in the message, before units are converted and bounds are checked. */
export interface FoundReading {
  metric: string;
  value: number;
  /** Blood pressure only. */
  diastolic?: number;
  /** The unit written after the number, if any. */
  unit: UnitInfo | null;
  /** Unit of a custom indicator when none is written (cintura → cm). */
  defaultUnit?: string;
  /** Token span, including the metric word, for attaching context words. */
  start: number;
  end: number;
  /** Blood pressure given with one value only ("presión 120"): the half the bot must ask for. */
  missing?: 'systolic' | 'diastolic';
}
