import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from '@web/components/ui/spinner';

/** /login and /register: a short spinner, then the matching tab of /auth (decisions.md, Routes). */
export function RedirectToAuth({ tab }: { tab?: 'register' }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useEffect(() => {
    const target = new URLSearchParams(params);
    if (tab) target.set('tab', tab);
    const query = target.toString();
    navigate(`/auth${query ? `?${query}` : ''}`, { replace: true });
  }, [navigate, params, tab]);
  return <PageSpinner label="Redirecting to authentication page..." />;
}

export const LoginRedirect = () => <RedirectToAuth />;
export const RegisterRedirect = () => <RedirectToAuth tab="register" />;
