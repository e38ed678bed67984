import { isKnownMetric, isWithinPlausibleBounds } from '@vitalia/domain';
import { findBlockedNumbers } from './block-numbers';
import { findBloodPressureParts, findHalfPressure } from './blood-pressure-parts';
import type { Candidate, CandidateScope } from './candidates';
import { formCandidate, toSingle } from './candidates';
import type { Anchor } from './anchors';
import { readAnchorWord } from './anchors';
import { lapseBlock } from './block-lapse';
import { judgePressurePair } from './pressure-pairs';
import type { FoundReading } from './found-reading';
import type { UnitInfo } from './lexicon';
import {
  areNumbersSeparated,
  decideBareNumber,
  findTrailingMetric,
  followsMeasuringWord,
  isBareMessage,
} from './bare-numbers';
import { findUnitAfter, findWordAfter, hasMealContextNextTo, isOximeterPulse } from './neighbours';
import { bindByUnit } from './unit-binding';
import type { Token } from './token';
import { isWord } from './token';

/**
 * Walks the tokens left to right and binds each number to a metric. The rules, strongest first:
 * 1. a unit right after the number (72 kg, 5.6 mmol, 98 %);
 * 2. a blocking word right before it (metformina 850, HbA1c 7.2, bajé 2 kilos, meta 130...);
 * 3. the metric word right before it, not yet used by another number ("glucosa 120");
 * 4. the metric word right after it ("120 de azúcar", "72 de pulso");
 * 5. a meal or fasting word next to it, which means glucose ("ayunas 96");
 * 6. the metric word of an earlier number, when the value is plausible ("en ayunas 95, después de comer 150");
 * 7. after a saturation reading, the oximeter's pulse ("SpO2 96% 78");
 * 8. a number alone in the message, or bare numbers before one metric word (see bare-numbers.ts).
 */

export interface FindOptions {
  expectedMetric?: string;
  impliedMetric?: string;
}

class ReadingFinder {
  private readonly blocked: boolean[];
  private readonly taken: boolean[];
  get blockedNumbers(): readonly boolean[] {
    return this.blocked;
  }
  private readonly bare: boolean;
  private readonly hasAnyAnchor: boolean;
  private readonly freeNumbers: number;
  /** Free numbers that could be a reading (a count such as "3 tamales" could not). */
  private readonly largeFreeNumbers: number;
  private readonly separated: boolean;
  private readonly trailingMetric: string | null;
  private fresh: Anchor | null = null;
  private topic: Anchor | null = null;
  private lastPressureEnd = -1;
  private readonly usedAfterWords = new Set<number>();
  readonly readings: FoundReading[] = [];

  constructor(
    private readonly tokens: readonly Token[],
    private readonly options: FindOptions,
  ) {
    this.blocked = findBlockedNumbers(tokens);
    this.taken = new Array<boolean>(tokens.length).fill(false);
    this.bare = isBareMessage(tokens, this.blocked);
    this.hasAnyAnchor = tokens.some((token) => token.kind === 'word' && token.info?.metric !== undefined);
    let free = 0;
    let large = 0;
    for (let i = 0; i < tokens.length; i++) {
      if (tokens[i]!.kind !== 'num' || this.blocked[i]) continue;
      free++;
      if (tokens[i]!.value >= 20) large++;
    }
    this.freeNumbers = free;
    this.largeFreeNumbers = large;
    this.separated = areNumbersSeparated(tokens, this.blocked);
    this.trailingMetric = findTrailingMetric(tokens, this.blocked);
  }

  run(): FoundReading[] {
    for (const reading of findBloodPressureParts(this.tokens, this.blocked)) {
      for (let k = reading.start; k <= reading.end; k++) this.taken[k] = true;
      this.readings.push(reading);
    }
    for (let i = 0; i < this.tokens.length; i++) {
      const token = this.tokens[i] as Token;
      this.fresh = lapseBlock(this.fresh, this.tokens, i);
      if (token.kind === 'word') this.visitWord(i);
      else if (token.kind === 'num' && !this.blocked[i] && !this.taken[i]) i = this.visitNumber(i);
    }
    return this.readings.sort((a, b) => a.start - b.start);
  }

  private visitWord(index: number): void {
    if (this.usedAfterWords.has(index)) {
      this.fresh = null;
      return;
    }
    const word = readAnchorWord(this.tokens, index);
    if (!word) return;
    this.fresh = word.anchor;
    if (word.kind === 'metric') {
      this.topic = word.anchor;
      this.lastPressureEnd = -1;
    } else if (word.clearsTopic) this.topic = null;
  }

  private visitNumber(index: number): number {
    const pressureTopic = this.topic?.metric === 'presion' && !this.fresh?.block;
    const scope: CandidateScope = {
      tokens: this.tokens,
      blocked: this.blocked,
      pressureTopic,
      bare: this.bare,
    };
    const candidate = formCandidate(scope, index);
    if (candidate.second !== undefined) {
      const handled = this.decidePair(scope, candidate);
      if (handled) return candidate.end;
      this.decideSingle(toSingle(scope, candidate));
      return index;
    }
    this.decideSingle(candidate);
    return candidate.end;
  }

