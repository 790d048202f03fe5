/** How much of a post's title and content an admin card shows. */
export const ADMIN_TITLE_MAX = 44;
export const ADMIN_EXCERPT_MAX = 70;
/** The image types POST /api/uploads/images accepts, for the file pickers. */
export const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif,image/avif';
