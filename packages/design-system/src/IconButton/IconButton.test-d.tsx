// Type-level checks, run by `pnpm typecheck`: an IconButton must carry an accessible label.
import { Pencil } from 'lucide-react';
import { IconButton } from './IconButton.tsx';

// @ts-expect-error: `label` is required, an icon alone says nothing to a screen reader.
export const withoutLabel = <IconButton icon={<Pencil />} />;

// @ts-expect-error: the label is `label`, not a raw aria-label that could be left out.
export const withAriaLabel = <IconButton aria-label="Edit" icon={<Pencil />} />;

export const withLabel = <IconButton label="Edit campaign" icon={<Pencil />} />;
