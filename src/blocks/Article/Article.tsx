import { SiteLink } from '../../ui/SiteLink';
import { Picture } from '../shared/Picture';
import { Prose } from '../shared/Prose';
import { slugify } from '../shared/slug';
import classes from './Article.module.css';
import type { ArticleProps } from './schema';

// UTC: the same day on the server and in every visitor's time zone, so hydration matches.
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A long-form blog article: its h1, byline, image, introduction and sections under h2s. */
export default function Article({ title, image, intro, datePublished, readTime, author, sections, backLink }: ArticleProps) {
  return (
    <article className={classes.root} data-block="article" aria-labelledby="page-title">
      <header className={classes.header}>
        <SiteLink to={backLink.to} className={classes.back}>
          {backLink.label}
        </SiteLink>
        <h1 id="page-title" className={classes.title}>
          {title}
        </h1>
        <p className={classes.byline}>
          <span>By {author}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={datePublished}>{dateFormat.format(new Date(datePublished))}</time>
          <span aria-hidden="true"> · </span>
          <span>{readTime} min read</span>
        </p>
      </header>
      <Picture image={image} priority className={classes.image} />
      <div className={classes.intro}>
        <Prose items={intro} />
      </div>
      {sections.map((section) => {
        const id = slugify(section.heading);
        return (
          <section key={id} id={id} aria-labelledby={`${id}-heading`} className={classes.section} data-article-section>
            <h2 id={`${id}-heading`} className={classes.heading}>
              {section.heading}
            </h2>
            <Prose items={section.body} />
          </section>
        );
      })}
    </article>
  );
}
