// Story-only: what the LazySelect story files share (each file starts with React Aria's Select
// not loaded yet, so each case that needs that has a file of its own).
import { fn } from 'storybook/test';
import { storyColumn } from '../Field/storyLayout.css.ts';
import { LazySelect, type LazySelectProps } from './LazySelect.tsx';
import { STATUSES, type Status } from './storyData.tsx';

/** A status picker starting on Active. */
export function lazySelectArgs() {
  return {
    label: 'Status',
    items: STATUSES,
    optionText: (status: Status) => status.name,
    defaultValue: 'active',
    onChange: fn(),
  };
}

export function renderLazySelect(args: LazySelectProps<Status>) {
  return (
    <div className={storyColumn}>
      <LazySelect {...args} />
    </div>
  );
}
