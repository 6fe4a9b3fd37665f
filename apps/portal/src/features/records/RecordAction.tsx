import { Button } from '@airtime/design-system';
import type { ReactElement } from 'react';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { usePaletteActions } from '../palette/paletteActions.tsx';

export interface RecordActionProps {
  /** 'Add agency', 'Edit'. */
  readonly label: string;
  readonly icon: ReactElement;
  /** Opens the record's modal. */
  readonly onPress: () => void;
  /** A list's create is its page's primary action; a record's edit is not. @default 'primary' */
  readonly variant?: 'primary' | 'secondary';
  /**
   * How the command palette names it where the label alone says too little ('Edit creator').
   * @default the label
   */
  readonly paletteLabel?: string;
}

/**
 * A page's create or edit of a record, shown only to those who may write (decisions §9), and
 * offered in the command palette to them alone.
 */
export function RecordAction({
  label,
  icon,
  onPress,
  variant = 'primary',
  paletteLabel = label,
}: RecordActionProps) {
  const mayWrite = useMayWrite();
  usePaletteActions(
    mayWrite ? [{ id: `record:${paletteLabel}`, label: paletteLabel, icon, run: onPress }] : [],
  );
  return mayWrite ? (
    <Button variant={variant} icon={icon} onPress={onPress}>
      {label}
    </Button>
  ) : null;
}
