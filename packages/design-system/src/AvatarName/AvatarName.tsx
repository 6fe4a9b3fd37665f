import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Avatar, type AvatarSize } from '../Avatar/Avatar.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { text } from '../theme/typography.css.ts';
import { avatarNameText } from './AvatarName.css.ts';

export interface AvatarNameProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The person's or organisation's name: shown, and the source of the avatar's initials. */
  name: string;
  /**
   * The avatar's picture; initials show without one.
   * @default undefined
   */
  src?: string | null | undefined;
  /**
   * The avatar's diameter in the spec's 4 px units (6 is 24 px, a table row's).
   * @default 6
   */
  size?: AvatarSize | undefined;
  /**
   * A second line under the name, small and subtle: an email, a count, a date.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * The name as shown, when it is more than text (a Link to the record); `name` when left out.
   * @default undefined
   */
  children?: ReactNode;
  /**
   * The root `<span>`.
   * @default undefined
   */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * An avatar beside a name, the name cut with an ellipsis: the first cell of a row of people or
 * brands. Screen readers hear the name once; the avatar beside it would only repeat it.
 */
export function AvatarName({
  name,
  src,
  size = 6,
  description,
  children,
  ...props
}: AvatarNameProps) {
  return (
    <Inline {...props} as="span" space="sm" wrap={false}>
      <Avatar name={name} src={src} size={size} aria-hidden="true" />
      <Stack as="span" space="none">
        <span className={avatarNameText}>{children ?? name}</span>
        {description !== undefined && (
          <span className={text({ size: 'sm', tone: 'subtle' })}>{description}</span>
        )}
      </Stack>
    </Inline>
  );
}
