/**
 * The moments a screen shows (when a post was saved, a message arrived, a link expires) change
 * with every run; the captures show each as one fixed moment written the same way, so only what
 * the screen draws around them is compared. The browser formats them in en-GB, UTC (the config).
 * Runs in the page (page.evaluate): it uses nothing from outside itself.
 */
export function fixMoments() {
  // Short and long: "4 May", "14 Sept 2026", "14 September 2026".
  const months =
    'Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?';
  const rules: [RegExp, string][] = [
    [new RegExp(`\\b\\d{1,2} (?:${months}) \\d{4}\\b`, 'g'), '1 Jan 2026'],
    // A week's Monday on a chart's axis, "4 May": the year is the caption's.
    [new RegExp(`\\b\\d{1,2} (?:${months})\\b(?! \\d)`, 'g'), '1 Jan'],
    [/\b\d{2}\/\d{2}\/\d{4}\b/g, '01/01/2026'],
    [/\b\d{2}:\d{2}:\d{2}\b/g, '09:00:00'],
    [/\b\d{2}:\d{2}\b/g, '09:00'],
  ];
  const fix = (doc: Document) => {
    const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const before = node.nodeValue ?? '';
      const after = rules.reduce((text, [pattern, fixed]) => text.replace(pattern, fixed), before);
      if (after !== before) node.nodeValue = after;
    }
    for (const input of Array.from(doc.querySelectorAll<HTMLInputElement>('input[type="datetime-local"], input[type="date"]')))
      if (input.value) input.style.color = 'transparent';
  };
  fix(document);
  for (const frame of Array.from(document.querySelectorAll('iframe')))
    if (frame.contentDocument?.body) fix(frame.contentDocument);
}
