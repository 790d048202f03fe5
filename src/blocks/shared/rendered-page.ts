import { createContext, useContext } from 'react';
import { siteDay } from '../../config/job-roles';
import type { Block } from '../schemas';
import { useSiteConfig } from '../../ui/SiteConfig';

/**
 * The page being rendered as its dated blocks read it: its blocks (a slot's screen takes what it
 * offers from them: the careers form its positions) and the day it is rendered for, in the site's
 * time zone, which decides which job openings are open (config/job-roles.ts). The server renders a
 * page with dated roles for the day of each request; `showClosed` is the editor's, which shows a
 * closed role as closed rather than leaving it out.
 */
export interface PageAndDay {
  blocks: readonly Block[];
  /** YYYY-MM-DD; none: today in the site's time zone, read when a block asks. */
  day?: string | undefined;
  showClosed: boolean;
}

export const RenderedPageContext = createContext<PageAndDay | null>(null);

/**
 * The page being rendered and its day; outside PageRenderer (a block's story), no blocks. Today is
 * read only when `day()` is called, by what shows dated content: a browser's first date format costs
 * tens of milliseconds, which no other page pays.
 */
export function useRenderedPage(): { blocks: readonly Block[]; showClosed: boolean; day: () => string } {
  const page = useContext(RenderedPageContext);
  const site = useSiteConfig();
  return {
    blocks: page?.blocks ?? [],
    showClosed: page?.showClosed ?? false,
    day: () => page?.day ?? siteDay(site.timeZone, Date.now()),
  };
}
