// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fixMoments } from './moments';

/** Runs fixMoments on `html` as the page would, and returns the body's text. */
function fixed(html: string): string {
  document.body.innerHTML = html;
  fixMoments();
  return document.body.textContent ?? '';
}

describe('the moments a screen capture shows fixed', () => {
  it('writes each date and time the admin formats as one fixed moment, in the same form', () => {
    expect(fixed('<p>Published 29 Nov 2026, 22:47 by <b>Eddie</b></p>')).toBe('Published 1 Jan 2026, 09:00 by Eddie');
    expect(fixed('<time>3 Sept 2026, 07:05:59</time>')).toBe('1 Jan 2026, 09:00:00');
    expect(fixed('<p>Saved at 23:59 · kept 28/11/2026, 08:00:01</p>')).toBe('Saved at 09:00 · kept 01/01/2026, 09:00:00');
  });

  it('leaves what is not a moment as it is', () => {
    const text = 'Posts 1–3 of 3 · version 2 · 12 Mill Street, Maidstone ME15 6XH · +44 20 7946 0000';
    expect(fixed(`<p>${text}</p>`)).toBe(text);
  });
});
