import type { ReactNode } from 'react';
import { visuallyHidden } from '../Field/Field.css.ts';
import { type SwitchVariants, switchLabel, switchThumb, switchTrack } from './Switch.css.ts';

/** What Switch and NativeSwitch draw inside their clickable row: the track and thumb, and the label. */
export function SwitchFace({
  children,
  isLabelHidden,
  labelPosition,
}: {
  readonly children: ReactNode;
  readonly isLabelHidden: boolean;
  readonly labelPosition: SwitchVariants['labelPosition'];
}) {
  const label = <span className={isLabelHidden ? visuallyHidden : switchLabel}>{children}</span>;
  return (
    <>
      {labelPosition === 'start' && label}
      <span aria-hidden="true" className={switchTrack}>
        <span className={switchThumb} />
      </span>
      {labelPosition !== 'start' && label}
    </>
  );
}
