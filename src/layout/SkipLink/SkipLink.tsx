import classes from './SkipLink.module.css';

/** First focusable element of every page: jumps past the header to the main content. */
export function SkipLink() {
  return (
    <a href="#main-content" className={classes.link}>
      Skip to main content
    </a>
  );
}