  private consumeFresh(): Anchor | null {
    const anchor = this.fresh && !this.fresh.used ? this.fresh : null;
    if (anchor) anchor.used = true;
    return anchor;
  }

  /** Returns false when the pair is not blood pressure and its first number must be read alone. */
  private decidePair(scope: CandidateScope, candidate: Candidate): boolean {
    const fresh = this.fresh && !this.fresh.used ? this.fresh : null;
    // "la presión se me subió a 180/110" is a reading, like "bajé a 76 kilos".
    const reached = fresh?.changeVerb && !fresh.goal && isWord(scope.tokens[candidate.start - 1], 'a');
    if (fresh?.block && !reached) {
      fresh.used = true;
      return true;
    }
    const judgement = judgePressurePair(candidate, {
      anchored: scope.pressureTopic,
      bare: this.bare,
      healthLog: this.hasAnyAnchor,
      tokens: this.tokens,
    });
    if (!judgement.pressure) return candidate.join === 'slash';
    const anchor = this.consumeFresh();
    const start = anchor && anchor.metric === 'presion' ? anchor.index : candidate.start;
    const end = candidate.third !== undefined ? candidate.end - 2 : candidate.end;
    const { scale } = judgement;
    const diastolic = (candidate.second as number) * scale;
    const pressureEnd = findUnitAfter(this.tokens, end) ? end + 1 : end;
    this.readings.push({
      metric: 'presion',
      value: candidate.first * scale,
      diastolic,
      unit: null,
      start,
      end: pressureEnd,
    });
    this.lastPressureEnd = candidate.end;
    if (candidate.third !== undefined) {
      this.pushPulse(candidate.third, end, candidate.end);
    }
    return true;
  }

  private pushPulse(value: number, start: number, end: number): void {
    this.readings.push({ metric: 'frecuencia_cardiaca', value, unit: null, start, end });
  }

  /** One value read as `metric`; a unit written after it extends the reading to the unit. */
  private pushSingle(
    value: number,
    unit: UnitInfo | null,
    unitIndex: number,
    metric: string,
    start: number,
    end: number,
    defaultUnit?: string,
  ): void {
    this.readings.push({ metric, value, unit, defaultUnit, start, end: Math.max(end, unitIndex) });
    this.follow(metric, start);
  }

  private decideSingle(candidate: Candidate): void {
    const { tokens } = this;
    const value = candidate.first;
    const unitAfter = findUnitAfter(tokens, candidate.end);
    const unit = unitAfter?.unit ?? null;
    const fresh = this.fresh && !this.fresh.used ? this.fresh : null;
    const after = findWordAfter(tokens, unitAfter ? unitAfter.index : candidate.end);
    const unitIndex = unitAfter ? unitAfter.index : -1;

    if (fresh?.block || fresh?.changeVerb) {
      // "bajé 2 kilos" is a change, "bajé a 76 kilos" and "subió la azúcar a 260" are readings;
      // "bajar a 70 kilos" (an infinitive) is a goal.
      const exempt = fresh.changeVerb && !fresh.goal && isWord(tokens[candidate.start - 1], 'a');
      if (!exempt) {
        fresh.used = true;
        return;
      }
      if (fresh.block) fresh.used = true;
    }
    // "10 de insulina", "850 metformina"; but "glucosa 126 colesterol 210" keeps its glucose.
    if (after?.blocks && after.dangling && (after.viaDe || !fresh?.metric)) return;

    if (unit) {
      const binding = bindByUnit(tokens, unit, value, candidate.start, fresh, after);
      if (!binding) return;
      if (fresh && binding.usedFresh) fresh.used = true;
      if (after && binding.usedAfter) this.usedAfterWords.add(after.index);
      this.pushSingle(
        value,
        unit,
        unitIndex,
        binding.metric,
        binding.start,
        candidate.end,
        binding.defaultUnit,
      );
      return;
    }

    if (fresh?.metric) {
      if (after?.metric && after.dangling && after.viaDe && after.metric !== fresh.metric) {
        this.bindAfter(candidate, after);
        return;
      }
      fresh.used = true;
      this.pushWithAnchor(candidate, fresh);
      return;
    }
    if (after?.metric && (after.dangling || !this.topic)) {
      this.bindAfter(candidate, after);
      return;
    }
    if (
      hasMealContextNextTo(tokens, candidate.start, candidate.end) &&
      isWithinPlausibleBounds('glucosa', value)
    ) {
      this.pushSingle(value, unit, unitIndex, 'glucosa', candidate.start, candidate.end);
      return;
    }
    if (this.topic?.metric) {
      const topic = this.topic.metric;
      if (isOximeterPulse(tokens, this.readings.at(-1), candidate.start, value)) {
        this.pushSingle(value, unit, unitIndex, 'frecuencia_cardiaca', candidate.start, candidate.end);
        return;
      }
      if (topic === 'presion') {
        if (
          this.lastPressureEnd >= 0 &&
          isWithinPlausibleBounds('frecuencia_cardiaca', value) &&
          value >= 30
        ) {
          this.pushSingle(value, unit, unitIndex, 'frecuencia_cardiaca', candidate.start, candidate.end);
        }
        return;
      }
      // Pulse and glucose in mg/dL are never written with decimals: "fc 60 t 36.5" is not a pulse of 36.5.
      const wholeOnly = topic === 'frecuencia_cardiaca' || topic === 'glucosa';
      if (isWithinPlausibleBounds(topic, value) && !(wholeOnly && candidate.decimal)) {
        this.pushSingle(
          value,
          unit,
          unitIndex,
          topic,
          candidate.start,
          candidate.end,
          this.topic.defaultUnit,
        );
      }
      return;
    }
    if (this.lastPressureEnd >= 0 && value >= 30 && value <= 200 && !candidate.decimal) {
      this.pushSingle(value, unit, unitIndex, 'frecuencia_cardiaca', candidate.start, candidate.end);
      return;
    }
    // The bot asked for the other half of a pressure: a lone number is that half ("85", "ochenta y
    // cinco", the colloquial "8"), which the bot joins to the half it already has.
    if (!this.hasAnyAnchor && this.options.expectedMetric === 'presion' && this.freeNumbers === 1) {
      this.pushIncompletePressure(candidate, candidate.start);
      return;
    }
    const bareMetric = decideBareNumber(candidate, {
      trailingMetric: this.trailingMetric,
      bare: this.bare,
      numbers: this.freeNumbers,
      separated: this.separated,
      expectedMetric: this.hasAnyAnchor ? undefined : this.options.expectedMetric,
      measured:
        !this.hasAnyAnchor &&
        this.largeFreeNumbers === 1 &&
        followsMeasuringWord(this.tokens, candidate.start),
    });
    if (bareMetric) {
      this.pushSingle(value, unit, unitIndex, bareMetric, candidate.start, candidate.end);
      return;
    }
    // The message's own symptoms name the metric ("me temblaba todo, me medí y tengo 47"): its one free
    // whole number, when plausible for it, is that metric.
    const implied = this.options.impliedMetric;
    if (
      implied &&
      !this.hasAnyAnchor &&
      this.freeNumbers === 1 &&
      !candidate.decimal &&
      isWithinPlausibleBounds(implied, value)
    ) {
      this.pushSingle(value, unit, unitIndex, implied, candidate.start, candidate.end);
    }
  }

