import { z } from 'zod';
import { describe, TAGS } from './describe';

/** GET /api/health: the process answers (liveness). */
export const describeHealth = describe({
  summary: 'Whether the process answers',
  description: 'The liveness check: it asks nothing of the database. `db` names the engine in use.',
  tags: [TAGS.health],
  answers: {
    200: { description: 'The process answers', schema: z.object({ ok: z.literal(true), db: z.enum(['pglite', 'postgresql']) }) },
  },
});

/** GET /api/ready: the database and the file storage answer (readiness, for a load balancer). */
export const describeReady = describe({
  summary: 'Whether this instance can serve',
  description: 'The readiness check for a load balancer: the database and the file storage must answer within 2 s each.',
  tags: [TAGS.health],
  answers: {
    200: { description: 'Ready', schema: z.object({ ok: z.literal(true) }) },
    503: 'The database or the file storage does not answer, or the instance is shutting down',
  },
});
