import { contentDisposition } from '../http/content-disposition';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import {
  DEPLOYED_ENTRY,
  DocumentStateSchema,
  DraftInputSchema,
  DraftSavedSchema,
  HistoryEntrySchema,
  NewPageSavedSchema,
  PagePublishInputSchema,
  PageSummarySchema,
  PublishedSchema,
  PublishInputSchema,
  RefusedPageSchema,
  SettingsStateSchema,
  StaleSchema,
  StaleSettingsSchema,
  VersionSchema,
} from '../../schemas/live-content';
import { CompanySchema, NavigationSchema, NewPageSchema, RetireSchema, RouteChangeSchema } from '../../schemas/site-changes';
import { EditRefused } from '../../config/site-edits';
import { audit } from '../audit/log';
import { requireUser } from '../auth/guard';
import type { AppEnv, Deps } from '../context';
import { describer, TAGS } from '../contract/describe';
import { sendDocument } from '../http/document';
import { ApiError } from '../http/errors';
import { isHistoryId, isPageName, pathParam } from '../http/ids';
import { jsonInput, optionalJsonInput } from '../http/json-input';
import type { LiveSite } from './live';
import type { HistoryId } from './documents';
import { StaleVersion, staleAnswer } from '../versions/stale';
import { NoSuchEntry, NoSuchPage, PageRefused } from './pages';

const describe = describer(TAGS.content);

/** A page's JSON may be as large as the dev editor accepts. */
const MAX_PAGE_BYTES = 1024 * 1024;
const NOT_FOUND = 'There is no content page by that name.';
const NO_BUILD =
  'The live editor needs the site as built (dist-ssr/ beside dist/): this server runs without it. Build the site, then restart the server.';

const STALE = { description: 'Based on a version that is no longer current: `current` is the one to start from', schema: StaleSchema };
const STALE_SETTINGS = {
  description: 'Based on a version of the settings that is no longer current: `current` is the one to start from',
  schema: StaleSettingsSchema,
};
/** A change of the settings may hold every link of the navigation or every office: the dev editor's limit. */
const MAX_SETTINGS_BYTES = 256 * 1024;
const REFUSED = { description: 'The content compiler refused the page: `issues` names each field', schema: RefusedPageSchema };

/** What a change of the settings' draft answers. */
const SETTINGS_DRAFT_ANSWERS = {
  200: { description: "The draft's version", schema: DraftSavedSchema },
  409: STALE_SETTINGS,
  422: REFUSED,
  503: NO_BUILD,
};

/**
 * The refusals of the live documents (documents.ts) as the contract answers them: the routes' own
 * error handler, so no handler catches them itself. Anything else goes on to the API's.
 */
function answerRefusal(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof StaleVersion) return staleAnswer(c, error);
  if (error instanceof PageRefused) return c.json({ error: error.message, issues: error.issues }, 422);
  if (error instanceof NoSuchPage) throw new ApiError(404, error.message);
  if (error instanceof NoSuchEntry) throw new ApiError(404, error.message);
  // A change naming a route the settings do not have: the editor's view is out of date.
  if (error instanceof EditRefused) throw new ApiError(404, error.message);
  throw error;
}

const ImageFileSchema = z.object({ src: z.string(), width: z.number().int(), height: z.number().int() });

const RestoreInputSchema = z.object({ version: VersionSchema }).strict();
/** A history id of the path as the store takes it (isHistoryId has checked its shape). */
const historyId = (id: string): HistoryId => (id === DEPLOYED_ENTRY ? DEPLOYED_ENTRY : Number(id));

const PreviewQuerySchema = z.object({ path: z.string().min(1).max(200) });

/**
 * /api/admin/content/pages/:name: the site's pages edited on the running site by staff who may
 * edit it (editors and up). A draft is kept and checked by the build's own content compiler; a
 * publish makes it live on every instance (content/live.ts); each publish is kept in the history,
 * from which a restore makes a new draft. Without the build's renderer every call answers 503.
 */
