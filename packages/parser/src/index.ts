export { metricNamedIn, parseMessage } from './parse-message';
export { formatParseResultLine } from './format-result';
export { INTENTS } from './types';
export type {
  CustomMetricDefinition,
  ImplausibleReading,
  Intent,
  ParseOptions,
  ParseResult,
  ReadingTime,
} from './types';
export type { ReadingRelation, ReadingSubject } from './reading-subjects';
export { foldText } from './symptoms';
export { readReminderRequest, type ReminderRequest } from './reminder-request';
export { findRedFlags, soundsLike, type RedFlagFound } from './red-flags';
export { metricSuggestedBy } from './symptoms';
export { NUMBER_WORDS } from './lexicon/time-words';
export { speaksOfSelfIn } from './reading-subjects';
