import { useEffect } from 'react';
import { useAuth } from '../../stores/auth';
import { useSiteNavigate } from '../../ui/SiteLink/navigation';
import { markRegistered } from './registeredNotice';
import { RegisterForm } from './RegisterForm';

/** /register (the 'register-form' slot): success goes to /login, which confirms the new account. */
export default function RegisterSlot() {
  const navigate = useSiteNavigate();
  const { register, loading, error, clearError } = useAuth();

  useEffect(() => clearError(), [clearError]);

  return (
    <RegisterForm
      loading={loading}
      error={error}
      onSubmit={async (values) => {
        if (!(await register(values))) return;
        markRegistered();
        navigate('/login');
      }}
    />
  );
}
