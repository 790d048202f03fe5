import { parse, type DefaultTreeAdapterTypes } from 'parse5';

type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;

/** A page's HTML read as a browser's parser reads it (parse5), with the few queries the tests need. */
export interface ParsedPage {
  /** Every element named `tag` whose attributes include `attributes`, in document order. */
  all(tag: string, attributes?: Record<string, string>): Element[];
  one(tag: string, attributes?: Record<string, string>): Element | undefined;
}

export const attribute = (element: Element | undefined, name: string) => element?.attrs.find((attr) => attr.name === name)?.value;

export function textOf(node: Node | undefined): string {
  if (!node) return '';
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value;
  const children = 'childNodes' in node ? node.childNodes : [];
  return children.map((child) => textOf(child)).join('');
}

export function parsePage(html: string): ParsedPage {
  const document = parse(html);
  const all = (tag: string, attributes: Record<string, string> = {}) => {
    const found: Element[] = [];
    const visit = (node: Node) => {
      if (
        'tagName' in node &&
        node.tagName === tag &&
        Object.entries(attributes).every(([name, value]) => attribute(node, name) === value)
      ) {
        found.push(node);
      }
      for (const child of 'childNodes' in node ? node.childNodes : []) visit(child);
      if (node.nodeName === 'template') visit((node as DefaultTreeAdapterTypes.Template).content as unknown as Node);
    };
    visit(document);
    return found;
  };
  return { all, one: (tag, attributes) => all(tag, attributes)[0] };
}
