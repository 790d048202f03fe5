import type { FormEventHandler, ReactNode, Ref } from 'react';
import { useCurrentPath } from '../../ui/SiteLink';
import classes from './Auth.module.css';
import { NO_SCRIPT_NOTICE } from './needsScript';

/**
 * A form that leads into the admin app, which runs in the browser (sign-in, registration). Without
 * script it says so before anything is typed, and a post reaches the page's own address, whose
 * answer says JavaScript is needed: its fields carry no names, so nothing typed is ever sent.
 */
export function ScriptOnlyForm({
  formRef,
  onSubmit,
  children,
}: {
  formRef: Ref<HTMLFormElement>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const path = useCurrentPath();
  return (
    <>
      <noscript>
        <p className={classes.footer}>{NO_SCRIPT_NOTICE}</p>
      </noscript>
      <form ref={formRef} className={classes.form} noValidate method="post" action={path} onSubmit={onSubmit}>
        {children}
      </form>
    </>
  );
}
