import { Dialog, Drawer, Stack } from '@airtime/design-system';
import { ThreadDetailsContent, type ThreadDetailsProps } from './ThreadDetailsContent.tsx';

/** The details in a side sheet, below xl (loaded when the "Details" button is first used). */
export function ThreadDetailsDrawer({
  isOpen,
  onOpenChange,
  ...props
}: ThreadDetailsProps & {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <Drawer placement="right" size="sm" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog padding="md" title="About this conversation">
        <Stack space="lg">
          <ThreadDetailsContent {...props} />
        </Stack>
      </Dialog>
    </Drawer>
  );
}
