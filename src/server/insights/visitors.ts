import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { insightSalts } from '../db/schema';

/*
 * Unique visitors as Plausible counts them: a hash of the day's salt, the address and the user
 * agent. The same browser on the same network is the same visitor all day; the next day it has
 * a new salt, and once a day's salt is deleted (rollup.ts) its hashes point to no one.
 */

/** The UTC day of `ms`, YYYY-MM-DD. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface VisitorHasher {
  /** The visitor's hash, hex, for a hit on `day` from `address` with `userAgent`. */
  visitor(day: string, address: string, userAgent: string): Promise<string>;
}

/**
 * Hashes with the salt of each UTC day, shared by every instance through insight_salts: the first
 * hit of a day stores a random one, and every instance reads whichever was stored first. Only the
 * current day's salt is held in memory, and only until the day ends (by `clock`): a day gone is
 * forgotten here as it is in the database. `onNewDay` hears of each day's salt taken up (the
 * rollup looks: it sets no timer while nothing is stored).
 */
export function visitorHasher(db: Db, clock: Clock, onNewDay: () => void = () => {}): VisitorHasher {
  let held: { day: string; salt: Promise<string>; forget: () => void } | undefined;
  const forget = () => {
    held?.forget();
    held = undefined;
  };

  const saltOf = async (day: string) => {
    await db
      .insert(insightSalts)
      .values({ day, salt: randomBytes(32).toString('hex') })
      .onConflictDoNothing();
    const [row] = await db.select({ salt: insightSalts.salt }).from(insightSalts).where(eq(insightSalts.day, day));
    if (!row) throw new Error(`the salt of ${day} was deleted as it was made`);
    onNewDay();
    return row.salt;
  };

  return {
    async visitor(day, address, userAgent) {
      if (held?.day !== day) {
        forget();
        const salt = saltOf(day);
        const dayEnd = Date.parse(`${day}T00:00:00Z`) + 86_400_000;
        const mine = { day, salt, forget: clock.after(dayEnd - clock.now(), () => held === mine && forget()) };
        held = mine;
        // A failed read is not kept: the next hit asks again.
        salt.catch(() => held === mine && forget());
      }
      const salt = await held.salt;
      // NUL between the parts: no address and user agent pair can be read as another.
      return createHash('sha256').update(`${salt}\0${address}\0${userAgent}`).digest('hex');
    },
  };
}
