import { Focusable } from 'react-aria-components/Focusable';
import { Tooltip, TooltipTrigger } from '../Tooltip/Tooltip.tsx';
import { AvatarGroup, type AvatarGroupProps } from './AvatarGroup.tsx';

export interface AvatarGroupTooltipProps extends Omit<AvatarGroupProps, 'isImage'> {
  /**
   * How long the pointer rests on the row before the tooltip shows, in ms (focus shows it at once).
   * @default 300
   */
  delay?: number | undefined;
}

/**
 * An AvatarGroup whose `label` names the people ("Also here: Ada Admin, Sam Super") and shows in a
 * tooltip on hover and keyboard focus: one tab stop, one image named by `label`. Its own module,
 * so a plain AvatarGroup carries no tooltip code.
 */
export function AvatarGroupTooltip({ delay = 300, label, ...props }: AvatarGroupTooltipProps) {
  return (
    <TooltipTrigger delay={delay}>
      <Focusable>
        <AvatarGroup {...props} label={label} isImage />
      </Focusable>
      <Tooltip size="md">{label}</Tooltip>
    </TooltipTrigger>
  );
}
