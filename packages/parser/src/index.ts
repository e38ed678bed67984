export { parseMessage } from './parse-message';
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
