import { describe, expect, it } from 'vitest';
import { setConfig } from '../../../tests/utils/widget';
import { DURATIONS, endTimes, startTimes, timeLabel } from './options';

describe('appointment options (spec 3 §5, §9)', () => {
  it('durations are 15-minute steps up to 480 minutes', () => {
    expect(DURATIONS.map((d) => d.value)).toEqual(Array.from({ length: 32 }, (_, i) => String((i + 1) * 15)));
  });

  it("end times run up to 8 h after the start in the caller's steps, each worth its duration", () => {
    const ends = endTimes('09:00', 30);
    expect(ends).toHaveLength(16);
    expect(ends[0]).toEqual({ value: '30', label: '9:30 AM' });
    expect(ends.at(-1)).toEqual({ value: '480', label: '5:00 PM' });
    // A step that does not divide 8 h stops at the last end within it.
    expect(endTimes('09:00', 45).map((e) => e.value).at(-1)).toBe('450');
    expect(endTimes('09:00', 60).map((e) => e.label)).toEqual(['10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM', '2:00 PM', '3:00 PM', '4:00 PM', '5:00 PM']);
  });

  it('an end past midnight says so; a bad step falls back to 15; no start time, no end times', () => {
    expect(endTimes('20:00', 240).map((e) => e.label)).toEqual(['12:00 AM (next day)', '4:00 AM (next day)']);
    expect(endTimes('20:00', 0)).toHaveLength(32);
    expect(endTimes('20:00', Number.NaN)[0]).toEqual({ value: '15', label: '8:15 PM' });
    expect(endTimes('', 30)).toEqual([]);
    expect(startTimes(30)).toHaveLength(48);
  });
});

describe('appointment times in the page’s language', () => {
  it('keep 9:30 AM in English and follow Intl elsewhere, never shifted', () => {
    setConfig({ language: 'en-gb' });
    expect(timeLabel('14:05')).toBe('2:05 PM');
    setConfig({ language: 'fr-ca' });
    const french = new Intl.DateTimeFormat('fr-CA', { timeStyle: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 1, 14, 5)));
    expect(timeLabel('14:05')).toBe(french);
    expect(startTimes(60)[14].label).toBe(french.replace('05', '00'));
  });
});
