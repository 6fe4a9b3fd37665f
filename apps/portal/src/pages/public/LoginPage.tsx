import { Banner } from '@airtime/design-system';
import { useLocation, useSearchParams } from 'react-router';
import { AuthPanel } from '../../features/auth/AuthPanel.tsx';
import { LoginForm } from '../../features/auth/LoginForm.tsx';
import { getLoginNotice } from '../../features/auth/loginNotice.ts';
import { RouterLink } from '../../features/navigation/RouterLink.tsx';

/** /login: the sign-in form, the note after an ended session (decisions §3), and the way to ask for access. */
export function LoginPage() {
  const [params] = useSearchParams();
  const notice = getLoginNotice(useLocation().state);
  return (
    <AuthPanel
      title="Sign in to Airtime"
      description="Plan, track and pay your creator sponsorships in one place."
      links={
        <span>
          New to Airtime? <RouterLink to="/signup-request">Request access</RouterLink>
        </span>
      }
    >
      {params.get('checked') === 'true' && (
        <Banner tone="info" role="status" title="Your session ended">
          Sign in again to pick up where you left off.
        </Banner>
      )}
      {notice !== null && (
        <Banner tone="positive" role="status">
          {notice}
        </Banner>
      )}
      <LoginForm />
    </AuthPanel>
  );
}
