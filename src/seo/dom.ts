import type { HeadData } from './head';

function setMeta(attr: 'name' | 'property', key: string, value: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (value === undefined || value === '') {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attr, key);
    document.head.append(element);
  }
  element.content = value;
}

/** Brings the live document's head in line with `head` after a client-side navigation. */
export function applyHead(head: HeadData) {
  document.title = head.title;
  setMeta('name', 'description', head.description);
  setMeta('name', 'keywords', head.keywords.join(', '));
  setMeta('name', 'robots', head.robots);
  setMeta('property', 'og:title', head.title);
  setMeta('property', 'og:description', head.description);
  setMeta('property', 'og:url', head.canonicalUrl);
  setMeta('property', 'og:image', head.image);
  setMeta('name', 'twitter:title', head.title);
  setMeta('name', 'twitter:description', head.description);
  setMeta('name', 'twitter:image', head.image);
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (head.canonicalUrl) {
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.append(canonical);
    }
    canonical.href = head.canonicalUrl;
  } else canonical?.remove();
  let jsonLd = document.head.querySelector<HTMLScriptElement>('script[data-seo="jsonld"]');
  if (Object.keys(head.jsonLd).length) {
    if (!jsonLd) {
      jsonLd = document.createElement('script');
      jsonLd.type = 'application/ld+json';
      jsonLd.dataset.seo = 'jsonld';
      document.head.append(jsonLd);
    }
    jsonLd.textContent = JSON.stringify(head.jsonLd);
  } else jsonLd?.remove();
}
