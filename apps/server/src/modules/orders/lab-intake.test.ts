import { describe, expect, it } from 'vitest';
import { labIntake } from './provisioning.ts';

describe('the lab’s intake (a bio-gene order waits, paid, until then)', () => {
  it('is 09:00 China time on the next working day after the day of payment', () => {
    // Monday 08:00 CST: not the same morning, Tuesday's intake.
    expect(labIntake(new Date('2026-11-23T08:00:00+08:00')).toISOString()).toBe(
      '2026-11-24T01:00:00.000Z',
    );
    // Friday 20:00 CST (12:00 UTC) and Saturday: Monday's intake.
    expect(labIntake(new Date('2026-11-27T20:00:00+08:00')).toISOString()).toBe(
      '2026-11-30T01:00:00.000Z',
    );
    expect(labIntake(new Date('2026-11-28T10:00:00+08:00')).toISOString()).toBe(
      '2026-11-30T01:00:00.000Z',
    );
    // 23:30 UTC on Thursday is already Friday in China: Monday's intake.
    expect(labIntake(new Date('2026-11-26T23:30:00Z')).toISOString()).toBe(
      '2026-11-30T01:00:00.000Z',
    );
  });
});
