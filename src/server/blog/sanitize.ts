import type { IOptions } from 'sanitize-html';
import { DROPPED_WITH_CONTENT, isAllowedHref, isAllowedImageSrc, POST_HTML } from '../../schemas/html-allow-list';

const OPTIONS: IOptions = {
  allowedTags: [...POST_HTML.tags],
  allowedAttributes: POST_HTML.attributes,
  allowedSchemes: [...POST_HTML.linkSchemes],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  nonTextTags: DROPPED_WITH_CONTENT,
  disallowedTagsMode: 'discard',
  transformTags: {
    ...POST_HTML.renamed,
    // sanitize-html checks schemes; a protocol-relative or backslash link still leaves the site.
    a: (tagName, attribs) => ({
      tagName,
      attribs: Object.fromEntries(Object.entries(attribs).filter(([name, value]) => name !== 'href' || isAllowedHref(value))),
    }),
  },
  // An image only from our own uploads: a foreign one would track readers and be blocked by the CSP.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSrc(frame.attribs.src ?? ''),
};

let sanitizer: Promise<(html: string) => string> | undefined;

/**
 * The post sanitiser: a post's HTML as it is stored, only what the shared allow-list
 * (schemas/html-allow-list.ts) keeps. sanitize-html (with its CSS parser, some 15 MB) is loaded by
 * the first save, not at start.
 */
export function postSanitizer(): Promise<(html: string) => string> {
  return (sanitizer ??= Promise.all([import('sanitize-html'), import('parse5')]).then(
    ([{ default: sanitizeHtml }, { parseFragment, serialize }]) =>
      (html: string) =>
        // sanitize-html's parser does not build the tree a browser builds (a <p> inside a <p> stays
        // nested), so its output is written again through parse5, the HTML standard's parser: what
        // is stored is exactly what every browser reads, and sanitising it again changes nothing.
        serialize(parseFragment(sanitizeHtml(html, OPTIONS))).trim(),
  ));
}

/** Run on every save, so stored content is safe to render anywhere. */
export async function sanitizePostHtml(html: string): Promise<string> {
  return (await postSanitizer())(html);
}