  /**
   * A reading bound without a metric word before it ("110 de glucosa", "ayunas 96", "72 kg") makes
   * its metric the topic, so the next bare value continues it ("... y a las 10 de la noche 145").
   */
  private follow(metric: string, index: number): void {
    if (this.topic?.metric === metric || metric === 'frecuencia_cardiaca') return;
    if (!isKnownMetric(metric)) return;
    this.topic = { index, metric, used: true };
  }

  private pushWithAnchor(candidate: Candidate, anchor: Anchor): void {
    const metric = anchor.metric as string;
    if (metric === 'presion') {
      // A single number after a pressure word is the pulse if a pair came first, else half a pressure.
      if (this.lastPressureEnd >= 0 && candidate.first >= 30 && candidate.first <= 200) {
        this.pushPulse(candidate.first, candidate.start, candidate.end);
      } else this.pushIncompletePressure(candidate, anchor.index);
      return;
    }
    this.readings.push({
      metric,
      value: candidate.first,
      unit: anchor.unit ?? null,
      defaultUnit: anchor.defaultUnit,
      start: anchor.index,
      end: candidate.end,
    });
  }

  /** "presión 120", "tuve 150 de presión": the bot must ask for the other value; nothing is stored. */
  private pushIncompletePressure(candidate: Candidate, start: number): void {
    const half = findHalfPressure(candidate.first, start, candidate.end);
    if (half) this.readings.push(half);
  }

  private bindAfter(
    candidate: Candidate,
    after: { index: number; metric?: string; defaultUnit?: string },
  ): void {
    this.usedAfterWords.add(after.index);
    if (after.metric === 'presion') {
      if (this.lastPressureEnd < 0) this.pushIncompletePressure(candidate, candidate.start);
      return;
    }
    this.readings.push({
      metric: after.metric as string,
      value: candidate.first,
      unit: null,
      defaultUnit: after.defaultUnit,
      start: candidate.start,
      end: after.index,
    });
    this.follow(after.metric as string, candidate.start);
  }
}

/**
 * The readings of the tokens; `numbers`, when given, receives which numbers rules set aside (an age, a
 * price, a clock time...), so the caller need not work them out again.
 */
export function findReadings(
  tokens: readonly Token[],
  options: FindOptions = {},
  numbers?: { blocked?: readonly boolean[] },
): FoundReading[] {
  const finder = new ReadingFinder(tokens, options);
  if (numbers) numbers.blocked = finder.blockedNumbers;
  return finder.run();
}
