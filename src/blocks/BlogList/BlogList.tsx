import { useContext } from 'react';
import { SiteLink } from '../../ui/SiteLink';
import { Section } from '../shared/Section';
import { ApiPostsIsland } from './ApiPosts';
import { BlogCards } from './BlogCard';
import classes from './BlogList.module.css';
import { blogPageHref, type BlogListPage } from '../../schemas/blog';
import { BlogListPageContext } from './context';
import type { ApiBlogPost } from './posts';
import { builtInCards, cardsOfPage } from './posts';
import type { BlogListProps } from './schema';

/**
 * The blog's list of articles as cards. Rendered by the server (BlogListPageContext), one page of
 * the built-in and the administrator's posts together, newest first, with links to the other
 * pages: complete HTML, nothing arrives later. Anywhere else (Storybook, development) the built-in
 * posts, then the administrator's from the API once they arrive (ApiPosts), below them.
 */
export default function BlogList({ heading, posts, readMoreLabel }: BlogListProps) {
  const listPage = useContext(BlogListPageContext);
  const headingLevel = heading ? 3 : 2;
  return (
    <div data-block="blogList">
      <Section labelledBy={heading ? 'blog-list-heading' : undefined}>
        {heading && (
          <h2 id="blog-list-heading" className={classes.heading}>
            {heading}
          </h2>
        )}
        {listPage ? (
          <>
            <BlogCards posts={cardsOfPage(posts, listPage)} readMoreLabel={readMoreLabel} headingLevel={headingLevel} />
            <Pages listPage={listPage} />
          </>
        ) : (
          <BlogCards posts={builtInCards(posts)} readMoreLabel={readMoreLabel} headingLevel={headingLevel}>
            <ApiPostsIsland readMoreLabel={readMoreLabel} headingLevel={headingLevel} />
          </BlogCards>
        )}
      </Section>
    </div>
  );
}

/** Links to the newer and older pages of the list, and where this one stands. Nothing when there is one page. */
function Pages({ listPage: { page, pageCount } }: { listPage: BlogListPage<ApiBlogPost> }) {
  if (pageCount <= 1) return null;
  return (
    <nav className={classes.pages} aria-label="Blog pages">
      {page > 1 ? (
        <SiteLink to={blogPageHref(page - 1)} rel="prev">
          Newer posts
        </SiteLink>
      ) : (
        <span />
      )}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <SiteLink to={blogPageHref(page + 1)} rel="next">
          Older posts
        </SiteLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
