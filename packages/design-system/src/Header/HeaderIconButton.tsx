import { Badge } from '../Badge/Badge.tsx';
import { IconButton, type IconButtonProps } from '../IconButton/IconButton.tsx';
import { headerIconBadge, headerIconButton } from './Header.css.ts';

export interface HeaderIconButtonProps extends IconButtonProps {
  /**
   * The count on the badge; zero or none shows no badge and leaves the name bare.
   * @default 0
   */
  count?: number | undefined;
  /**
   * How the count reads in the accessible name, after the label and a comma: "Inbox, 3 unread".
   * @default the bare number ("IOs, 4")
   */
  countLabel?: (count: number) => string;
}

/**
 * A header icon button with a count badge; the count is part of its accessible name
 * ("Inbox, 3 unread"), so the badge itself is not read twice.
 */
export function HeaderIconButton({
  label,
  count = 0,
  countLabel = String,
  size = 'md',
  ...props
}: HeaderIconButtonProps) {
  const name = count > 0 ? `${label}, ${countLabel(count)}` : label;
  return (
    <span className={headerIconButton}>
      <IconButton {...props} size={size} label={name} />
      {count > 0 && (
        <Badge count={count} size="sm" aria-hidden="true" className={headerIconBadge} />
      )}
    </span>
  );
}
