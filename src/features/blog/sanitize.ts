import DOMPurify from 'dompurify';
import { DOMPURIFY_CONFIG, DROPPED_WITH_CONTENT, isAllowedImageSrc } from '../../schemas/html-allow-list';

const purify = DOMPurify();
// DOMPurify checks every URL attribute against one pattern; an image must also be one of the site's
// own uploads, as the server's sanitiser requires.
purify.addHook('uponSanitizeElement', (node, data) => {
  if (data.tagName === 'img' && !isAllowedImageSrc((node as Element).getAttribute('src') ?? ''))
    node.parentNode?.removeChild(node);
});

/**
 * A post's HTML made safe to insert, by the same allow-list the server stored it with
 * (schemas/html-allow-list.ts): no script, event handler, style, frame or form, no javascript: or
 * data: URL, no image from another host. Stored posts already pass it; this guards the browser
 * against anything that did not come through the server's sanitiser.
 */
export function sanitizePostHtml(html: string): string {
  return purify.sanitize(html, { ...DOMPURIFY_CONFIG, FORBID_CONTENTS: DROPPED_WITH_CONTENT });
}
