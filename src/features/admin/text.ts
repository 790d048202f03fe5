/** How much of a post's title and content an admin card shows. */
export const ADMIN_TITLE_MAX = 44;
export const ADMIN_EXCERPT_MAX = 70;
/** The image types POST /api/uploads/images accepts, for the file pickers. */
export const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A moment as the admin shows it: "12 Dec 2026, 15:00", in the reader's own time; '' for none. */
export const at = (iso: string | undefined) => (iso ? dateFormat.format(new Date(iso)) : '');

/** "1 try", "3 tries". */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
