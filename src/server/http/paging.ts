/**
 * What tells a client of a paged list where the rest is (RFC 8288 links, as GitHub's API sends
 * them): `X-Total-Count`, the items over all pages, and `Link` to the first, last, previous and
 * next pages, each with the same page size.
 */
export function pageHeaders(
  basePath: string,
  page: { number: number; size: number },
  total: number,
  /** Other query parameters every link keeps (e.g. `view=spam`). */
  query = '',
): Record<string, string> {
  const last = Math.max(1, Math.ceil(total / page.size));
  const link = (n: number, rel: string) => `<${basePath}?${query ? `${query}&` : ''}page=${n}&limit=${page.size}>; rel="${rel}"`;
  const links = [link(1, 'first'), link(last, 'last')];
  if (page.number > 1) links.push(link(Math.min(page.number - 1, last), 'prev'));
  if (page.number < last) links.push(link(page.number + 1, 'next'));
  return { 'X-Total-Count': String(total), Link: links.join(', ') };
}
