import type { z } from 'zod';

/** Where in a file: zod's path, as keys and list indexes (`['blocks', 2, 'props', 'title']`). */
export type IssuePath = (string | number)[];

/** One mistake in one file: where (`blocks[2].props.title` as keys) and what was expected. */
export interface ContentIssue {
  /** The file, relative to the project root: 'content/pages/about.json'. */
  file: string;
  path: IssuePath;
  message: string;
}

/**
 * A config or content mistake, with a message written for the editor who made it and the same
 * mistakes as data (`issues`), so the page editor shows each one beside its field without reading
 * the text back.
 */
export class ContentError extends Error {
  override name = 'ContentError';
  readonly issues: readonly ContentIssue[];

  /** `message` defaults to each file's issues under its name (see describeIssues). */
  constructor(issues: readonly ContentIssue[], message = describeIssues(issues)) {
    super(message);
    this.issues = issues;
  }
}

/** `blocks[2].props.title` from a path's keys. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || '(root)';
}

/**
 * The issues as the build prints them, file by file:
 *
 *   content/pages/home.json is not valid:
 *   - blocks[1].props.title: expected string, found nothing
 */
function describeIssues(issues: readonly ContentIssue[]): string {
  const files = [...new Set(issues.map((issue) => issue.file))];
  return files
    .map((file) => {
      const lines = issues.filter((issue) => issue.file === file).map((issue) => `- ${formatPath(issue.path)}: ${issue.message}`);
      return `${file} is not valid:\n${lines.join('\n')}`;
    })
    .join('\n\n');
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return `${typeof value} ${value}`;
  return typeof value;
}

/** One issue as a sentence: what was expected, and what was found. */
function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}, found ${describeValue(issue.input)}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, found ${describeValue(issue.input)}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `'${k}'`).join(', ')}; remove ${issue.keys.length > 1 ? 'them' : 'it'} or check the spelling`;
    case 'too_small':
      return issue.origin === 'string'
        ? issue.minimum === 1
          ? 'this cannot be empty'
          : `this needs at least ${String(issue.minimum)} characters`
        : issue.origin === 'array'
          ? `this needs at least ${String(issue.minimum)} item${issue.minimum === 1 ? '' : 's'}`
          : issue.message;
    case 'too_big':
      return issue.origin === 'string'
        ? `this can have at most ${String(issue.maximum)} characters (it has ${String((issue.input as string | undefined)?.length ?? 'more')})`
        : issue.origin === 'array'
          ? `this can have at most ${String(issue.maximum)} items`
          : issue.message;
    default:
      return issue.message;
  }
}

/** Zod's issues as the content's, in `file`. */
function issuesOf(file: string, error: z.ZodError): ContentIssue[] {
  return error.issues.map((issue) => ({
    file,
    path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))),
    message: describeIssue(issue),
  }));
}

/** Parses `value` with `schema`, throwing a ContentError that names `file` on failure. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, file: string): z.output<S> {
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success) throw new ContentError(issuesOf(file, result.error));
  return result.data;
}
