import { Search } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Autocomplete, useFilter } from 'react-aria-components/Autocomplete';
import { Dialog } from 'react-aria-components/Dialog';
import { Input } from 'react-aria-components/Input';
import { Keyboard } from 'react-aria-components/Keyboard';
import { Header, Menu, MenuItem, MenuSection } from 'react-aria-components/Menu';
import { TextField } from 'react-aria-components/TextField';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import {
  menuItem,
  menuItemIcon,
  menuItemLabel,
  menuItemShortcut,
  menuSection,
  menuSectionHeader,
} from '../Menu/Menu.css.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import {
  paletteDialog,
  paletteEmpty,
  paletteFooter,
  paletteInput,
  paletteItemDescription,
  paletteItemText,
  paletteKey,
  paletteList,
  paletteMenu,
  paletteSearch,
} from './CommandPalette.css.ts';

/** One thing the palette offers: a page, a record or an action. */
export interface CommandPaletteItem {
  /** Unique across every section: `onAction` receives it. */
  id: string;
  /** The item's name, and what the query matches first. */
  label: string;
  /** A line under the label: where a page is, what a record is, what an action acts on. */
  description?: string | undefined;
  /** An icon before the label (lucide-react), hidden from screen readers. */
  icon?: ReactNode;
  /** A keyboard shortcut to show, right-aligned ('⌘K'); text only, the app binds the keys. */
  shortcut?: string | undefined;
  /** More words the query matches (synonyms, the record type). */
  keywords?: readonly string[] | undefined;
}

/** A titled group of items: 'Recent', 'Actions', 'Pages', 'Records'. */
export interface CommandPaletteSection {
  id: string;
  title: string;
  items: readonly CommandPaletteItem[];
  /**
   * False when the app already matched the items to the query (a server search): they are shown
   * as given. Otherwise the palette keeps the items whose label, description or keywords contain
   * the query.
   */
  isFiltered?: boolean | undefined;
}

export interface CommandPalettePanelProps {
  /** Choosing an item closes the palette: called with false just before `onAction`. */
  onOpenChange: (isOpen: boolean) => void;
  /** What it offers, in order; empty sections are not shown. */
  sections: readonly CommandPaletteSection[];
  /** The chosen item's id; the palette has closed by then. */
  onAction: (id: string) => void;
  /**
   * The text typed, when the app controls it (to search a server with it).
   * @default undefined
   */
  query?: string | undefined;
  /**
   * Called as the text changes.
   * @default undefined
   */
  onQueryChange?: ((query: string) => void) | undefined;
  /**
   * Results are on their way: a spinner in the field, and `loadingText` while nothing matches yet.
   * @default false
   */
  isLoading?: boolean | undefined;
  /**
   * The dialog's accessible name.
   * @default 'Command palette'
   */
  label?: string | undefined;
  /**
   * The search field's accessible name.
   * @default 'Search commands'
   */
  searchLabel?: string | undefined;
  /**
   * The field's placeholder.
   * @default 'Type a command or search…'
   */
  placeholder?: string | undefined;
  /**
   * What shows when nothing matches.
   * @default 'No results.'
   */
  emptyText?: string | undefined;
  /**
   * What shows while loading and nothing matches yet.
   * @default 'Searching…'
   */
  loadingText?: string | undefined;
}

/** The sections with the items that match `query`, and without the ones left empty. */
function visibleSections(
  sections: readonly CommandPaletteSection[],
  query: string,
  contains: (text: string, part: string) => boolean,
): CommandPaletteSection[] {
  const text = query.trim();
  return sections
    .map((section) =>
      text === '' || section.isFiltered === false
        ? section
        : {
            ...section,
            items: section.items.filter((item) =>
              [item.label, item.description ?? '', ...(item.keywords ?? [])].some((value) =>
                contains(value, text),
              ),
            ),
          },
    )
    .filter((section) => section.items.length > 0);
}

function PaletteItem({ item }: { item: CommandPaletteItem }) {
  return (
    <MenuItem id={item.id} textValue={item.label} className={menuItem()}>
      {item.icon && (
        <span className={menuItemIcon} aria-hidden="true">
          {item.icon}
        </span>
      )}
      {/*
       * The name is the label and the description, as shown (WCAG 2.5.3 "label in name"); a
       * hidden comma makes them two phrases when read: "Create brand, Brands".
       */}
      <span className={paletteItemText}>
        <span className={menuItemLabel}>{item.label}</span>
        {item.description && (
          <>
            <VisuallyHidden>, </VisuallyHidden>
            <span className={paletteItemDescription}>{item.description}</span>
          </>
        )}
      </span>
      {/* Drawn from the attribute, so the item's name stays its text (as in MenuItem). */}
      {item.shortcut && <Keyboard className={menuItemShortcut} data-shortcut={item.shortcut} />}
    </MenuItem>
  );
}

/** The palette's dialog without its modal: `CommandPalette` puts it in one. */
export function CommandPalettePanel({
  onOpenChange,
  sections,
  onAction,
  query,
  onQueryChange,
  isLoading = false,
  label = 'Command palette',
  searchLabel = 'Search commands',
  placeholder = 'Type a command or search…',
  emptyText = 'No results.',
  loadingText = 'Searching…',
}: CommandPalettePanelProps) {
  const [ownQuery, setOwnQuery] = useState('');
  const text = query ?? ownQuery;
  const setText = (value: string) => {
    setOwnQuery(value);
    onQueryChange?.(value);
  };
  const { contains } = useFilter({ sensitivity: 'base' });
  const shown = visibleSections(sections, text, contains);

  return (
    <Dialog aria-label={label} className={paletteDialog}>
      <Autocomplete inputValue={text} onInputChange={setText}>
        {/* A TextField, not a SearchField: Escape closes the palette at once, not clears it. */}
        <TextField aria-label={searchLabel} className={paletteSearch} autoFocus>
          <Search aria-hidden="true" />
          <Input className={paletteInput} placeholder={placeholder} />
          {isLoading && <Spinner size="sm" tone="neutral" label={loadingText} />}
        </TextField>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls is reached by keyboard too (axe's scrollable-region-focusable); the arrows in the field move through its items. */}
        <div className={paletteList} tabIndex={0}>
          <Menu
            aria-label={label}
            className={paletteMenu}
            renderEmptyState={() => (
              <div className={paletteEmpty}>{isLoading ? loadingText : emptyText}</div>
            )}
            onAction={(key) => {
              onOpenChange(false);
              onAction(String(key));
            }}
          >
            {shown.map((section) => (
              <MenuSection key={section.id} id={section.id} className={menuSection}>
                <Header className={menuSectionHeader}>{section.title}</Header>
                {section.items.map((item) => (
                  <PaletteItem key={item.id} item={item} />
                ))}
              </MenuSection>
            ))}
          </Menu>
        </div>
      </Autocomplete>
      <div className={paletteFooter} aria-hidden="true">
        <span>
          <kbd className={paletteKey}>↑</kbd>
          <kbd className={paletteKey}>↓</kbd>
          to move
        </span>
        <span>
          <kbd className={paletteKey}>↵</kbd>
          to choose
        </span>
        <span>
          <kbd className={paletteKey}>esc</kbd>
          to close
        </span>
      </div>
    </Dialog>
  );
}
