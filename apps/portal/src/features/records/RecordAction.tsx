import { Button } from '@airtime/design-system';
import type { ReactElement } from 'react';
import { useMayWrite } from '../../app/useMayWrite.ts';

export interface RecordActionProps {
  /** 'Add agency', 'Edit'. */
  readonly label: string;
  readonly icon: ReactElement;
  /** Opens the record's modal. */
  readonly onPress: () => void;
  /** A list's create is its page's primary action; a record's edit is not. @default 'primary' */
  readonly variant?: 'primary' | 'secondary';
}

/** A page's create or edit of a record, shown only to those who may write (decisions §9). */
export function RecordAction({ label, icon, onPress, variant = 'primary' }: RecordActionProps) {
  return useMayWrite() ? (
    <Button variant={variant} icon={icon} onPress={onPress}>
      {label}
    </Button>
  ) : null;
}
