// Stories only: the helpers and previews of the ConfirmDialog stories.
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { modal } from '../Modal/Modal.css.ts';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { variantOptions } from '../utils/variantOptions.ts';
import { confirmDialogIcon } from './ConfirmDialog.css.ts';
import { ConfirmDialog, ConfirmDialogContent } from './ConfirmDialog.tsx';

/** A promise the story settles when it wants: the confirmation's request in flight. */
export function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A ConfirmDialog opened from state; reports 'removed' or 'kept'. */
export function ControlledConfirm({ onDone }: { onDone: (answer: string) => void }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Remove creator</Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        tone="critical"
        title="Remove Tech Talk Weekly?"
        message="They leave this campaign; their aired events stay."
        confirmLabel="Remove"
        onConfirm={() => onDone('removed')}
        onCancel={() => onDone('kept')}
      />
    </>
  );
}

const STATES = [
  { name: 'idle', isPending: false, error: null },
  { name: 'pending', isPending: true, error: null },
  { name: 'error', isPending: false, error: 'This campaign has unpaid invoices.' },
] as const;

/** Each tone in each state, the dialog inline on the modal surface. */
export function ConfirmDialogPreviews() {
  return (
    <div className={sprinkles({ display: 'grid', gap: 'lg' })}>
      {variantOptions(confirmDialogIcon, 'tone').map((tone) => (
        <div key={tone} className={sprinkles({ display: 'flex', gap: 'lg' })}>
          {STATES.map((state) => (
            <div key={state.name} className={modal({ size: 'sm' })}>
              <ConfirmDialogContent
                tone={tone}
                title={`${tone === 'critical' ? 'Delete' : 'Archive'} (${state.name})?`}
                message="It leaves the active list."
                confirmLabel={tone === 'critical' ? 'Delete' : 'Archive'}
                cancelLabel="Cancel"
                pendingLabel="Working"
                isPending={state.isPending}
                error={state.error}
                onConfirm={() => {}}
              />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

/**
 * For stories only. React Aria announces a focused button's pending state by reference
 * (`aria-labelledby` its id). When the dialog holding the button closes, the live region keeps
 * that dangling reference for 7 s and axe reports it (`role-img-alt`); the Storybook preview
 * clears them between stories for the same reason. Call it after such a dialog has closed.
 */
export function forgetAnnouncements(): void {
  for (const message of document.querySelectorAll('[data-live-announcer] [aria-live] > *')) {
    message.remove();
  }
}
