// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveApi } from '../test-utils/liveApi';

/*
 * The forms' proof of work against the real server (stores/spamProof.ts): a solution is solved
 * once a form gets focus, handed to one post only, and every post gets one of its own, also when
 * two forms of the page send at once.
 */

let live: Awaited<ReturnType<typeof startLiveApi>>;
let proof: typeof import('./spamProof');

beforeAll(async () => {
  live = await startLiveApi();
  proof = await import('./spamProof');
}, 120_000);
afterAll(async () => live?.stop());

const nonceOf = (fields: Record<string, string>) =>
  (JSON.parse(atob(fields.altcha ?? '')) as { challenge: { parameters: { nonce: string } } }).challenge.parameters.nonce;

describe('the proof of work of the visitor forms', () => {
  it('gives each post its own solution, also to two forms sending at once after one focus', async () => {
    proof.resetSpamProof();
    proof.startSpamProof();
    const [first, second] = await Promise.all([proof.withSpamProof({ website: '' }), proof.withSpamProof()]);
    expect(first.website).toBe('');
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    const third = await proof.withSpamProof();
    expect(new Set([nonceOf(first), nonceOf(second), nonceOf(third)]).size).toBe(3);
  });
});
