import type { SourceId } from './sources';

/**
 * One practical recommendation per category, as data. Rules for this text: never a diagnosis, never a
 * change of medication, short enough for a phone screen, plain text (each channel adds its own symbols),
 * and for urgent values clear what-to-do-now steps (15-15 rule for a low, 911 / urgencias for a crisis).
 * Every threshold in a sentence is interpolated from the classification's constants, so a number changes
 * in one place.
 */
export interface Advice {
  /** Stable id, `<metric>.<code>`: tests and logs name an advice by it. */
  id: string;
  text: string;
  /**
   * The same idea where the chat's wording asks the person to write something: on the web the reading
   * was entered in a form, so it points at the form's field instead.
   */
  web?: string;
  /** What the advice follows (document, year, section in `SOURCES`). */
  source: SourceId;
}

/** An advice as data. */
export const advice = (id: string, source: SourceId, text: string, web?: string): Advice =>
  web ? { id, text, web, source } : { id, text, source };
