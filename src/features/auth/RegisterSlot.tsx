import { useEffect, useState } from 'react';
import type { Postback } from '../../schemas/page-forms';
import { useAuth } from '../../stores/auth';
import { useSiteNavigate } from '../../ui/SiteLink/navigation';
import { markRegistered } from './registeredNotice';
import { NEEDS_SCRIPT } from './needsScript';
import { RegisterForm } from './RegisterForm';

/**
 * /register (the 'register-form' slot): success goes to /login, which confirms the new account and has
 * its e-mail filled in. A
 * post without script is answered with a page saying it needs JavaScript.
 */
export default function RegisterSlot({ postback }: { postback?: Postback }) {
  const navigate = useSiteNavigate();
  const { register, loading, error, clearError } = useAuth();
  const [needsScript, setNeedsScript] = useState(postback ? NEEDS_SCRIPT['register-form'] : null);

  useEffect(() => clearError(), [clearError]);

  return (
    <RegisterForm
      loading={loading}
      error={needsScript ?? error}
      onSubmit={async (values) => {
        setNeedsScript(null);
        if (!(await register(values))) return;
        markRegistered(values.email);
        navigate('/login');
      }}
    />
  );
}
