/** The spec's admin card limits. */
export const ADMIN_TITLE_MAX = 44;
export const ADMIN_EXCERPT_MAX = 70;
