import { createContext, type ReactNode, type Ref } from 'react';
import {
  Label,
  TagGroup as RACTagGroup,
  type TagGroupProps as RACTagGroupProps,
  TagList,
  type TagListProps,
  Text,
} from 'react-aria-components/TagGroup';
import { cx } from '../utils/cx.ts';
import {
  type TagListVariants,
  tagEmpty,
  tagGroup,
  tagGroupDescription,
  tagGroupError,
  tagGroupLabel,
  tagList,
} from './Tag.css.ts';

/** The group's size reaches its tags without a prop on each. */
export const TagSizeContext = createContext<NonNullable<TagListVariants['size']>>('md');

export interface TagGroupProps<T extends object>
  extends Omit<RACTagGroupProps, 'children'>,
    Pick<TagListProps<T>, 'items' | 'children' | 'dependencies'>,
    TagListVariants {
  /**
   * A visible label above the tags, which also names the group; otherwise pass `aria-label`.
   * @default undefined
   */
  label?: string | undefined;
  /**
   * A hint under the tags.
   * @default undefined
   */
  description?: string | undefined;
  /**
   * An error under the tags, in words.
   * @default undefined
   */
  errorMessage?: string | undefined;
  /**
   * What shows when there are no tags.
   * @default 'None'
   */
  emptyLabel?: string | undefined;
  /**
   * Tag height: sm 24 px, md 28 px.
   * @default 'md'
   */
  size?: TagListVariants['size'];
  /**
   * The root `<div>`.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A set of Tags on React Aria's TagGroup: arrow keys move between tags; with `selectionMode`
 * Space or Enter selects; with `onRemove` Delete or Backspace removes the focused tag (or each
 * tag's remove button does), and focus moves to its neighbour.
 */
export function TagGroup<T extends object>({
  label,
  description,
  errorMessage,
  emptyLabel = 'None',
  items,
  children,
  dependencies,
  size = 'md',
  className,
  ...props
}: TagGroupProps<T>) {
  const listProps = {
    ...(items === undefined ? {} : { items }),
    ...(dependencies === undefined ? {} : { dependencies }),
  };
  return (
    <RACTagGroup {...props} className={cx(tagGroup, className)}>
      {label && <Label className={tagGroupLabel}>{label}</Label>}
      <TagSizeContext.Provider value={size}>
        <TagList
          {...listProps}
          className={tagList({ size })}
          renderEmptyState={() => <span className={tagEmpty}>{emptyLabel}</span>}
        >
          {children as ReactNode}
        </TagList>
      </TagSizeContext.Provider>
      {description && (
        <Text slot="description" className={tagGroupDescription}>
          {description}
        </Text>
      )}
      {errorMessage && (
        <Text slot="errorMessage" className={tagGroupError}>
          {errorMessage}
        </Text>
      )}
    </RACTagGroup>
  );
}
