import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../stores/auth';
import { LoginForm } from './LoginForm';

/** /login: success goes to /admin. */
export default function LoginScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const { login, loading, proving, error, clearError } = useAuth();
  const registered = (location.state as { registered?: boolean } | null)?.registered === true;

  // A message from another screen's attempt must not greet this one.
  useEffect(() => clearError(), [clearError]);

  return (
    <LoginForm
      loading={loading}
      proving={proving}
      error={error}
      success={registered ? 'Account created. You can log in now.' : null}
      onSubmit={async (values) => {
        if (await login(values)) await navigate('/admin');
      }}
    />
  );
}
