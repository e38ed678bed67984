import { describe, expect, it } from 'vitest';
import { describeDevice } from './device-label';

describe('device labels of the session list', () => {
  it('name the browser and the system in Spanish', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome en Android');
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari en iPhone');
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      ),
    ).toBe('Edge en Windows');
    expect(
      describeDevice(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0 Safari/537.36',
      ),
    ).toBe('Chrome en Linux');
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
      'Firefox en Linux',
    );
  });

  it('give nothing for an unknown or missing agent', () => {
    expect(describeDevice(undefined)).toBeNull();
    expect(describeDevice('lightMyRequest')).toBeNull();
    expect(describeDevice('\u0000'.repeat(10_000))).toBeNull();
  });
});
