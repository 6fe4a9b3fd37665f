import { Button, intentLoader, useIntentLoaded } from '@airtime/design-system';
import { Search } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import * as styles from './palette.css.ts';

// The palette (its search, sections and React Aria's Autocomplete, Menu and Modal) loads on the
// first hover or focus of the button, or the first Ctrl/Cmd+K, so no route's first load has it.
const paletteLoader = intentLoader(() =>
  import('./paletteLoader.ts').then((module) => module.loadAppCommandPalette()),
);

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** Ctrl+K, or Cmd+K on a Mac, with no other modifier. */
export function isPaletteShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return (
    event.key.toLowerCase() === 'k' &&
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey
  );
}

/**
 * The header's 'Command palette' button with its shortcut shown, and Ctrl/Cmd+K anywhere in the
 * signed-in app: both open the palette, loading it first if need be.
 */
export function CommandPaletteButton() {
  const [isOpen, setOpen] = useState(false);
  const [Palette, load] = useIntentLoaded(paletteLoader);
  const open = useCallback(() => {
    setOpen(true);
    load();
  }, [load]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      // The browser's own Ctrl+K (its search bar) gives way to the app's.
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const isMacShortcut = isMac();
  const shortcut = isMacShortcut ? '⌘K' : 'Ctrl K';
  return (
    <>
      <Button
        variant="ghost"
        // The name holds the shortcut it shows, so speech users can say what they see.
        aria-label={`Command palette ${shortcut}`}
        aria-keyshortcuts={isMacShortcut ? 'Meta+K' : 'Control+K'}
        icon={<Search aria-hidden="true" />}
        onHoverStart={load}
        onFocus={load}
        onPress={open}
      >
        <kbd className={styles.paletteShortcut}>{shortcut}</kbd>
      </Button>
      {Palette !== null && <Palette isOpen={isOpen} onOpenChange={setOpen} />}
    </>
  );
}
