import { Modal } from '../Modal/Modal.tsx';
import { palette } from './CommandPalette.css.ts';
import { CommandPalettePanel, type CommandPalettePanelProps } from './CommandPalettePanel.tsx';

export interface CommandPaletteProps extends CommandPalettePanelProps {
  /** Whether the palette is open. */
  isOpen: boolean;
  /** Escape, a click outside and choosing an item close it. */
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * A command palette (Ctrl/Cmd+K in most apps): a modal search over sections of pages, records
 * and actions, on React Aria's Autocomplete and Menu. The field keeps focus while the arrow keys
 * move through the results, Enter runs the focused one, Escape closes. It knows nothing of what
 * the items do: items in, `onAction` out.
 */
export function CommandPalette({ isOpen, ...props }: CommandPaletteProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={props.onOpenChange} size="md" className={palette}>
      <CommandPalettePanel {...props} />
    </Modal>
  );
}
