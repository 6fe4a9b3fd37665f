import { Link, LinkButton } from '@airtime/design-system';
import { SIGNUP_MESSAGES } from '@airtime/domain';
import { useState } from 'react';
import { AuthPanel } from '../../features/auth/AuthPanel.tsx';
import * as styles from '../../features/auth/auth.css.ts';
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
    >
      <SignupRequestForm onSent={() => setSent(true)} />
      <p className={styles.links}>
        <span>
          Already have an account? <Link href="/login">Sign in</Link>
        </span>
      </p>
    </AuthPanel>
  );
}
