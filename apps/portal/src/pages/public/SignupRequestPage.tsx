import { Link, LinkButton } from '@airtime/design-system';
import { SIGNUP_MESSAGES } from '@airtime/domain';
import { useState } from 'react';
import { AuthPanel } from '../../features/auth/AuthPanel.tsx';
import { SignupRequestForm } from '../../features/signup/SignupRequestForm.tsx';

/** /signup-request: ask for an invitation (spec §2 'Login landing page', §4 'Signup form'). */
export function SignupRequestPage() {
  const [isSent, setSent] = useState(false);
  if (isSent) {
    return (
      <AuthPanel
        title={SIGNUP_MESSAGES.sentTitle}
        description={SIGNUP_MESSAGES.sentBody}
        focusTitle
      >
        <LinkButton href="/login" variant="secondary">
          Back to sign in
        </LinkButton>
      </AuthPanel>
    );
  }
  return (
    <AuthPanel
      title="Request access"
      description="Airtime is by invitation. Tell us who you are and a representative will set you up."
      links={
        <span>
          Already have an account? <Link href="/login">Sign in</Link>
        </span>
      }
    >
      <SignupRequestForm onSent={() => setSent(true)} />
    </AuthPanel>
  );
}
