import { Banner, Link } from '@airtime/design-system';
import { useSearchParams } from 'react-router';
import { AuthPanel } from '../../features/auth/AuthPanel.tsx';
import { ResetPasswordForm } from '../../features/auth/ResetPasswordForm.tsx';

/** /reset-password?token=...&email=...: the emailed link's page to choose a new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <AuthPanel
      title="Choose a new password"
      description="Your other sessions end once it is saved."
      links={
        <>
          {token === '' && (
            <Link variant="standalone" href="/forgot-password">
              Send a new reset link
            </Link>
          )}
          <Link variant="standalone" href="/login">
            Back to sign in
          </Link>
        </>
      }
    >
      {token === '' ? (
        <Banner tone="warning" role="status" title="This reset link is incomplete">
          Open the link from the email again, or ask for a new one.
        </Banner>
      ) : (
        <ResetPasswordForm token={token} email={params.get('email') ?? ''} />
      )}
    </AuthPanel>
  );
}
