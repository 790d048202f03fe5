import { PREVIEW_PATH } from '../blog/previews';

/**
 * Paths whose rest is a secret: a preview link's token opens the post to whoever has it, for days,
 * and a log is read by more people, kept longer and copied further than the link was meant to go.
 */
const SECRET_PATHS = [{ prefix: PREVIEW_PATH, pattern: `${PREVIEW_PATH}:token` }];

/** A request's path as the log may hold it: the route pattern for a path that carries a secret. */
export function loggedPath(path: string): string {
  return SECRET_PATHS.find(({ prefix }) => path.startsWith(prefix))?.pattern ?? path;
}
