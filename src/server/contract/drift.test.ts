import { readFile } from 'node:fs/promises';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_FILE } from '../../../scripts/build/openapi';
import { PERMISSIONS } from '../../schemas/roles';
import type { AppEnv } from '../context';
import { startHarness, type Harness } from '../test/harness';
import { describe as describeRoute, TAGS } from './describe';
import { openApiDocument, type OpenApiDocument } from './document';

/*
 * The API's contract cannot drift from the server: every route the app answers under /api is in
 * the document with its method, summary and a success answer; the document names no route the app
 * does not answer; it is a valid OpenAPI 3.1 document; and docs/openapi.json is the one served.
 */

let h: Harness;
let document: OpenApiDocument;
beforeAll(async () => {
  h = await startHarness();
  document = (await (await h.client.call('/api/openapi.json')).json()) as OpenApiDocument;
});
afterAll(() => h.cleanup());

/** 'GET /api/blogs/{id}' for each route of `app` under /api (middleware mounted with `use` answers nothing itself). */
function answeredRoutes(app: Hono<AppEnv>): string[] {
  const routes = new Set<string>();
  for (const route of app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue;
    routes.add(`${route.method} ${route.path.replace(/:([^/{]+)(\{[^}]*\})?/g, '{$1}')}`);
  }
  return [...routes].sort();
}

/** What the document lacks or gets wrong for each route the app answers, and what it describes that no route answers. */
function drift(app: Hono<AppEnv>, doc: OpenApiDocument): string[] {
  const problems: string[] = [];
  const answered = answeredRoutes(app);
  for (const route of answered) {
    const [method = '', path = ''] = route.split(' ');
    const operation = doc.paths?.[path]?.[method.toLowerCase() as 'get'];
    if (!operation) {
      problems.push(`${route} is answered by the server but missing from the document`);
      continue;
    }
    if (!operation.summary) problems.push(`${route} has no summary: give its route a describe({ summary, tags, answers })`);
    if (!Object.keys(operation.responses ?? {}).some((status) => /^[23]/.test(status))) {
      problems.push(`${route} documents no success answer`);
    }
  }
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of Object.keys(item ?? {})) {
      const route = `${method.toUpperCase()} ${path}`;
      if (!answered.includes(route)) problems.push(`${route} is in the document but the server does not answer it`);
    }
  }
  return problems;
}

describe('the OpenAPI document', () => {
  it('describes every route the server answers under /api, with its method, and nothing else', () => {
    expect(answeredRoutes(h.server.app).length).toBeGreaterThan(40);
    expect(drift(h.server.app, document)).toEqual([]);
  });

  it('catches a route added without its description, and one described under another method', async () => {
    const app = new Hono<AppEnv>();
    app.get('/api/described', describeRoute({ summary: 'Described', tags: [TAGS.health], answers: { 200: 'x' } }), (c) =>
      c.text('ok'),
    );
    app.post('/api/forgotten', (c) => c.text('ok'));
    const doc = await openApiDocument(app)();
    expect(drift(app, doc)).toEqual(['POST /api/forgotten is answered by the server but missing from the document']);

    const moved = structuredClone(doc);
    const described = moved.paths?.['/api/described'];
    if (!described?.get) throw new Error('the described route is missing');
    described.put = described.get;
    delete described.get;
    expect(drift(app, moved).sort()).toEqual([
      'GET /api/described is answered by the server but missing from the document',
      'POST /api/forgotten is answered by the server but missing from the document',
      'PUT /api/described is in the document but the server does not answer it',
    ]);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('carries the limits the server enforces, from the schemas it checks with', () => {
    const contact = document.paths?.['/api/contact']?.post?.requestBody;
    const schema = contact && 'content' in contact ? contact.content['application/json']?.schema : undefined;
    expect(schema).toMatchObject({
      required: ['name', 'email', 'subject'],
      properties: {
        name: { maxLength: 200 },
        subject: { maxLength: 200 },
        phone: { maxLength: 50 },
        message: { maxLength: 5000 },
      },
    });
    const list = document.paths?.['/api/admin/blogs']?.get;
    expect(list?.security).toEqual([{ bearerAuth: [...PERMISSIONS.writePosts] }]);
    expect(list?.parameters).toContainEqual(
      expect.objectContaining({ in: 'query', name: 'limit', schema: expect.objectContaining({ maximum: 100 }) }),
    );
  });

  it('is the one committed in docs/openapi.json (npm run build writes it)', async () => {
    const committed: unknown = JSON.parse(await readFile(OPENAPI_FILE, 'utf8'));
    expect(
      committed,
      'docs/openapi.json is stale: run `npm run build` (or `npx tsx scripts/build/openapi.ts`) and commit it',
    ).toEqual(document);
  });
});
