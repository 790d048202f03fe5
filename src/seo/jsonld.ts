import type { Services } from '../config/services-schema';
import { MAX_META_DESCRIPTION, type RouteConfig, type SiteConfig } from '../config/site-schema';
import { truncate } from '../lib/text';

type Node = Record<string, unknown>;

/** Facts of an article page that its BlogPosting needs, taken from its content. */
export interface ArticleFacts {
  headline: string;
  image: string;
  datePublished: string;
}

/** An open job opening, as its JobPosting needs it (blocks/JobOpenings/schema.ts has the role). */
export interface JobFacts {
  title: string;
  type: 'full-time' | 'part-time' | 'contract' | 'internship';
  location: string;
  remote: boolean;
  summary: string;
  requirements: readonly string[];
  postedOn?: string | undefined;
  closesOn?: string | undefined;
}

export interface JsonLdInput {
  site: SiteConfig;
  route: RouteConfig;
  /** The path the page is served at (an alias resolves to the route's canonical). */
  canonicalPath: string;
  services: Services;
  article?: ArticleFacts;
  /** The posts a blog list page shows (server-rendered /blog); default: the built-in article routes. */
  blogPosts?: ReadonlyArray<{ headline: string; url: string }>;
  /** The job openings the page shows open today, each a JobPosting. */
  jobs?: readonly JobFacts[];
}

const absolute = (site: SiteConfig, path: string) => `${site.company.url}${path === '/' ? '' : path}`;
const orgId = (site: SiteConfig) => `${site.company.url}/#organization`;

function organization(site: SiteConfig): Node {
  return {
    '@type': 'Organization',
    '@id': orgId(site),
    name: site.company.name,
    legalName: site.company.legalName,
    url: site.company.url,
    logo: absolute(site, site.company.logo),
    email: site.company.email,
    description: truncate(site.company.description, MAX_META_DESCRIPTION),
    areaServed: site.areaServed.map((name) => ({ '@type': 'Country', name })),
    address: site.offices.map((office) => postalAddress(office)),
    location: site.offices.map((office) => ({
      '@type': 'Place',
      name: office.name,
      address: postalAddress(office),
      ...(office.telephone ? { telephone: office.telephone } : {}),
    })),
    sameAs: site.company.social.map((profile) => profile.url),
  };
}

function postalAddress(office: SiteConfig['offices'][number]): Node {
  return {
    '@type': 'PostalAddress',
    streetAddress: office.streetAddress,
    addressLocality: office.addressLocality,
    ...(office.addressRegion ? { addressRegion: office.addressRegion } : {}),
    postalCode: office.postalCode,
    addressCountry: office.addressCountry,
  };
}

const pageSubtypes = new Set(['ContactPage', 'AboutPage', 'CollectionPage']);

function webPage({ site, route, canonicalPath }: JsonLdInput): Node {
  const subtypes = route.structuredData.filter((type) => pageSubtypes.has(type));
  return {
    '@type': ['WebPage', ...subtypes],
    '@id': `${absolute(site, canonicalPath)}#webpage`,
    url: absolute(site, canonicalPath),
    name: route.title,
    description: truncate(route.description, MAX_META_DESCRIPTION),
    inLanguage: 'en',
    dateModified: site.seo.dateModified,
    isPartOf: { '@type': 'WebSite', name: site.company.name, url: site.company.url },
    publisher: { '@id': orgId(site) },
  };
}

function service({ site, route, canonicalPath }: JsonLdInput): Node {
  return {
    '@type': 'Service',
    name: route.title,
    serviceType: route.title,
    description: truncate(route.description, MAX_META_DESCRIPTION),
    url: absolute(site, canonicalPath),
    provider: { '@id': orgId(site) },
    areaServed: site.areaServed.map((name) => ({ '@type': 'Country', name })),
  };
}

function offerCatalog({ site, services }: JsonLdInput): Node {
  return {
    '@type': 'OfferCatalog',
    name: `${site.company.name} services`,
    itemListElement: services.categories.map((category) => ({
      '@type': 'OfferCatalog',
      name: category.name,
      itemListElement: category.items.map((item) => ({
        '@type': 'Offer',
        itemOffered: {
          '@type': 'Service',
          name: item.name,
          description: truncate(item.description, MAX_META_DESCRIPTION),
          url: absolute(site, item.path),
          provider: { '@id': orgId(site) },
        },
      })),
    })),
  };
}

function blog({ site, canonicalPath, blogPosts }: JsonLdInput): Node {
  const posts =
    blogPosts ??
    site.routes
      .filter((r) => r.structuredData.includes('BlogPosting'))
      .map((r) => ({ headline: r.title, url: absolute(site, r.canonical ?? r.path) }));
  return {
    '@type': 'Blog',
    name: `${site.company.name} blog`,
    url: absolute(site, canonicalPath),
    publisher: { '@id': orgId(site) },
    blogPost: posts.map((post) => ({ '@type': 'BlogPosting', ...post })),
  };
}

