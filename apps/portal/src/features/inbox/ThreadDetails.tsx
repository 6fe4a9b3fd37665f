import { Button } from '@airtime/design-system';
import { Info } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import * as styles from './details.css.ts';
import { ThreadDetailsContent, type ThreadDetailsProps } from './ThreadDetailsContent.tsx';

// The side sheet (React Aria's modal and dialog) loads on the first hover, focus or press of
// "Details", not with the conversation.
const loadDrawer = () => import('./ThreadDetailsDrawer.tsx');
const ThreadDetailsDrawer = lazy(async () => ({
  default: (await loadDrawer()).ThreadDetailsDrawer,
}));
// A failed preload is not an error yet: the render that needs the module loads it again.
const preloadDrawer = () => void loadDrawer().catch(() => {});

/**
 * The details as the inbox's third pane, where the screen is wide enough (xl and up). Mount it
 * keyed by thread: its content renders just after the conversation's, in a task of its own, so
 * opening a conversation never blocks the page for the two at once.
 */
export function ThreadDetails(props: ThreadDetailsProps) {
  const isShown = useDeferredValue(true, false);
  return (
    <aside className={styles.pane} aria-label="About this conversation">
      {isShown && <ThreadDetailsContent {...props} />}
    </aside>
  );
}

/**
 * Below xl, where there is no third pane: a "Details" button opening them in a side sheet. A
 * press before the sheet's code is there opens it once loaded.
 */
export function ThreadDetailsButton(props: ThreadDetailsProps) {
  const [isOpen, setOpen] = useState(false);
  // Once opened, the sheet stays rendered, so it can play its closing animation.
  const [hasOpened, setHasOpened] = useState(false);
  if (isOpen && !hasOpened) setHasOpened(true);
  return (
    <span className={styles.detailsToggle}>
      <Button
        size="sm"
        variant="ghost"
        icon={<Info />}
        onHoverStart={preloadDrawer}
        onFocus={preloadDrawer}
        onPress={() => setOpen(true)}
      >
        Details
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <ThreadDetailsDrawer {...props} isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      )}
    </span>
  );
}
