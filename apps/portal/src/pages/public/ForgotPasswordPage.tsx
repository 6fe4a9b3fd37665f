import { Link } from '@airtime/design-system';
import { AuthPanel } from '../../features/auth/AuthPanel.tsx';
import { ForgotPasswordForm } from '../../features/auth/ForgotPasswordForm.tsx';

/** /forgot-password: mails a link to choose a new password. */
export function ForgotPasswordPage() {
  return (
    <AuthPanel
      title="Reset your password"
      description="Enter the email you sign in with and we will send you a link to choose a new password."
      links={
        <Link variant="standalone" href="/login">
          Back to sign in
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthPanel>
  );
}
