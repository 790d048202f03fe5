/** How much of a post's title and content an admin card shows. */
export const ADMIN_TITLE_MAX = 44;
export const ADMIN_EXCERPT_MAX = 70;
