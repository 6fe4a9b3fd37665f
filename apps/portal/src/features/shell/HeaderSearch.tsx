import { IconButton } from '@airtime/design-system';
import type { SearchApp } from '@airtime/domain';
import { Search, X } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useBreakpoint } from '../navigation/useBreakpoint.ts';
import { AppSearch } from '../search/AppSearch.tsx';
import * as styles from './shell.css.ts';

/** The global search in the header; on small screens an icon that opens it (spec §2). */
export function HeaderSearch({ app }: { readonly app: SearchApp }) {
  const breakpoint = useBreakpoint();
  const [isOpen, setOpen] = useState(false);
  // Stable, so the field takes focus once, when the icon opens it.
  const focusOnOpen = useCallback((input: HTMLInputElement | null) => input?.focus(), []);
  if (breakpoint !== 'min' && breakpoint !== 'sm') {
    return <AppSearch app={app} className={styles.search} />;
  }
  if (!isOpen) {
    return <IconButton label="Open search" icon={<Search />} onPress={() => setOpen(true)} />;
  }
  return (
    <div className={styles.compactSearch}>
      <AppSearch app={app} className={styles.search} inputRef={focusOnOpen} />
      <IconButton label="Close search" icon={<X />} onPress={() => setOpen(false)} />
    </div>
  );
}
