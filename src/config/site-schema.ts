import { z } from 'zod';

/** The longest meta description (search snippet) a page has: what search engines show before cutting it. */
export const MAX_META_DESCRIPTION = 160;
/** A route's meta description is at least this long: shorter, search engines write their own. */
export const MIN_META_DESCRIPTION = 50;
/** A route's title, before ' | {company}' is added. */
export const MAX_PAGE_TITLE = 70;

/** The site's time zone unless its settings name another. */
const DEFAULT_TIME_ZONE = 'Europe/London';

/** Whether `zone` is a time zone this runtime knows (an IANA name such as 'Europe/London'). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * A site path: starts with '/', no trailing slash except the root, no query or hash. Marked as a
 * route, so the editor offers the site's pages and the compiler refuses a page no route serves.
 */
export const PathSchema = z
  .string()
  .regex(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/, {
    message: "a path such as '/about': lower-case words joined by '-', starting with '/', no trailing '/'",
  })
  .meta({ field: 'route' });

const LinkSchema = z.object({
  /** Text shown to the visitor. */
  label: z.string().min(1),
  /** Site path the link goes to. */
  to: PathSchema,
});

const OfficeSchema = z.object({
  /** City shown in the footer and contact page, e.g. 'London'. */
  city: z.string().min(1),
  /** Name of the office, e.g. 'London Office'. */
  name: z.string().min(1),
  /** Street address line. */
  streetAddress: z.string().min(1),
  /** Locality used in structured data. */
  addressLocality: z.string().min(1),
  /** Region or county; default: none. */
  addressRegion: z.string().optional(),
  /** Postal code. */
  postalCode: z.string().min(1),
  /** ISO 3166-1 alpha-2 country code, e.g. 'GB'. */
  addressCountry: z.string().length(2),
  /** Telephone in international format; default: none. */
  telephone: z.string().optional(),
});

/** Structured data types a page may declare beyond the site-wide Organization and WebPage. */
const StructuredDataTypeSchema = z.enum([
  'Service',
  'ContactPage',
  'AboutPage',
  'Blog',
  'BlogPosting',
  'OfferCatalog',
  'CollectionPage',
]);

const RouteSchema = z.object({
  /** The route-table path. */
  path: PathSchema,
  /** Other spellings that serve the same page; default: none. */
  aliases: z.array(PathSchema).default([]),
  /** The one URL search engines should index; default: the path. */
  canonical: PathSchema.optional(),
  /** Page title, rendered as '{title} | {company}'. */
  title: z.string().min(1).max(MAX_PAGE_TITLE),
  /** Meta description (search snippet), at most MAX_META_DESCRIPTION characters. */
  description: z.string().min(MIN_META_DESCRIPTION).max(MAX_META_DESCRIPTION),
  /** Meta keywords; default: none. */
  keywords: z.array(z.string().min(1)).default([]),
  /**
   * What renders the page: `{ content: 'id' }` for content/pages/<id>.json built from blocks, or
   * `{ screen: 'name' }` for an interactive screen of src/features.
   */
  page: z.union([
    z.object({ content: z.string().regex(/^[a-z0-9-]+$/) }).strict(),
    z.object({ screen: z.enum(['admin']) }).strict(),
  ]),
  /** Page-specific structured data types; default: none. */
  structuredData: z.array(StructuredDataTypeSchema).default([]),
  /** Keep the page out of search engines and the sitemap; default: false. */
  noindex: z.boolean().default(false),
  /** Social preview image path; default: seo.defaultImage. */
  image: z.string().startsWith('/').optional(),
});

const NavGroupSchema = z.object({
  /** Group heading in the services dropdown. */
  label: z.string().min(1),
  /** The group's links. */
  links: z.array(LinkSchema).min(1),
});

