/**
 * Which job openings are open on a day: the one rule the careers page, its structured data, the
 * application form (prerendered and enhanced) and the server's record of an application all follow.
 * A role with a closing date is open up to and including that date in the site's time zone; a role
 * without one is open until an editor removes it. A closed role stays in the content (the editor
 * shows it as closed); it only stops being offered.
 */

/** The position a visitor chooses when none of the open roles is theirs; received as speculative. */
export const SPECULATIVE_POSITION = 'Another role / speculative application';

/** What the rule reads of a role (the block's schema has the rest). */
export interface DatedRole {
  title: string;
  /** The last day the role is open (YYYY-MM-DD, inclusive, in the site's time zone); none: open until removed. */
  closesOn?: string | undefined;
}

/** The blocks of a page as the rule reads them: only the job openings' roles matter. */
type BlockLike = { readonly type: string; readonly props: unknown };

/** The calendar day (YYYY-MM-DD) it is at `now` (ms since the epoch) in `timeZone`. */
export function siteDay(timeZone: string, now: number): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Whether `role` is open on `day` (YYYY-MM-DD): no closing date, or one not yet past. ISO dates compare as text. */
export const isOpenOn = (role: DatedRole, day: string): boolean => role.closesOn === undefined || role.closesOn >= day;

/** The job openings' roles of a page's blocks, in the page's order. */
export function rolesOf<R extends DatedRole = DatedRole>(blocks: readonly BlockLike[]): R[] {
  return blocks.flatMap((block) => (block.type === 'jobOpenings' ? ((block.props as { roles: R[] }).roles ?? []) : []));
}

/** The roles of a page's blocks open on `day`, in the page's order. */
export const openRolesOf = <R extends DatedRole = DatedRole>(blocks: readonly BlockLike[], day: string): R[] =>
  rolesOf<R>(blocks).filter((role) => isOpenOn(role, day));

/** A page's blocks as shown on `day`: each job openings block without its closed roles (what search indexes). */
export function blocksOn<B extends BlockLike>(blocks: readonly B[], day: string): B[] {
  return blocks.map((block) =>
    block.type === 'jobOpenings' ? { ...block, props: { ...(block.props as object), roles: openRolesOf([block], day) } } : block,
  );
}

/** Whether what a page shows depends on the day: one of its roles has a closing date. */
export const showsDatedRoles = (blocks: readonly BlockLike[]): boolean =>
  rolesOf(blocks).some((role) => role.closesOn !== undefined);

/** The positions the application form offers on `day`: the open roles' titles, once each, then the speculative one. */
export function positionsOn(blocks: readonly BlockLike[], day: string): string[] {
  return [...new Set(openRolesOf(blocks, day).map((role) => role.title)), SPECULATIVE_POSITION];
}
