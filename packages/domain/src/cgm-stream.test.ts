import { describe, expect, it } from 'vitest';
import {
  advanceStream,
  EMPTY_STREAM_STATE,
  episodeStillOpen,
  streamMessage,
  type StreamValue,
} from './cgm-stream';
import { SOURCES } from './sources';
import { quietHoursEnd } from './schedules/quiet-hours';

const T0 = Date.UTC(2026, 10, 24, 12, 0);
const at = (minutes: number) => T0 + minutes * 60_000;
const series = (values: Array<[number, number, string?]>): StreamValue[] =>
  values.map(([minutes, value, direction]) => ({ at: at(minutes), value, direction: direction ?? null }));

describe('CGM stream episodes', () => {
  it('a low of an hour is one episode, told once it lasted 15 minutes', () => {
    const values = series(Array.from({ length: 12 }, (_, i) => [i * 5, 62] as [number, number]));
    const { events, state } = advanceStream('low', EMPTY_STREAM_STATE, values);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'low', urgent: false, at: at(15), minutes: 15 });
    expect(episodeStillOpen(state, at(0), at(70))).toBe(true);
    expect(episodeStillOpen(state, at(0), at(85))).toBe(false);
  });

  it('a single low value, or one under 15 minutes, is not an episode; a very low one is told at once', () => {
    expect(
      advanceStream(
        'low',
        EMPTY_STREAM_STATE,
        series([
          [0, 65],
          [5, 90],
        ]),
      ).events,
    ).toEqual([]);
    const urgent = advanceStream('low', EMPTY_STREAM_STATE, series([[0, 50]]));
    expect(urgent.events).toEqual([expect.objectContaining({ kind: 'very_low', urgent: true })]);
  });

  it('grows to very low once, and ends only after 30 minutes back in range', () => {
    const first = advanceStream(
      'low',
      EMPTY_STREAM_STATE,
      series([
        [0, 66],
        [5, 64],
        [10, 60],
        [15, 58],
        [20, 52],
        [25, 50],
      ]),
    );
    expect(first.events.map((e) => e.kind)).toEqual(['low', 'very_low']);
    // Back in range for 20 minutes, then low again: the same episode, nothing new.
    const wobble = advanceStream(
      'low',
      first.state,
      series([
        [30, 75],
        [40, 80],
        [45, 52],
      ]),
    );
    expect(wobble.events).toEqual([]);
    // Back in range for 30 minutes: the next low is a new episode.
    const later = advanceStream(
      'low',
      wobble.state,
      series([
        [50, 90],
        [80, 95],
        [85, 50],
      ]),
    );
    expect(later.events).toEqual([expect.objectContaining({ kind: 'very_low', episodeStart: at(85) })]);
  });

  it('values already seen change nothing (a re-sent upload)', () => {
    const values = series([
      [0, 50],
      [5, 48],
    ]);
    const once = advanceStream('low', EMPTY_STREAM_STATE, values);
    expect(advanceStream('low', once.state, values)).toEqual({ state: once.state, events: [] });
  });

  it('rising fast: 3 mg/dL a minute over 15 minutes, or an up arrow for 15 minutes', () => {
    const rate = advanceStream(
      'rising',
      EMPTY_STREAM_STATE,
      series([
        [0, 100],
        [5, 118],
        [10, 134],
        [15, 150],
      ]),
    );
    expect(rate.events).toEqual([expect.objectContaining({ kind: 'rising', perMinute: 3.3 })]);
    const arrows = series([
      [0, 120, 'SingleUp'],
      [5, 130, 'SingleUp'],
      [10, 140, 'SingleUp'],
      [15, 150, 'DoubleUp'],
    ]);
    expect(advanceStream('rising', EMPTY_STREAM_STATE, arrows.slice(0, 3)).events).toEqual([]);
    expect(advanceStream('rising', EMPTY_STREAM_STATE, arrows).events).toHaveLength(1);
  });

  it('high above 250 after 15 minutes, very high at 300 at once; each message names a known source', () => {
    const { events } = advanceStream(
      'high',
      EMPTY_STREAM_STATE,
      series([
        [0, 260],
        [5, 270],
        [10, 280],
        [15, 290],
        [20, 310],
      ]),
    );
    expect(events.map((e) => e.kind)).toEqual(['high', 'very_high']);
    for (const event of events) {
      const message = streamMessage(event);
      expect(SOURCES[message.source]).toBeDefined();
      expect(message.text).toMatch(/mg\/dL/);
    }
  });
});

describe('quiet hours', () => {
  const quiet = { start: '22:00', end: '07:00' };
  const zone = 'America/Mexico_City';
  it('holds from 22:00 to 07:00 local, across midnight', () => {
    // 23:30 in Mexico City is 05:30 UTC the next day.
    expect(quietHoursEnd(quiet, zone, new Date('2026-11-25T05:30:00Z'))?.toISOString()).toBe(
      '2026-11-25T13:00:00.000Z',
    );
    expect(quietHoursEnd(quiet, zone, new Date('2026-11-25T12:59:00Z'))?.toISOString()).toBe(
      '2026-11-25T13:00:00.000Z',
    );
    expect(quietHoursEnd(quiet, zone, new Date('2026-11-25T13:00:00Z'))).toBeNull();
    expect(quietHoursEnd(quiet, zone, new Date('2026-11-25T20:00:00Z'))).toBeNull();
    expect(
      quietHoursEnd({ start: '13:00', end: '15:00' }, zone, new Date('2026-11-25T20:00:00Z'))?.toISOString(),
    ).toBe('2026-11-25T21:00:00.000Z');
  });
});