function blogPosting({ site, route, canonicalPath, article }: JsonLdInput): Node {
  return {
    '@type': 'BlogPosting',
    headline: article?.headline ?? route.title,
    description: truncate(route.description, MAX_META_DESCRIPTION),
    url: absolute(site, canonicalPath),
    mainEntityOfPage: absolute(site, canonicalPath),
    ...(article ? { image: absolute(site, article.image), datePublished: article.datePublished } : {}),
    dateModified: site.seo.dateModified,
    inLanguage: 'en',
    author: { '@id': orgId(site) },
    publisher: { '@id': orgId(site) },
  };
}

/** schema.org's employmentType of each kind of contract. */
const EMPLOYMENT_TYPES: Record<JobFacts['type'], string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Whether a location text names a place: a whole word or words of it, in any case. */
const names = (text: string, place: string) =>
  new RegExp(`(^|[^\\p{L}])${place.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'iu').test(text);

/**
 * A job opening as Google's job search reads it: its description as HTML (the summary and the
 * requirements), its dates (validThrough the end of its closing day in the site's time zone), the
 * company hiring, and its places: the offices its location names (every office when it names none),
 * and, when it may be done remotely, TELECOMMUTE from the countries the company serves.
 */
function jobPosting({ site, canonicalPath }: JsonLdInput, job: JobFacts): Node {
  const named = site.offices.filter((office) => names(job.location, office.city) || names(job.location, office.addressLocality));
  const places = named.length > 0 ? named : site.offices;
  const description = [
    `<p>${escapeHtml(job.summary)}</p>`,
    job.requirements.length ? `<ul>${job.requirements.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '',
  ].join('');
  return {
    '@type': 'JobPosting',
    title: job.title,
    description,
    url: absolute(site, canonicalPath),
    datePosted: job.postedOn ?? site.seo.dateModified,
    ...(job.closesOn ? { validThrough: `${job.closesOn}T23:59:59${utcOffset(site.timeZone, job.closesOn)}` } : {}),
    employmentType: EMPLOYMENT_TYPES[job.type],
    hiringOrganization: {
      '@type': 'Organization',
      '@id': orgId(site),
      name: site.company.name,
      sameAs: site.company.url,
      logo: absolute(site, site.company.logo),
    },
    jobLocation: places.map((office) => ({ '@type': 'Place', address: postalAddress(office) })),
    ...(job.remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: site.areaServed.map((name) => ({ '@type': 'Country', name })),
        }
      : {}),
  };
}

/** The offset from UTC of `timeZone` late on `day` (YYYY-MM-DD), as '+01:00'. */
function utcOffset(timeZone: string, day: string): string {
  const name =
    new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(`${day}T12:00:00Z`))
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  // 'GMT' alone is UTC itself; otherwise 'GMT+05:45'.
  return name === 'GMT' ? '+00:00' : name.slice(3);
}

/** Every structured-data node of a page: Organization, WebPage, then the route's own types. */
export function buildJsonLd(input: JsonLdInput): Node {
  const nodes: Node[] = [organization(input.site), webPage(input), ...(input.jobs ?? []).map((job) => jobPosting(input, job))];
  for (const type of input.route.structuredData) {
    switch (type) {
      case 'Service':
        nodes.push(service(input));
        break;
      case 'OfferCatalog':
        nodes.push(offerCatalog(input));
        break;
      case 'Blog':
        nodes.push(blog(input));
        break;
      case 'BlogPosting':
        nodes.push(blogPosting(input));
        break;
      case 'ContactPage':
      case 'AboutPage':
      case 'CollectionPage':
        break; // carried as extra @type values of the WebPage node
    }
  }
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/** What the BlogPosting of an administrator's post says; URLs absolute. */
export interface PostFacts {
  url: string;
  headline: string;
  description: string;
  image: string;
  datePublished: string;
  dateModified: string;
  author: string;
}

/** The structured data of an administrator's post: Organization, its WebPage and its BlogPosting. */
export function postJsonLd(site: SiteConfig, post: PostFacts): Node {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      organization(site),
      {
        '@type': 'WebPage',
        '@id': `${post.url}#webpage`,
        url: post.url,
        name: post.headline,
        description: post.description,
        inLanguage: 'en',
        isPartOf: { '@type': 'WebSite', name: site.company.name, url: site.company.url },
        publisher: { '@id': orgId(site) },
      },
      {
        '@type': 'BlogPosting',
        headline: post.headline,
        description: post.description,
        url: post.url,
        mainEntityOfPage: post.url,
        image: post.image,
        datePublished: post.datePublished,
        dateModified: post.dateModified,
        inLanguage: 'en',
        author: { '@type': 'Person', name: post.author },
        publisher: { '@id': orgId(site) },
      },
    ],
  };
}
