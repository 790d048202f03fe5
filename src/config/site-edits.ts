import { builders, generateCode, parseModule } from 'magicast';
import { getDefaultExportOptions } from 'magicast/helpers';
import type { Options as PrettierOptions } from 'prettier';
import type { z } from 'zod';
import type { CompanyChange, NavigationChange, RouteChange } from '../schemas/site-changes';
import type { SiteConfigSchema } from './site-schema';

/**
 * The editors' changes of site.config.ts (the dev editor's on the file, the running site's on its
 * published text), each made on the config's syntax tree (`draft`): they set only what changed, so
 * the rest of the file keeps its text. Whether the result is a valid site is the compiler's to say,
 * after.
 */

/** The config as site.config.ts spells it (defaults left out), which an edit changes in place. */
export type ConfigDraft = z.input<typeof SiteConfigSchema>;

/**
 * site.config.ts's text with `edit` applied to its syntax tree (magicast over recast): what the edit
 * does not touch keeps its text and comments, and the result is formatted by the project's Prettier
 * (`options`, as resolved for the file), as `npm run format` would, so changing one title changes one
 * line and a new route reads as if typed.
 */
export async function editSiteConfigText(
  text: string,
  edit: (draft: ConfigDraft) => void,
  options: PrettierOptions,
): Promise<string> {
  const module = parseModule(text);
  // magicast's proxies are typed `any`; they stand for the object literal of defineSiteConfig({...}).
  edit(getDefaultExportOptions(module) as unknown as ConfigDraft);
  const { format } = await import('prettier');
  return format(generateCode(module).code, { ...options, filepath: 'site.config.ts' });
}

/**
 * What site.config.ts declares, read from its text without running it: the object literal given
 * to defineSiteConfig. The running site reads its published settings so (it has no TypeScript
 * compiler); the build refuses a site.config.ts whose literal says other than it evaluates to
 * (src/config/build-plugin.ts), so the two readings never differ.
 */
export function readSiteConfigText(text: string): unknown {
  return JSON.parse(JSON.stringify(getDefaultExportOptions(parseModule(text)))) as unknown;
}

/** A change names something the config does not have: the editor's view is out of date. */
export class EditRefused extends Error {
  override name = 'EditRefused';
}

type Route = ConfigDraft['routes'][number];

function routeAt(draft: ConfigDraft, path: string): Route {
  const route = draft.routes.find((candidate) => candidate.path === path);
  if (!route) throw new EditRefused(`site.config.ts has no route with the address ${path}.`);
  return route;
}

/** The content file's name for a new page's address: '/our/partners' is content/pages/our-partners.json. */
export const pageNameOf = (address: string) => address.slice(1).replaceAll('/', '-');

/**
 * A value as new code: one line of JSON, which Prettier then writes as the rest of the file is
 * (single quotes, objects on one line where they fit). Assigned as plain objects, recast would
 * print every object over several lines, and Prettier keeps an object broken where it finds it so.
 */
const code = <T>(value: T): T => builders.raw(asCode(JSON.stringify(value))) as T;

/**
 * JSON as JavaScript source: JSON may hold U+2028 and U+2029 as they are, but the parser magicast
 * reads code with ends a string at them (a title holding one made the settings' draft answer 500).
 */
const asCode = (json: string) => json.replace(/[\u2028\u2029]/g, (separator) => `\\u${separator.charCodeAt(0).toString(16)}`);

/** A route's keys in the order site.config.ts writes them. */
const ROUTE_KEYS = [
  'path',
  'aliases',
  'canonical',
  'title',
  'description',
  'keywords',
  'page',
  'structuredData',
  'noindex',
  'image',
];

const inOrder = (route: Record<string, unknown>) =>
  Object.fromEntries(ROUTE_KEYS.flatMap((key) => (route[key] === undefined ? [] : [[key, route[key]]]))) as Route;

export function addRoute(draft: ConfigDraft, route: { path: string; title: string; description: string; name: string }) {
  draft.routes.push(
    code({ path: route.path, title: route.title, description: route.description, page: { content: route.name } }),
  );
}

/**
 * Changes a route's settings. A changed text is changed in place (one line); a key added or removed
 * (an alias, noindex, keywords) writes the route anew, in its usual order, since recast would
 * append the key and set blank lines around it.
 */
export function changeRoute(draft: ConfigDraft, address: string, changes: RouteChange['changes']) {
  const route = routeAt(draft, address);
  if (changes.title !== undefined && changes.title !== route.title) route.title = changes.title;
  if (changes.description !== undefined && changes.description !== route.description) route.description = changes.description;
  const plain = JSON.parse(JSON.stringify(route)) as Record<string, unknown> & Route;
  const next: Record<string, unknown> = { ...plain };
  if (changes.keywords !== undefined) next.keywords = changes.keywords.length > 0 ? changes.keywords : undefined;
  if (changes.noindex !== undefined) next.noindex = changes.noindex ? true : undefined;
  if (changes.path !== undefined && changes.path !== plain.path) {
    next.path = changes.path;
    const aliases = (plain.aliases ?? []).filter((alias) => alias !== changes.path);
    if (changes.keepAlias) aliases.push(plain.path);
    next.aliases = aliases.length > 0 ? aliases : undefined;
    if (plain.canonical === plain.path && !changes.keepAlias) next.canonical = undefined;
  }
  if (JSON.stringify(inOrder(next)) === JSON.stringify(inOrder(plain))) return;
  const at = draft.routes.findIndex((candidate) => candidate.path === address);
  draft.routes[at] = code(inOrder(next));
}

/** Removes the route; the caller removes its content file. Answers that file's name. */
export function removeRoute(draft: ConfigDraft, address: string): string | undefined {
  const route = routeAt(draft, address);
  // The syntax tree's proxies are made per access: found again by address, not by identity.
  draft.routes.splice(
    draft.routes.findIndex((candidate) => candidate.path === address),
    1,
  );
  return 'content' in route.page ? route.page.content : undefined;
}

/** Replaces what differs: an unchanged list keeps its text (and its comments). */
function replaceIfChanged<T extends object, K extends keyof T>(target: T, key: K, value: T[K]) {
  if (JSON.stringify(target[key]) !== JSON.stringify(value)) target[key] = code(value);
}

export function setNavigation(draft: ConfigDraft, navigation: NavigationChange['navigation']) {
  for (const key of ['header', 'services', 'mobile', 'footer'] as const) replaceIfChanged(draft.navigation, key, navigation[key]);
}

export function setCompany(draft: ConfigDraft, change: Omit<CompanyChange, 'version'>) {
  if (draft.company.email !== change.email) draft.company.email = change.email;
  replaceIfChanged(draft.company, 'social', change.social);
  // An optional field left empty in the form is no field at all.
  const offices = change.offices.map((office) =>
    Object.fromEntries(Object.entries(office).filter(([, value]) => value !== undefined && value !== '')),
  ) as ConfigDraft['offices'];
  replaceIfChanged(draft, 'offices', offices);
}
