// Type-level checks, run by `pnpm typecheck`: every field carries a label, its accessible name.
import { ComboBox } from '../ComboBox/ComboBox.tsx';
import { Select } from '../Select/Select.tsx';
import { SelectItem } from '../Select/SelectItem.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField } from './TextField.tsx';

// @ts-expect-error: `label` is required; a placeholder is not a name.
export const withoutLabel = <TextField placeholder="Email" />;

export const withLabel = <TextField label="Email" />;

// A field whose context names it keeps its label, hidden.
export const hiddenLabel = <TextField label="Search" isLabelHidden />;

// @ts-expect-error: the same for a text area.
export const textAreaWithoutLabel = <TextArea />;

export const select = (
  <Select label="Status">
    <SelectItem id="active">Active</SelectItem>
  </Select>
);

// @ts-expect-error: and for a select.
export const selectWithoutLabel = <Select>{null}</Select>;

// @ts-expect-error: ComboBox items need an `id`, the value it reports.
export const itemsWithoutId = <ComboBox label="Brand" items={[{ name: 'Acme' }]} />;

export const comboBox = <ComboBox label="Brand" items={[{ id: 1, name: 'Acme' }]} />;
