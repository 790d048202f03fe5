import { describe, expect, it } from 'vitest';
import { clock, wallSeconds } from './stages.mjs';

/** A stage's record as stages.mjs writes it: when it ended, and how long it took. */
const ran = (stage: string, endedAt: number, seconds: number) => ({
  stage,
  seconds,
  ok: true,
  at: new Date(Date.UTC(2026, 10, 29, 9, 0, endedAt)).toISOString(),
});

describe("the time CI's stages took together", () => {
  it('is their sum when they ran one after another', () => {
    expect(wallSeconds([ran('build', 30, 30), ran('lint', 100, 70), ran('vitest', 400, 300)])).toBe(400);
  });

  it('counts once the time of stages that ran side by side, as npm test runs its linter beside the build', () => {
    // lint 0-80 s beside build 0-30 s and Prettier 30-45 s, then vitest.
    const npmTest = [ran('build', 30, 30), ran('prettier', 45, 15), ran('lint', 80, 80), ran('vitest', 380, 300)];
    expect(wallSeconds(npmTest)).toBe(380);
  });

  it('leaves out the gaps between stages, which no stage took', () => {
    expect(wallSeconds([ran('install', 60, 60), ran('lint', 200, 50)])).toBe(110);
    expect(wallSeconds([])).toBe(0);
  });
});

describe('a duration as the stage table prints it', () => {
  it('is seconds to a tenth under a minute, then whole minutes and seconds, rounded before it is split', () => {
    expect(clock(42.46)).toBe('42.5 s');
    expect(clock(59.96)).toBe('1 min 00 s');
    expect(clock(1499.6)).toBe('25 min 00 s');
    expect(clock(367.2)).toBe('6 min 07 s');
  });
});
