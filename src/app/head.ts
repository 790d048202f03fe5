import type { UIMatch } from 'react-router-dom';
import services from '../../content/services.json';
import type { Page } from '../blocks/schemas';
import { site as bundled } from '../config/site';
import type { Services } from '../config/services-schema';
import type { RouteConfig, SiteConfig } from '../config/site-schema';
import { buildHead, buildNotFoundHead, type HeadData } from '../seo/head';
import { blogPostHead } from '../features/blog/head';
import type { Post } from '../schemas/blog';
import { articleFactsOf, jobFactsOf } from './pageFacts';
import type { RouteHandle } from './route-handle';

/**
 * The head of the page the router matched: from its route config, or the 404 head; named and
 * addressed from `site` (default: the bundled config).
 */
export function headForMatches(matches: readonly UIMatch[], site: SiteConfig = bundled): HeadData {
  const leaf = matches[matches.length - 1];
  const handle = leaf?.handle as RouteHandle | undefined;
  if (!handle || 'notFound' in handle) return buildNotFoundHead(site);
  if ('blogPost' in handle) return blogPostHead(leaf?.data as Post | null | undefined, { site });
  return contentPageHead(handle.route, leaf?.data as Page | undefined, site);
}

/**
 * The head of a route's page (`page`, when it is a content page, adds its article's facts and the
 * job openings open on `day`, default today in the site's time zone), named and addressed from `site`.
 */
export const contentPageHead = (route: RouteConfig, page: Page | undefined, site: SiteConfig = bundled, day?: string): HeadData =>
  buildHead(site, route, services as Services, { article: articleFactsOf(page), jobs: jobFactsOf(page, day, site.timeZone) });