export function contentRoutes(deps: Deps, live: () => LiveSite | null) {
  const editors = requireUser(deps, { permission: 'editSite' });
  const name = pathParam('name', isPageName, NOT_FOUND);
  const site: MiddlewareHandler<AppEnv> = async (_c, next) => {
    if (!live()) throw new ApiError(503, NO_BUILD);
    await next();
  };
  const pages = () => live()!.pages;
  const settings = () => live()!.settings;
  const actor = (c: Context<AppEnv>) => ({ id: c.get('user').id, name: c.get('user').name });

  return new Hono<AppEnv>()
    .onError(answerRefusal)
    .get(
      '/pages',
      describe({
        summary: "The site's content pages",
        description: 'Every page a route of the site shows, in the order of the routes, with when it was last published and its draft.',
        answers: { 200: { description: 'The pages', schema: z.array(PageSummarySchema) }, 503: NO_BUILD },
      }),
      editors,
      site,
      async (c) => c.json(await pages().list(), 200),
    )
    .get(
      '/pages/:name',
      describe({
        summary: 'A page as published, and its draft',
        description: "`page` is the file's JSON as visitors are served it; `draft` is the draft staff share, if any.",
        answers: { 200: { description: 'The page', schema: DocumentStateSchema }, 503: NO_BUILD },
      }),
      editors,
      name,
      site,
      async (c) => {
        return c.json(await pages().state(c.req.param('name')), 200);
      },
    )
    .put(
      '/pages/:name/draft',
      describe({
        summary: "Save a page's draft",
        description:
          '`version` is the version the draft was made from: the draft as last saved, or the published page when there is none. ' +
          'The page is checked by the content compiler the build runs; a draft equal to the published page is no draft.',
        answers: { 200: { description: "The draft's version", schema: DraftSavedSchema }, 409: STALE, 422: REFUSED, 503: NO_BUILD },
      }),
      editors,
      name,
      site,
      jsonInput(DraftInputSchema, { maxBytes: MAX_PAGE_BYTES }),
      async (c) => {
        const { page, version } = c.req.valid('json');
        return c.json({ version: await pages().saveDraft(c.req.param('name'), page, version, actor(c)) }, 200);
      },
    )
    .post(
      '/pages/:name/publish',
      describe({
        summary: "Publish a page's draft",
        description:
          "`version` is the draft's, as its last save answered. The page is served from the next request, on every instance within seconds, " +
          "and kept in the history. With `site` (the settings' draft version), the settings' draft is published with the page in one " +
          "transaction: its route (a new page, a changed address, title, description, keywords or noindex) goes live with its blocks; " +
          "`version` may then be the published page's, when only the route changed.",
        answers: { 200: { description: 'Published', schema: PublishedSchema }, 409: STALE, 422: REFUSED, 503: NO_BUILD },
      }),
      editors,
      name,
      site,
      jsonInput(PagePublishInputSchema),
      async (c) => {
        const page = c.req.param('name');
        const { version, site: siteVersion } = c.req.valid('json');
        const published = await live()!.publishPage(page, version, siteVersion, actor(c), async (tx) => {
          await audit(deps, c, 'page.published', page, { tx });
          if (siteVersion !== undefined) await audit(deps, c, 'site.published', 'site.config.ts', { tx });
        });
        return c.json(published, 200);
      },
    )
    .get(
      '/pages/:name/history',
      describe({
        summary: "A page's publishes, newest first, then the page as the site was deployed",
        answers: { 200: { description: 'The history', schema: z.array(HistoryEntrySchema) }, 503: NO_BUILD },
      }),
      editors,
      name,
      site,
      async (c) => {
        return c.json(await pages().history(c.req.param('name')), 200);
      },
    )
    .post(
      '/pages/:name/history/:id/restore',
      describe({
        summary: 'Make a publish from the history the draft',
        description:
          'Without a body, only while the page has no draft; with `{version}`, the draft (or published page) of that version is replaced. ' +
          'Nothing is published: the draft is.',
        answers: { 200: { description: "The new draft's version", schema: DraftSavedSchema }, 409: STALE, 503: NO_BUILD },
      }),
      editors,
      name,
      pathParam('id', isHistoryId, 'This page has no such history entry.'),
      site,
      optionalJsonInput(RestoreInputSchema),
      async (c) => {
        const { version } = c.req.valid('json');
        const restored = await pages().restore(c.req.param('name'), historyId(c.req.param('id')), version, actor(c));
        return c.json({ version: restored }, 200);
      },
    )
    .get(
      '/images',
      describe({
        summary: 'The images a page may show',
        description:
          "The build's own images (`/images/...`) and every image uploaded (`/api/uploads/images/...`, newest first), each with its size in pixels, " +
          'for the page editor to pick from. An upload for a page is `POST /api/uploads/images`.',
        answers: { 200: { description: 'The images', schema: z.object({ images: z.array(ImageFileSchema) }) }, 503: NO_BUILD },
      }),
      editors,
      site,
      async (c) => c.json({ images: await live()!.images() }, 200),
    )
    .get(
      '/export',
      describe({
        summary: "Everything published, to apply to the repository",
        description:
          "A .tar.gz of `content/` and `site.config.ts` as the site serves them now: the build's files, each page published here " +
          'written over its file as the dev editor writes it. `npm run content -- apply FILE` writes it into a checkout.',
        answers: { 200: { description: 'The archive, as an attachment', mediaType: 'application/gzip' }, 503: NO_BUILD },
      }),
      editors,
      site,
      async (c) => {
        const at = new Date(deps.options.clock.now());
        const archive = await live()!.exportContent();
        const stamp = at.toISOString().replace(/:/g, '-').replace(/\.\d+Z$/, 'Z');
        return c.body(new Uint8Array(archive), 200, {
          'Content-Type': 'application/gzip',
          'Content-Disposition': contentDisposition(`site-content-${stamp}.tar.gz`),
          'Cache-Control': 'private, no-store',
        });
      },
    )
    .get(
      '/pages/:name/preview',
      describe({
        summary: "The page as its draft would be served",
        description: 'The whole page, rendered as a visitor would get it once published (the published page when there is no draft). Never indexed.',
        answers: {
          200: { description: 'The page', mediaType: 'text/html' },
          // A draft is checked as it is saved; a later deploy's checks may still refuse it.
          422: REFUSED,
          503: NO_BUILD,
        },
      }),
      editors,
      name,
      site,
      async (c) => {
        const document = await live()!.preview(c.req.param('name'));
        c.header('X-Robots-Tag', 'noindex');
        return await sendDocument(c, document, 200, { cacheControl: 'no-store' });
      },
    )
    .get(
      '/site',
      describe({
        summary: "The site's settings as published, and their draft",
        description:
          "`site` is site.config.ts's declaration as data (its company facts, offices, navigation and routes) as visitors are served it; " +
          '`draft` is the draft staff share, if any.',
        answers: { 200: { description: 'The settings', schema: SettingsStateSchema }, 503: NO_BUILD },
      }),
      editors,
      site,
      async (c) => c.json(await settings().state(), 200),
    )
    .put(
      '/site/draft/navigation',
      describe({
        summary: "Change the navigation in the settings' draft",
        description:
          "The header's links, the services menu's groups, the phone menu and the footer's links, made on the current settings (the draft, " +
          "else what is published) of `version`, written into site.config.ts's text as the dev editor writes it and checked as `npm run check` checks the project.",
        answers: SETTINGS_DRAFT_ANSWERS,
      }),
      editors,
      site,
      jsonInput(NavigationSchema, { maxBytes: MAX_SETTINGS_BYTES }),
      async (c) => {
        const { version, navigation } = c.req.valid('json');
        return c.json({ version: await settings().saveDraft({ navigation }, version, actor(c)) }, 200);
      },
    )
    .put(
      '/site/draft/company',
      describe({
        summary: "Change the company's facts in the settings' draft",
        description: 'The contact e-mail, the social links and the offices, made and checked as the navigation is.',
        answers: SETTINGS_DRAFT_ANSWERS,
      }),
      editors,
      site,
      jsonInput(CompanySchema, { maxBytes: MAX_SETTINGS_BYTES }),
      async (c) => {
        const { version, ...company } = c.req.valid('json');
        return c.json({ version: await settings().saveDraft({ company }, version, actor(c)) }, 200);
      },
    )
    .patch(
      '/site/draft/routes',
      describe({
        summary: "Change a page's route in the settings' draft",
        description:
          'The route at `path`: its address (`keepAlias` keeps the old one working), title, description, keywords and noindex, made and ' +
          "checked as the navigation is. The page editor publishes it with the page's blocks (`site` in the page's publish).",
        answers: { ...SETTINGS_DRAFT_ANSWERS, 404: 'The settings have no route at `path`' },
      }),
      editors,
      site,
      jsonInput(RouteChangeSchema, { maxBytes: MAX_SETTINGS_BYTES }),
      async (c) => {
        const { version, ...route } = c.req.valid('json');
        return c.json({ version: await settings().saveDraft({ route }, version, actor(c)) }, 200);
      },
    )
    .post(
      '/site/draft/pages',
      describe({
        summary: 'A new page',
        description:
          "Its route (`path`, `title`, `description`) in the settings' draft of `version`, and its own draft: a hero with the title, or a copy " +
          'of page `from` as published. Visitors see neither until the page is published with the settings (`site` in its publish).',
        answers: {
          200: { description: "The settings' draft version and the page's name", schema: NewPageSavedSchema },
          404: 'No page `from` to copy',
          409: STALE_SETTINGS,
          422: REFUSED,
          503: NO_BUILD,
        },
      }),
      editors,
      site,
      jsonInput(NewPageSchema, { maxBytes: MAX_SETTINGS_BYTES }),
      async (c) => {
        const { version, ...page } = c.req.valid('json');
        return c.json(await live()!.createPage(page, version, actor(c)), 200);
      },
    )
    .post(
      '/site/draft/retire',
      describe({
        summary: "Retire a page in the settings' draft",
        description:
          "The route at `path` leaves the settings' draft, and its page with it (the export no longer holds its file). Refused (422) while " +
          'another page, the navigation or the services link to it. Published with the settings: the address then answers 404.',
        answers: { ...SETTINGS_DRAFT_ANSWERS, 404: 'The settings have no route at `path`' },
      }),
      editors,
      site,
      jsonInput(RetireSchema, { maxBytes: MAX_SETTINGS_BYTES }),
      async (c) => {
        const { version, path } = c.req.valid('json');
        return c.json({ version: await settings().saveDraft({ retire: path }, version, actor(c)) }, 200);
      },
    )
    .post(
      '/site/draft/deployed',
      describe({
        summary: 'Make the deployed settings the draft',
        description:
          "After a deploy that changed site.config.ts while settings published here are served (`build` in the settings' state): " +
          "the build's own file becomes the draft, made on the current settings of `version`, to review and publish. Checked as any change is.",
        answers: SETTINGS_DRAFT_ANSWERS,
      }),
      editors,
      site,
      jsonInput(PublishInputSchema),
      async (c) => {
        return c.json({ version: await settings().takeDeployed(c.req.valid('json').version, actor(c)) }, 200);
      },
    )
    .post(
      '/site/publish',
      describe({
        summary: "Publish the settings' draft",
        description:
          "`version` is the draft's, as its last change answered. Every page is served with them from the next request, on every instance within seconds, " +
          'and they are kept in the history.',
        answers: { 200: { description: 'Published', schema: PublishedSchema }, 409: STALE_SETTINGS, 422: REFUSED, 503: NO_BUILD },
      }),
      editors,
      site,
      jsonInput(PublishInputSchema),
      async (c) => {
        const published = await settings().publish(c.req.valid('json').version, actor(c), (tx) =>
          audit(deps, c, 'site.published', 'site.config.ts', { tx }),
        );
        return c.json(published, 200);
      },
    )
    .get(
      '/site/history',
      describe({
        summary: "The settings' publishes, newest first, then the settings as the site was deployed",
        answers: { 200: { description: 'The history', schema: z.array(HistoryEntrySchema) }, 503: NO_BUILD },
      }),
      editors,
      site,
      async (c) => c.json(await settings().history(), 200),
    )
    .post(
      '/site/history/:id/restore',
      describe({
        summary: 'Make a publish of the settings from the history the draft',
        description: "As a page's restore: without a body only while there is no draft; nothing is published.",
        answers: { 200: { description: "The new draft's version", schema: DraftSavedSchema }, 409: STALE_SETTINGS, 503: NO_BUILD },
      }),
      editors,
      pathParam('id', isHistoryId, "The site's settings have no such history entry."),
      site,
      optionalJsonInput(RestoreInputSchema),
      async (c) => {
        const restored = await settings().restore(historyId(c.req.param('id')), c.req.valid('json').version, actor(c));
        return c.json({ version: restored }, 200);
      },
    )
    .get(
      '/site/preview',
      describe({
        summary: 'A page as it would be served with the settings\' draft',
        description: 'The content page at `path` (an address of the site, such as `/about`), with the draft settings. Never indexed.',
        answers: {
          200: { description: 'The page', mediaType: 'text/html' },
          400: 'No path, or one too long',
          404: 'No content page at that address',
          422: REFUSED,
          503: NO_BUILD,
        },
      }),
      editors,
      site,
      async (c) => {
        const query = PreviewQuerySchema.safeParse(c.req.query());
        if (!query.success) throw new ApiError(400, 'Name the page to preview: ?path=/about');
        const document = await live()!.previewSettings(query.data.path);
        c.header('X-Robots-Tag', 'noindex');
        return await sendDocument(c, document, 200, { cacheControl: 'no-store' });
      },
    );
}
