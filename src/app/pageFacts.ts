import type { JobOpeningsProps } from '../blocks/JobOpenings/schema';
import type { Page } from '../blocks/schemas';
import { openRolesOf, rolesOf, siteDay } from '../config/job-roles';
import type { ArticleFacts, JobFacts } from '../seo/jsonld';

/** The facts a BlogPosting needs, from the page's article block if it has one. */
export function articleFactsOf(page: Page | undefined): ArticleFacts | undefined {
  for (const block of page?.blocks ?? []) {
    if (block.type === 'article') {
      const { title, image, datePublished } = block.props;
      return { headline: title, image: image.src, datePublished };
    }
  }
  return undefined;
}

/**
 * The job openings a page shows open on `day` (default: today in `timeZone`, read only when the page
 * has roles), each a JobPosting in its structured data.
 */
export function jobFactsOf(page: Page | undefined, day: string | undefined, timeZone: string): JobFacts[] {
  const blocks = page?.blocks ?? [];
  if (rolesOf(blocks).length === 0) return [];
  return openRolesOf<JobOpeningsProps['roles'][number]>(blocks, day ?? siteDay(timeZone, Date.now()));
}
