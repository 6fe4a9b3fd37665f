import { Check, X } from 'lucide-react';
import { type ReactNode, type Ref, useContext } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  Button,
  Tag as RACTag,
  type TagProps as RACTagProps,
} from 'react-aria-components/TagGroup';
import { cx } from '../utils/cx.ts';
import { tag, tagCheck, tagRemove, tagText } from './Tag.css.ts';
import { TagSizeContext } from './TagGroup.tsx';

export interface TagProps extends Omit<RACTagProps, 'children'> {
  /** The tag's text (or content; then give `textValue`). */
  children: ReactNode;
  /**
   * The underlying `<div role="row">`.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

/**
 * One tag in a TagGroup: a check when selected, and a remove button ("Remove <tag>") when the
 * group has `onRemove`.
 */
export function Tag({ children, textValue, className, ...props }: TagProps) {
  const size = useContext(TagSizeContext);
  const text = textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <RACTag
      {...props}
      {...(text === undefined ? {} : { textValue: text })}
      className={composeRenderProps(className, (extra, { selectionMode }) =>
        cx(tag({ size, isInteractive: selectionMode !== 'none' }), extra),
      )}
    >
      {({ allowsRemoving, isSelected }) => (
        <>
          {isSelected && <Check className={tagCheck} aria-hidden="true" />}
          <span className={tagText}>{children}</span>
          {allowsRemoving && (
            <Button slot="remove" className={tagRemove}>
              <X aria-hidden="true" />
            </Button>
          )}
        </>
      )}
    </RACTag>
  );
}
