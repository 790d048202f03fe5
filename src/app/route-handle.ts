import type { RouteConfig } from '../config/site-schema';

/**
 * What a route carries for the layout: its config entry, that it is the 404 page, or that it is an
 * administrator's post (/blog/:id, rendered in the browser only, never prerendered).
 */
export type RouteHandle = { route: RouteConfig } | { notFound: true } | { blogPost: true };
