import { Link } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedHref, isAllowedImageSrc } from '../../schemas/html-allow-list';

/**
 * What the post editor can write, and nothing the server's allow-list (schemas/html-allow-list.ts)
 * would drop on saving: headings 2 and 3 (the page's title is the one h1), paragraphs, lists,
 * quotes, emphasis, code, links with the schemes the list keeps, and images uploaded to this site.
 * Pasted images from elsewhere and disallowed links never enter the document, so what the
 * administrator sees is what the post will show.
 */
export const postExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    // The Link below replaces the kit's own: Mantine's adds Ctrl/Cmd+K for the link editor.
    link: false,
  }),
  Link.configure({
    openOnClick: false,
    autolink: true,
    // The allow-list keeps href and title only: no target, rel or class to be stripped later.
    HTMLAttributes: { target: null, rel: null, class: null },
    isAllowedUri: (url) => isAllowedHref(url),
  }),
  Image.extend({
    parseHTML() {
      return [{ tag: 'img[src]', getAttrs: (node) => (isAllowedImageSrc(node.getAttribute('src') ?? '') ? null : false) }];
    },
  }).configure({ inline: false, allowBase64: false, resize: false }),
];
