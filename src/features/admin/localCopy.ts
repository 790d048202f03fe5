import type { TypedFields } from '../../stores/postSession';

/** What the browser keeps of a post being edited, so a crash or a closed tab loses nothing typed. */
export interface LocalCopy {
  fields: TypedFields;
  /** When it was typed (ISO). */
  at: string;
}

const PREFIX = 'blog-edit:';
const keyOf = (postId: string | null) => `${PREFIX}${postId ?? 'new'}`;

/** Keeps `fields` for the post (null: a new one). A full or refused storage keeps nothing, silently: the server copy remains. */
export function keepLocalCopy(postId: string | null, fields: TypedFields): void {
  try {
    localStorage.setItem(keyOf(postId), JSON.stringify({ fields, at: new Date().toISOString() } satisfies LocalCopy));
  } catch {
    // Private browsing or a full quota: the autosave still runs.
  }
}

const isFields = (value: unknown): value is TypedFields =>
  typeof value === 'object' &&
  value !== null &&
  ['title', 'content', 'excerpt', 'imageUrl', 'imageAlt', 'metaTitle', 'metaDescription', 'socialImageUrl'].every(
    (key) => typeof (value as Record<string, unknown>)[key] === 'string',
  );

/** The copy kept for the post, or null (none, or unreadable). */
export function readLocalCopy(postId: string | null): LocalCopy | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(keyOf(postId)) ?? 'null') as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { fields, at } = parsed as Record<string, unknown>;
    return isFields(fields) && typeof at === 'string' ? { fields, at } : null;
  } catch {
    return null;
  }
}

export function dropLocalCopy(postId: string | null): void {
  try {
    localStorage.removeItem(keyOf(postId));
  } catch {
    // nothing kept, nothing to drop
  }
}

/** Whether two sets of fields say the same. */
export const sameFields = (a: TypedFields, b: TypedFields) =>
  (Object.keys(a) as Array<keyof TypedFields>).every((key) => a[key] === b[key]);
