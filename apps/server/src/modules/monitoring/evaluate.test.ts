import { describe, expect, it } from 'vitest';
import { inWindow } from './evaluate.ts';

const at = (iso: string) => new Date(iso);
const weekdays = { days: [1, 2, 3, 4, 5], timeZone: 'Asia/Shanghai' };

describe('a rule’s effective window', () => {
  it('holds on its days between its times, in its time zone', () => {
    const w = { ...weekdays, from: '09:00', to: '18:00' };
    // Friday 27 November 2026, 10:00 and 18:30 in Shanghai (02:00 and 10:30 UTC).
    expect(inWindow(w, at('2026-11-27T02:00:00Z'))).toBe(true);
    expect(inWindow(w, at('2026-11-27T10:30:00Z'))).toBe(false);
    // Saturday 10:00 in Shanghai.
    expect(inWindow(w, at('2026-11-28T02:00:00Z'))).toBe(false);
    expect(inWindow(null, at('2026-11-28T02:00:00Z'))).toBe(true);
  });

  it('spans midnight when it ends before it starts, and the whole day from a time to itself', () => {
    const night = { ...weekdays, from: '22:00', to: '06:00' };
    expect(inWindow(night, at('2026-11-26T15:00:00Z'))).toBe(true); // Thu 23:00
    expect(inWindow(night, at('2026-11-26T21:00:00Z'))).toBe(true); // Fri 05:00
    expect(inWindow(night, at('2026-11-27T04:00:00Z'))).toBe(false); // Fri 12:00
    const allDay = { ...weekdays, from: '00:00', to: '00:00' };
    for (const h of ['16:00', '23:59', '03:30'])
      expect(inWindow(allDay, at(`2026-11-26T${h}:00Z`))).toBe(true);
  });
});
