// Stories only: a small registry of modals, as an app would declare its own.
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { sprinkles } from '../theme/sprinkles.css.ts';
import { text } from '../theme/typography.css.ts';
import { type ManagedModalProps, useModalManager } from './ModalManager.tsx';

export interface BrandModalProps extends ManagedModalProps {
  brandName: string;
}

/** Edits a brand; from inside it, opens another brand or a confirmation on top. */
function BrandModal({ brandName, ...modal }: BrandModalProps) {
  const { open } = useModalManager<typeof storyModals>();
  const other = brandName === 'Acme Corp' ? 'Globex Inc' : 'Acme Corp';
  return (
    <Modal {...modal}>
      <Dialog
        title={`Edit ${brandName}`}
        footer={
          <>
            <Button onPress={() => open('archive', { brandName })}>Archive brand</Button>
            <Button slot="close" variant="primary">
              Done
            </Button>
          </>
        }
      >
        <div
          className={sprinkles({
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-start',
            gap: 'md',
          })}
        >
          <p className={text({ tone: 'subtle' })}>
            Changes apply to every campaign of {brandName}.
          </p>
          <Button
            onPress={() => open('brand', { brandName: other })}
          >{`Switch to ${other}`}</Button>
        </div>
      </Dialog>
    </Modal>
  );
}

/** A confirmation stacked on top of the brand modal. */
function ArchiveModal({ brandName, ...modal }: ManagedModalProps & { brandName: string }) {
  return (
    <ConfirmDialog
      {...modal}
      title={`Archive ${brandName}?`}
      message="Its campaigns leave the active lists."
      confirmLabel="Archive"
      onConfirm={() => {}}
    />
  );
}

/** A modal without props, as the account menu's Settings opens. */
function SettingsModal(modal: ManagedModalProps) {
  return (
    <Modal {...modal} size="sm">
      <Dialog title="Profile settings">
        <p className={text({ tone: 'subtle' })}>Name, password and notifications.</p>
      </Dialog>
    </Modal>
  );
}

export const storyModals = {
  brand: BrandModal,
  archive: ArchiveModal,
  settings: SettingsModal,
};
