import type { FormEventHandler, ReactNode, Ref } from 'react';
import { useCurrentPath } from '../../ui/SiteLink';
import classes from './Auth.module.css';
import { FormAlert } from './FormAlert';
import { NO_SCRIPT_NOTICE } from './needsScript';

export interface AuthCardProps {
  /** The card's heading, its `<h1>`: "Login", "Register". */
  title: string;
  /** What the person should know before filling the form in, under the heading. */
  intro?: ReactNode;
  /** The server's answer: its error, or a confirmation. */
  error?: string | null;
  success?: string | null;
  formRef: Ref<HTMLFormElement>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's fields and buttons. */
  children: ReactNode;
  /** Shown under the form, outside it (the passkey button). */
  after?: ReactNode;
  /** The line that leads to the other form. */
  footer: ReactNode;
}

/**
 * The card around a form that leads into the admin app, which runs in the browser (sign-in,
 * registration): its heading, the server's answer, the form, and the way to the other form.
 * Without script it says so before anything is typed, and a post reaches the page's own address,
 * whose answer says JavaScript is needed: the fields carry no names, so nothing typed is ever sent.
 */
export function AuthCard({ title, intro, error, success, formRef, onSubmit, children, after, footer }: AuthCardProps) {
  const path = useCurrentPath();
  // One word: "join the team-title" named three ids, none of them the heading. (The same in the
  // prerendered page and the island that takes it over, which useId's would not be.)
  const titleId = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-title`;
  return (
    <div className={classes.page}>
      <section className={classes.card} aria-labelledby={titleId}>
        <h1 id={titleId} className={classes.title}>
          {title}
        </h1>
        {intro && <div className={classes.intro}>{intro}</div>}
        <FormAlert error={error} success={success} />
        <noscript>
          <p className={classes.footer}>{NO_SCRIPT_NOTICE}</p>
        </noscript>
        <form ref={formRef} className={classes.form} noValidate method="post" action={path} onSubmit={onSubmit}>
          {children}
        </form>
        {after}
        <p className={classes.footer}>{footer}</p>
      </section>
    </div>
  );
}
