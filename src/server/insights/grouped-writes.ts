/*
 * Group commit for the page views (counter.ts): under load, many hits arrive while one INSERT is
 * being written, and one statement then writes all of them, instead of one statement, one commit
 * and one index update per hit. A row waits a few milliseconds for others (GATHER_MS), and each
 * caller's promise settles when the statement holding its row has, so a hit answered is a hit stored.
 */

/**
 * How long the first row waits for others before its statement is written. On the embedded
 * database a statement runs on the server's own thread, so without this pause the next requests
 * are not even read while one is written, and nothing ever waits to be grouped. A beacon's answer
 * is never awaited by anyone, so the pause costs a visitor nothing.
 */
const GATHER_MS = 5;
/** The most rows one statement writes: well under PostgreSQL's 65,535 parameters at a hit's eleven columns. */
const MAX_BATCH = 1000;

export interface GroupedWrites<Row> {
  /** Writes `row` with whatever else is waiting; settles (or fails) with the statement that holds it. */
  add(row: Row): Promise<void>;
}

export function groupedWrites<Row>(write: (rows: Row[]) => Promise<unknown>): GroupedWrites<Row> {
  let waiting: Array<{ row: Row; done: () => void; failed: (error: unknown) => void }> = [];
  let running: Promise<void> | null = null;

  const drain = async () => {
    await new Promise((resolve) => setTimeout(resolve, GATHER_MS));
    while (waiting.length > 0) {
      const batch = waiting.slice(0, MAX_BATCH);
      waiting = waiting.slice(batch.length);
      try {
        await write(batch.map((one) => one.row));
        for (const one of batch) one.done();
      } catch (error) {
        for (const one of batch) one.failed(error);
      }
    }
    running = null;
  };

  return {
    add(row) {
      const stored = new Promise<void>((done, failed) => waiting.push({ row, done, failed }));
      running ??= drain();
      return stored;
    },
  };
}
