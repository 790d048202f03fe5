import type { Post } from '../../schemas/blog';
import { responsiveImage } from '../../schemas/responsive-image';
import { SiteLink } from '../../ui/SiteLink';
import classes from './BlogPost.module.css';

// UTC so the day shown is the same for every visitor, on the server and in the browser.
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The fields of a post its page shows. */
export type BlogPostArticleData = Pick<
  Post,
  '_id' | 'title' | 'imageUrl' | 'imageAlt' | 'imageWidth' | 'imageHeight' | 'author' | 'publishedDate'
>;

/**
 * Images in a post's body load lazily: the cover is what a reader sees first. The HTML is
 * sanitised and serialised by the server (or DOMPurify), so `<img` only ever starts a tag.
 */
const lazyImages = (html: string) => html.replace(/<img(?=[\s/>])/g, '<img loading="lazy" decoding="async"');

/**
 * An administrator's post as an article: title, date and author, the cover in responsive sizes
 * (its box reserved by width and height) and the body; a preview says it is one, above the title. `html` is the post's content, already safe:
 * the server stores only sanitised HTML, and the browser sanitises again before it gets here.
 */
export function BlogPostArticle({ post, html, preview = false }: { post: BlogPostArticleData; html: string; preview?: boolean }) {
  const cover = responsiveImage(post);
  return (
    <article className={classes.article} data-blog-post={post._id}>
      {preview && (
        <p className={classes.meta} role="note" data-preview-notice>
          Preview: this post is not published. Only people with this link can see it.
        </p>
      )}
      <h1 className={classes.title}>{post.title}</h1>
      <p className={classes.meta}>
        <time dateTime={post.publishedDate}>{dateFormat.format(new Date(post.publishedDate))}</time>
        {post.author.username && <> · {post.author.username}</>}
      </p>
      {cover && (
        <img
          className={classes.image}
          src={cover.src}
          srcSet={cover.srcset}
          sizes={cover.sizes}
          width={cover.width}
          height={cover.height}
          alt={post.imageAlt}
          fetchPriority="high"
          decoding="async"
        />
      )}
      <div className={classes.content} dangerouslySetInnerHTML={{ __html: lazyImages(html) }} />
      <p className={classes.back}>
        <SiteLink to="/blog">Back to the blog</SiteLink>
      </p>
    </article>
  );
}
