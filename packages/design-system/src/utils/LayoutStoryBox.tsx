import { cx } from './cx.ts';
import { storyBox, storyBoxTall } from './layoutStory.css.ts';

/** Stories only: a tinted placeholder block with a label, taller when asked. */
export function LayoutStoryBox({
  children,
  isTall = false,
}: {
  readonly children: string;
  readonly isTall?: boolean;
}) {
  return <div className={cx(storyBox, isTall && storyBoxTall)}>{children}</div>;
}
