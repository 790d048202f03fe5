/**
 * npm run bench:spam-proof: what the forms' proof of work (ALTCHA, server/submissions/spam-proof.ts)
 * costs. The server's side: making a challenge and checking a solution (median of 200 each). The
 * visitor's side: solving a challenge with the browser's derivation (lib/spam-proof-key.ts,
 * @noble/hashes) and, for comparison, with node:crypto (median and slowest of 20 challenges, each
 * with its own random counter). Writes docs/benchmarks/spam-proof.md.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { deriveSpamProofKey } from '../../src/lib/spam-proof-key';
import { createProofOfWork, SPAM_PROOF_COST, SPAM_PROOF_COUNTER } from '../../src/server/security/proof-of-work';
import { systemClock } from '../../src/server/clock';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const value = await work();
  return [performance.now() - start, value];
}

const proof = createProofOfWork({ signature: 'bench signature secret', keySignature: 'bench key secret' }, systemClock);

const create: number[] = [];
const check: number[] = [];
const browser: number[] = [];
const node: number[] = [];
for (let i = 0; i < 200; i++) {
  const [made, challenge] = await timed(() => proof.challenge());
  create.push(made);
  if (i < 20) {
    const [solvedIn, solution] = await timed(() => solveChallenge({ challenge, deriveKey: deriveSpamProofKey }));
    browser.push(solvedIn);
    node.push((await timed(() => solveChallenge({ challenge, deriveKey })))[0]);
    const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    for (let j = 0; j < 10; j++) {
      const [checked, verdict] = await timed(() => proof.check({ altcha }));
      if (!verdict.ok) throw new Error(`a solution was refused: ${verdict.reason}`);
      check.push(checked);
    }
  }
}

const report = `# The forms' proof of work

\`npm run bench:spam-proof\` (scripts/bench/spam-proof.ts), ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, on this
project's 2-core machine. Each challenge asks for a counter between ${SPAM_PROOF_COUNTER.min} and ${SPAM_PROOF_COUNTER.max} at
${SPAM_PROOF_COST} SHA-256 per counter (${SPAM_PROOF_COUNTER.min * SPAM_PROOF_COST} to ${SPAM_PROOF_COUNTER.max * SPAM_PROOF_COST} hashes).

| Step | Median | Slowest |
| --- | --- | --- |
| Server: make a challenge (200) | ${ms(median(create))} | ${ms(Math.max(...create))} |
| Server: check a solution (200) | ${ms(median(check))} | ${ms(Math.max(...check))} |
| Visitor: solve, the browser's derivation (@noble/hashes), 20 challenges | ${ms(median(browser))} | ${ms(Math.max(...browser))} |
| Visitor: solve, node:crypto, the same 20 | ${ms(median(node))} | ${ms(Math.max(...node))} |

The site's forms solve in a Worker from the form's first focus, so a visitor who takes longer than
the solve to fill the form never waits for it; a phone several times slower than this machine still
solves within a few seconds. The server's cost per post is the check: no hashing, two HMACs.
`;
await writeFile(path.join(ROOT, 'docs', 'benchmarks', 'spam-proof.md'), report);
console.info(report);
