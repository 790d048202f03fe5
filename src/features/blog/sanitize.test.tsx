import { describe, expect, it } from 'vitest';
import { sanitizePostHtml } from './sanitize';

describe('sanitizePostHtml', () => {
  it('keeps the formatting and drops scripts, event handlers and javascript: URLs', () => {
    const html = sanitizePostHtml(
      '<p>Hi <strong>there</strong></p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' +
        '<a href="javascript:alert(1)">click</a><a href="/services">ok</a><svg onload="alert(1)"></svg><iframe src="//evil"></iframe>',
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('strong')?.textContent).toBe('there');
    expect(doc.querySelector('script')).toBeNull();
    expect(doc.querySelector('iframe')).toBeNull();
    expect(doc.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(html).not.toMatch(/onerror|onload|javascript:/i);
    expect(doc.querySelector('a[href="/services"]')).not.toBeNull();
  });
});
