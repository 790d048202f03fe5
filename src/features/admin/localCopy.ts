import { localCopies, type LocalCopy as Kept } from '../../lib/local-copy';
import type { TypedFields } from '../../stores/postSession';

/** What the browser keeps of a post being edited, so a crash or a closed tab loses nothing typed. */
export type LocalCopy = Kept<TypedFields>;

const isFields = (value: unknown): value is TypedFields =>
  typeof value === 'object' &&
  value !== null &&
  ['title', 'content', 'excerpt', 'imageUrl', 'imageAlt', 'metaTitle', 'metaDescription', 'socialImageUrl'].every(
    (key) => typeof (value as Record<string, unknown>)[key] === 'string',
  );

const posts = localCopies('blog-edit:', isFields);
const idOf = (postId: string | null) => postId ?? 'new';

/** Keeps `fields` for the post (null: a new one). */
export const keepLocalCopy = (postId: string | null, fields: TypedFields): void => posts.keep(idOf(postId), fields);

/** The copy kept for the post, or null (none, or unreadable). */
export const readLocalCopy = (postId: string | null): LocalCopy | null => posts.read(idOf(postId));

export const dropLocalCopy = (postId: string | null): void => posts.drop(idOf(postId));

/** Whether two sets of fields say the same. */
export const sameFields = (a: TypedFields, b: TypedFields) =>
  (Object.keys(a) as Array<keyof TypedFields>).every((key) => a[key] === b[key]);
