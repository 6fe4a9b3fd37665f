import { useSessionState } from '@airtime/api-client';
import { Button, Dialog, Link, type ManagedModalProps, Modal, text } from '@airtime/design-system';
import { useState } from 'react';
import { href } from '../../app/paths.ts';

/** What a new creator finds where: one step each. */
const STEPS = [
  {
    title: 'Your performance',
    body: 'Performance shows how your aired events did: views and earnings by month and by brand. Open a brand in the menu, then any of its events, for that event’s figures.',
  },
  {
    title: 'Getting paid',
    body: 'Payments shows what you earned and what is due. Tell us how to pay you there, in your payment preferences.',
    link: { label: 'Go to Payments', to: 'creator-payments' },
  },
  {
    title: 'Talk to us',
    body: 'Questions about a brand, an event or a payment go to the Airtime team in the conversation at the bottom of Performance. We answer there.',
  },
] as const;

/**
 * The creator app's `onboarding` modal (decisions §9), shown on a creator's first sign-in
 * (useFirstSignInOnboarding): where the figures, the payments and the Airtime team are, a step at
 * a time. Closing it at any step ends it; it does not come back on its own.
 */
export function OnboardingModal(modal: ManagedModalProps) {
  const { profile } = useSessionState();
  const [index, setIndex] = useState(0);
  const step = STEPS[index] ?? STEPS[0];
  const isLast = index === STEPS.length - 1;
  return (
    <Modal {...modal} size="sm">
      <Dialog
        title={profile === null ? 'Welcome to Airtime' : `Welcome to Airtime, ${profile.firstname}`}
        footer={({ close }) => (
          <>
            {index > 0 && <Button onPress={() => setIndex(index - 1)}>Back</Button>}
            <Button variant="primary" onPress={() => (isLast ? close() : setIndex(index + 1))}>
              {isLast ? 'Get started' : 'Next'}
            </Button>
          </>
        )}
      >
        <section aria-live="polite" aria-label={`Step ${index + 1} of ${STEPS.length}`}>
          <p className={text({ size: 'sm', tone: 'subtle' })}>
            {`Step ${index + 1} of ${STEPS.length}`}
          </p>
          <h3 className={text({ size: 'md', weight: 'semibold' })}>{step.title}</h3>
          <p>{step.body}</p>
          {'link' in step && <Link href={href(step.link.to)}>{step.link.label}</Link>}
        </section>
      </Dialog>
    </Modal>
  );
}
