import { Link } from '@airtime/design-system';
import { useSearchParams } from 'react-router';
import { AuthPanel } from '../../features/auth/AuthPanel.tsx';
import { withRedirect } from '../../features/auth/signInDestination.ts';
import { VerificationForm } from '../../features/auth/VerificationForm.tsx';

/** /login-verification: the code step of a sign-in that asked for one. */
export function LoginVerificationPage() {
  const [params] = useSearchParams();
  return (
    <AuthPanel
      title="Check your code"
      description="Enter the verification code we sent you to finish signing in."
      links={
        <Link variant="standalone" href={withRedirect('/login', params.get('redirect'))}>
          Back to sign in
        </Link>
      }
    >
      <VerificationForm />
    </AuthPanel>
  );
}
