import { useEffect, useRef, useState } from 'react';
import type { Postback } from '../../schemas/page-forms';
import { passkeyAutofillAvailable, passkeysSupported } from '../../api/passkeys';
import { useAuth } from '../../stores/auth';
import { useSiteNavigate } from '../../ui/SiteLink/navigation';
import { LoginForm } from './LoginForm';
import { NEEDS_SCRIPT } from './needsScript';
import { REGISTERED_MESSAGE, takeRegistered } from './registeredNotice';

/** /login (the 'login-form' slot): success goes to /admin. A post without script is answered with a page saying it needs JavaScript. */
export default function LoginSlot({ postback }: { postback?: Postback }) {
  const navigate = useSiteNavigate();
  const { login, loginWithPasskey, loading, proving, error, needsCode, clearError } = useAuth();
  // After hydration only: the prerendered page cannot know whether this browser has passkeys.
  const [passkeys, setPasskeys] = useState(false);
  const [needsScript, setNeedsScript] = useState(postback ? NEEDS_SCRIPT['login-form'] : null);
  // Read after hydration: the prerendered page cannot know, and shows no notice. The new account's e-mail.
  const [registered, setRegistered] = useState<string | null>(null);
  // The sign-in under way, so Cancel, or leaving the page, stops its proof of work at once.
  const attempt = useRef<AbortController | null>(null);
  useEffect(() => () => attempt.current?.abort(), []);

  // A message from another screen's attempt must not greet this one.
  useEffect(() => clearError(), [clearError]);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- session storage is only readable after hydration
    setRegistered(takeRegistered());
  }, []);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser's abilities are only known after hydration
    setPasskeys(passkeysSupported());
    let live = true;
    // The e-mail field offers the passkeys (conditional mediation) once the form is live: the
    // passkey code arrives then, never with the page.
    void passkeyAutofillAvailable().then(async (available) => {
      if (available && live && (await useAuth.getState().loginWithPasskey({ autofill: true })) && live) navigate('/admin');
    });
    return () => {
      live = false;
    };
  }, [navigate]);

  return (
    <LoginForm
      needsCode={needsCode}
      onPasskey={
        passkeys
          ? async () => {
              setNeedsScript(null);
              if (await loginWithPasskey()) navigate('/admin');
            }
          : undefined
      }
      loading={loading}
      proving={proving}
      error={needsScript ?? error}
      success={registered !== null ? REGISTERED_MESSAGE : null}
      email={registered ?? undefined}
      onCancel={() => attempt.current?.abort()}
      onSubmit={async (values) => {
        setNeedsScript(null);
        attempt.current?.abort();
        const controller = new AbortController();
        attempt.current = controller;
        if (await login(values, { signal: controller.signal })) navigate('/admin');
      }}
    />
  );
}
