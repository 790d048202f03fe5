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
    // Not one of the site's uploads, so the image goes with its handler.
    expect(doc.querySelector('img')).toBeNull();
    expect(html).not.toMatch(/onerror|onload|javascript:/i);
    expect(doc.querySelector('a[href="/services"]')).not.toBeNull();
  });
});

describe('sanitizePostHtml and the shared allow-list', () => {
  it('keeps only the images uploaded to this site, and no style attribute or data: URL', () => {
    const own = '/api/uploads/images/0b7c2f1e-6a8d-4c3b-9e2f-1a2b3c4d5e6f.jpg';
    const html = sanitizePostHtml(
      `<p style="color:red">text</p><img src="${own}" alt="ours"><img src="https://evil.example/x.png" alt="theirs">` +
        '<a href="data:text/html,<script>alert(1)</script>">data</a><form><input></form>',
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect([...doc.querySelectorAll('img')].map((img) => img.alt)).toEqual(['ours']);
    expect(doc.querySelector('[style]')).toBeNull();
    expect(doc.querySelector('form, input')).toBeNull();
    expect(html).not.toMatch(/data:/i);
    expect(doc.querySelector('p')?.textContent).toBe('text');
  });
});
