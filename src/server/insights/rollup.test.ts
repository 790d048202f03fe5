import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness';
import type { Dimension } from '../../schemas/insight-counts';
import { totalsBy, dayTotals, hit, IPHONE, rawHits, salts } from '../test/insights';
import { manualClock } from '../test/manual-clock';
import { rollUpNextDay } from './rollup';

/*
 * The rollup (rollup.ts): each finished UTC day becomes its totals once, and what could link a
 * view to a visitor is deleted: the raw hits with their day's rollup or at 48 hours, the salt
 * soon after its day.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A Tuesday, 00:00 UTC. */
const TUESDAY = Date.UTC(2031, 5, 10);

describe('the insights rollup', () => {
  const clock = manualClock(TUESDAY + 9 * HOUR);
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ clock });
  });
  afterAll(() => h?.cleanup());

  it('rolls a day up once it has been over for ten minutes, and once only, across a restart', async () => {
    for (let n = 0; n < 6; n++) {
      clock.set(TUESDAY + (9 + n) * HOUR);
      await hit(
        h.client,
        { path: n < 4 ? '/' : '/services', referrer: 'https://news.example.net/' },
        { address: `192.0.2.${n % 3}` },
      );
    }
    await hit(h.client, { path: '/' }, { userAgent: IPHONE, headers: { 'Accept-Language': 'de-AT' } });
    expect(await salts(h.server)).toHaveLength(1);

    // Just after midnight: another instance's clock may still be in Tuesday, so not yet.
    clock.set(TUESDAY + DAY + 5 * MINUTE);
    await h.server.idle();
    expect(await dayTotals(h.server)).toEqual([]);
    expect(await rawHits(h.server)).toHaveLength(7);

    clock.set(TUESDAY + DAY + 11 * MINUTE);
    await h.server.idle();
    expect(await dayTotals(h.server)).toEqual([expect.objectContaining({ day: '2031-06-10', pageviews: 7, visitors: 4 })]);
    // Each dimension counts its own visitors: the iPhone is the fourth visitor of '/', and of no referrer.
    const totals = async (dimension: Dimension) =>
      (await totalsBy(h.server, dimension)).map(({ value, pageviews, visitors }) => ({ value, pageviews, visitors }));
    expect(await totals('page')).toEqual(
      expect.arrayContaining([
        { value: '/', pageviews: 5, visitors: 4 },
        { value: '/services', pageviews: 2, visitors: 2 },
      ]),
    );
    expect(await totals('page')).toHaveLength(2);
    expect(await totals('referrer')).toEqual([{ value: 'news.example.net', pageviews: 6, visitors: 3 }]);
    expect(await totals('country')).toEqual([{ value: 'AT', pageviews: 1, visitors: 1 }]);
    expect(await totals('device')).toEqual(
      expect.arrayContaining([
        { value: 'desktop', pageviews: 6, visitors: 3 },
        { value: 'mobile', pageviews: 1, visitors: 1 },
      ]),
    );
    // Rolled up: its raw hits and its salt are gone, so its visitors' hashes point to no one.
    expect(await rawHits(h.server)).toEqual([]);
    expect(await salts(h.server)).toEqual([]);

    await h.restart({ clock });
    await h.server.idle();
    expect(await rollUpNextDay(h.server.db, clock.now())).toBeNull();
    expect(await dayTotals(h.server)).toHaveLength(1);
    expect(await totalsBy(h.server, 'page')).toHaveLength(2);
  });

  it('rolls up every day missed while the server was down, each once, in order', async () => {
    const wednesday = TUESDAY + DAY;
    for (let d = 0; d < 3; d++) {
      clock.set(wednesday + d * DAY + 12 * HOUR);
      await hit(h.client, { path: `/day-${d}` });
      await hit(h.client, { path: `/day-${d}` });
    }
    await h.server.close();
    clock.set(wednesday + 3 * DAY + 2 * HOUR);
    await h.restart({ clock });
    await h.server.idle();
    const days = (await dayTotals(h.server)).map(({ day, pageviews, visitors }) => ({ day, pageviews, visitors }));
    expect(days.sort((a, b) => a.day.localeCompare(b.day))).toEqual([
      { day: '2031-06-10', pageviews: 7, visitors: 4 },
      { day: '2031-06-11', pageviews: 2, visitors: 1 },
      { day: '2031-06-12', pageviews: 2, visitors: 1 },
      { day: '2031-06-13', pageviews: 2, visitors: 1 },
    ]);
    expect(await rawHits(h.server)).toEqual([]);
  });

  it('keeps a hit that came late for a day already rolled up out of its totals, and deletes it at 48 hours', async () => {
    const day = '2031-06-13';
    const [before] = (await dayTotals(h.server)).filter((row) => row.day === day);
    // An instance whose clock is well behind stamps a hit into Friday after Friday's rollup.
    const now = clock.now();
    const late = Date.UTC(2031, 5, 13, 23, 59);
    clock.set(late);
    await hit(h.client, { path: '/late' });
    clock.set(now);
    await h.server.idle();
    expect(await rawHits(h.server)).toHaveLength(1);

    clock.set(late + 47 * HOUR);
    await h.server.idle();
    expect(await rawHits(h.server)).toHaveLength(1);
    clock.set(late + 48 * HOUR + HOUR);
    await h.server.idle();
    expect(await rawHits(h.server)).toEqual([]);
    expect((await dayTotals(h.server)).filter((row) => row.day === day)).toEqual([before]);
    // The late hit's salt (made again for Friday) went with its day's margin, long before.
    expect(await salts(h.server)).toEqual([]);
  });
});
