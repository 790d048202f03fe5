import { z } from 'zod';

/*
 * The changes of the site's settings (site.config.ts) an editor makes: the dev editor's, written
 * into the file (src/editor/dev-server/siteApi.ts), and the running site's, kept as a draft
 * (src/server/content/). Every change names the version (hash) of the config it was made on, and is
 * refused (409) when it changed since; the result is checked as `npm run check` checks the project.
 */

const Version = z.string().regex(/^[0-9a-f]{64}$/);
const Text = z.string().max(2000);
/** An address as the form sends it; the config's own schema says what a route's path may be. */
const Address = z.string().max(200);
const LinkInput = z.object({ label: Text, to: Address }).strict();

/** A change as the editor sends it: what it changes, and the version of the config it was made on. */
const change = <T extends z.ZodRawShape>(shape: T) => z.object({ version: Version, ...shape }).strict();
const Links = z.array(LinkInput).max(100);

/** POST /site/pages: a new route and its content file, empty (a hero) or a copy of page `from`. */
export const NewPageSchema = change({
  path: Address,
  title: Text,
  description: Text,
  from: z.string().max(100).nullable(),
});
export type NewPage = z.input<typeof NewPageSchema>;

/** PATCH /site/routes: a route's settings; a new address may keep the old one as an alias. */
export const RouteChangeSchema = change({
  path: Address,
  changes: z
    .object({
      path: Address.optional(),
      keepAlias: z.boolean().optional(),
      title: Text.optional(),
      description: Text.optional(),
      keywords: z.array(z.string().max(200)).max(50).optional(),
      noindex: z.boolean().optional(),
    })
    .strict(),
});
export type RouteChange = z.input<typeof RouteChangeSchema>;

/** POST /site/routes/retire: the route and its content file go, unless something still links to it. */
export const RetireSchema = change({ path: Address });
export type Retire = z.input<typeof RetireSchema>;

/** PUT /site/navigation: the header, the services dropdown's groups, the mobile menu and the footer. */
export const NavigationSchema = change({
  navigation: z
    .object({
      header: Links,
      services: z.array(z.object({ label: Text, links: Links }).strict()).max(20),
      mobile: Links,
      footer: Links,
    })
    .strict(),
});
export type NavigationChange = z.input<typeof NavigationSchema>;

/** PUT /site/company: the contact e-mail, the social links and the offices. */
export const CompanySchema = change({
  email: Text,
  social: z.array(z.object({ label: Text, url: Text }).strict()).max(20),
  offices: z
    .array(
      z
        .object({
          city: Text,
          name: Text,
          streetAddress: Text,
          addressLocality: Text,
          addressRegion: Text.optional(),
          postalCode: Text,
          addressCountry: Text,
          telephone: Text.optional(),
        })
        .strict(),
    )
    .max(20),
});
export type CompanyChange = z.input<typeof CompanySchema>;
