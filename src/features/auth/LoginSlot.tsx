import { useEffect, useState } from 'react';
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
      onSubmit={async (values) => {
        if (await login(values)) navigate('/admin');
      }}
    />
  );
}