export const SiteConfigSchema = z
  .object({
    company: z.object({
      /** Company name, used in titles '{title} | {name}'. */
      name: z.string().min(1),
      /** Registered legal name for structured data. */
      legalName: z.string().min(1),
      /** The general contact address: mailto links and notifications go here. */
      email: z.email(),
      /** Production origin without trailing slash, for canonical and Open Graph URLs. */
      url: z.url().refine((u) => !u.endsWith('/'), 'an origin without a trailing slash'),
      /** Logo path under public/. */
      logo: z.string().startsWith('/'),
      /** One-line description for Organization structured data. */
      description: z.string().min(1),
      /** Registered-company notice shown in the footer. */
      registration: z.string().min(1),
      /** Copyright line shown in the footer. */
      copyright: z.string().min(1),
      /** Social profiles, shown in the footer and as sameAs; default: none. */
      social: z.array(z.object({ label: z.string().min(1), url: z.url() })).default([]),
    }),
    /** The offices, in the order shown. */
    offices: z.array(OfficeSchema).min(1),
    /** Areas served, for structured data (and where a remote role's applicants may live). */
    areaServed: z.array(z.string().min(1)).min(1),
    /**
     * The time zone the site's dates are days of (a job opening's closing date, say), an IANA name;
     * default: 'Europe/London'.
     */
    timeZone: z
      .string()
      .refine(isTimeZone, { message: "a time zone such as 'Europe/London' or 'Asia/Kathmandu'" })
      .default(DEFAULT_TIME_ZONE),
    seo: z.object({
      /** Image for social previews when a page has none. */
      defaultImage: z.string().startsWith('/'),
      /** dateModified in WebPage structured data. */
      dateModified: z.iso.date(),
      /** Twitter handle for cards, e.g. '@company'; default: none. */
      twitter: z.string().startsWith('@').optional(),
      /** Locale for Open Graph; default: 'en_GB'. */
      locale: z.string().default('en_GB'),
    }),
    navigation: z.object({
      /** Header links after the logo; the one whose path is '/services' carries the dropdown. */
      header: z.array(LinkSchema).min(1),
      /** The services dropdown, in three groups. */
      services: z.array(NavGroupSchema).min(1),
      /** Links of the mobile menu. */
      mobile: z.array(LinkSchema).min(1),
      /** Footer links. */
      footer: z.array(LinkSchema).min(1),
    }),
    routes: z.array(RouteSchema).min(1),
  })
  .superRefine((config, ctx) => {
    const seen = new Map<string, string>();
    config.routes.forEach((route, index) => {
      for (const path of [route.path, ...route.aliases]) {
        const owner = seen.get(path);
        if (owner) {
          ctx.addIssue({
            code: 'custom',
            path: ['routes', index],
            message: `the path '${path}' is already served by the route '${owner}'`,
          });
        }
        seen.set(path, route.path);
      }
      if (route.canonical && route.canonical !== route.path && !route.aliases.includes(route.canonical)) {
        ctx.addIssue({
          code: 'custom',
          path: ['routes', index, 'canonical'],
          message: `the canonical '${route.canonical}' must be the path or one of the aliases of this route`,
        });
      }
    });
    const links = [
      ...config.navigation.header,
      ...config.navigation.mobile,
      ...config.navigation.footer,
      ...config.navigation.services.flatMap((group) => group.links),
    ];
    const reported = new Set<string>();
    for (const link of links) {
      if (!seen.has(link.to) && !reported.has(`${link.label} ${link.to}`)) {
        reported.add(`${link.label} ${link.to}`);
        ctx.addIssue({
          code: 'custom',
          path: ['navigation'],
          message: `the link '${link.label}' goes to '${link.to}', which no route serves`,
        });
      }
    }
  });

type SiteConfigInput = z.input<typeof SiteConfigSchema>;
export type SiteConfig = z.output<typeof SiteConfigSchema>;
export type RouteConfig = SiteConfig['routes'][number];

/** Typing helper for site.config.ts: keeps literals narrow and checks the shape at compile time. */
export const defineSiteConfig = <const T extends SiteConfigInput>(config: T): T => config;
