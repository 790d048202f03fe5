import { handler } from 'altcha-lib/workers/shared';
import { deriveSpamProofKey } from './spam-proof-key';

/** ALTCHA's solver off the page's main thread, speaking altcha-lib's worker protocol (spam-proof.ts starts it). */
handler({ deriveKey: deriveSpamProofKey });
