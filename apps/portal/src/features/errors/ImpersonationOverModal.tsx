import { Button, Dialog, Modal } from '@airtime/design-system';
import { pageReload } from '../shell/pageReload.ts';

/** Spec §8: the server ended the impersonation; OK reloads the page as the own user. */
export function ImpersonationOverModal({ isOpen }: { readonly isOpen: boolean }) {
  return (
    <Modal isOpen={isOpen} isDismissable={false} isKeyboardDismissDisabled size="sm">
      <Dialog
        role="alertdialog"
        title="Impersonation ended"
        showCloseButton={false}
        footer={
          <Button variant="primary" autoFocus onPress={() => pageReload.reload()}>
            OK
          </Button>
        }
      >
        <p>Impersonation session is over. Click "OK" to refresh a page.</p>
      </Dialog>
    </Modal>
  );
}
