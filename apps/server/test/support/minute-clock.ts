/**
 * A test's own clock for the scheduler: moved by hand, to whole minutes, with local times read in `zone`.
 * Pass `() => clock.now` as the app's `now`.
 */
export function minuteClock(zone: string) {
  const MINUTE = 60_000;
  const clock = {
    now: new Date(),
    advance: (ms: number) => (clock.now = new Date(clock.now.getTime() + ms)),
    /** Moves the clock to 5 s past the next whole minute. */
    startOfNextMinute: () =>
      (clock.now = new Date(Math.floor(clock.now.getTime() / MINUTE) * MINUTE + MINUTE + 5000)),
    /** The local "HH:MM" of the clock plus `ms`. */
    localTime: (ms: number) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(clock.now.getTime() + ms)),
  };
  return clock;
}
