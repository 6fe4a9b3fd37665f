import { ConfirmDialog } from '@airtime/design-system';

/** Asks before a message is deleted (loaded when first asked). */
export function DeleteMessageDialog({
  isOpen,
  onClose,
  onConfirm,
}: {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  readonly onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Delete this message?"
      message="It leaves the conversation for everyone. This cannot be undone."
      confirmLabel="Delete message"
      tone="critical"
      onConfirm={onConfirm}
    />
  );
}
