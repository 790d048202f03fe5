import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../stores/auth';
import { RegisterForm } from './RegisterForm';

/** /register: success goes to /login, which confirms the new account. */
export default function RegisterScreen() {
  const navigate = useNavigate();
  const { register, loading, error, clearError } = useAuth();

  useEffect(() => clearError(), [clearError]);

  return (
    <RegisterForm
      loading={loading}
      error={error}
      onSubmit={async (values) => {
        if (await register(values)) await navigate('/login', { state: { registered: true } });
      }}
    />
  );
}
