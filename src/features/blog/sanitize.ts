import DOMPurify from 'dompurify';

/**
 * A post's HTML made safe to insert: no script, no event-handler attribute, no javascript: or
 * data: URL survives, and no form or frame can be slipped into the page.
 */
export function sanitizePostHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
