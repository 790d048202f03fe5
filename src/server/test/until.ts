/**
 * Reads `read` every 50 ms until `done` says yes, and gives that value; after `ms` it throws with
 * the last value read. For what a background worker does in its own time (the outbox, webhooks).
 */
export async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${JSON.stringify(value).slice(0, 400)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
