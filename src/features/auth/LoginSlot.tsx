import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../../stores/auth';
import { useSiteNavigate } from '../../ui/SiteLink/navigation';
import { LoginForm } from './LoginForm';
import { REGISTERED_MESSAGE, takeRegistered } from './registeredNotice';

/** /login (the 'login-form' slot): success goes to /admin. */
export default function LoginSlot() {
  const navigate = useSiteNavigate();
  const { login, loading, proving, error, clearError } = useAuth();
  // Read after hydration: the prerendered page cannot know, and shows no notice.
  const [registered, setRegistered] = useState(false);
  // The sign-in under way, so Cancel, or leaving the page, stops its proof of work at once.
  const attempt = useRef<AbortController | null>(null);
  useEffect(() => () => attempt.current?.abort(), []);

  // A message from another screen's attempt must not greet this one.
  useEffect(() => clearError(), [clearError]);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- session storage is only readable after hydration
    if (takeRegistered()) setRegistered(true);
  }, []);

  return (
    <LoginForm
      loading={loading}
      proving={proving}
      error={error}
      success={registered ? REGISTERED_MESSAGE : null}
      onCancel={() => attempt.current?.abort()}
      onSubmit={async (values) => {
        attempt.current?.abort();
        const controller = new AbortController();
        attempt.current = controller;
        if (await login(values, { signal: controller.signal })) navigate('/admin');
      }}
    />
  );
}
