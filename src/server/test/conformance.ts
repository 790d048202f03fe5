import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenApiDocument } from '../contract/document';

/*
 * Checks what the server really answered against its OpenAPI document (tests only): the call must
 * be in the document, its status among the call's answers, and a JSON body valid against that
 * answer's schema. The document's schemas are JSON Schema 2020-12, as OpenAPI 3.1 says.
 */

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}

/** The document's operations, each with a pattern for the paths it answers. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item ?? {})) {
      if (typeof operation !== 'object' || operation === null || !('responses' in operation)) continue;
      const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
      operations.push({
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(`^${source}$`),
        responses: operation.responses as Operation['responses'],
      });
    }
  }
  return operations;
}

export interface Conformance {
  /** Why this answer is not what the document says, or null when it is. Reads a copy of the body. */
  check(method: string, url: string, response: Response): Promise<string | null>;
  /** 'GET /api/blogs/{id} 200' for each answer checked and found right. */
  readonly seen: Set<string>;
}

export function conformance(document: OpenApiDocument): Conformance {
  const operations = operationsOf(document);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const validators = new Map<object, ValidateFunction>();
  const validatorOf = (schema: object) => {
    let validate = validators.get(schema);
    // The document's components beside the schema, so its $refs (#/components/schemas/...) resolve.
    if (!validate) validators.set(schema, (validate = ajv.compile({ ...schema, components: document.components })));
    return validate;
  };
  const seen = new Set<string>();

  return {
    seen,
    async check(method, url, response) {
      const path = new URL(url, 'http://localhost').pathname;
      // The literal path first: /api/docs/start.js is its own route, not a value of a parameter.
      const candidates = operations.filter((op) => op.method === method && op.pattern.test(path));
      const operation = candidates.find((op) => op.template === path) ?? candidates[0];
      if (!operation) return `${method} ${path} is not in the document`;
      const status = String(response.status);
      const answer = operation.responses[status];
      if (!answer) return `${method} ${operation.template} answered ${status}, which the document does not list`;
      const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
      const schema = answer.content?.['application/json']?.schema;
      if (type === 'application/json' && schema) {
        const body: unknown = await response.clone().json();
        const validate = validatorOf(schema);
        if (!validate(body)) {
          return `${method} ${operation.template} ${status}: the body does not match the document: ${ajv.errorsText(validate.errors)}`;
        }
      } else if (answer.content && !Object.keys(answer.content).some((media) => mediaMatches(media, type))) {
        return `${method} ${operation.template} ${status} answered ${type || 'no content type'}, the document says ${Object.keys(answer.content).join(' or ')}`;
      }
      seen.add(`${method} ${operation.template} ${status}`);
      return null;
    },
  };
}

const mediaMatches = (documented: string, actual: string) =>
  documented === actual || documented === '*/*' || (documented.endsWith('/*') && actual.startsWith(documented.slice(0, -1)));
