import type { Key } from 'react-aria-components/ListBox';
import { ListBoxItem } from 'react-aria-components/ListBox';
import { Avatar } from '../Avatar/Avatar.tsx';
import { option, optionDescription, optionLabel, optionText } from '../Field/FieldPopover.css.ts';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';
import { globalSearchMarkers, globalSearchMatch, globalSearchName } from './GlobalSearch.css.ts';
import { PlatformIcon } from './PlatformIcon.tsx';
import { type HighlightRange, splitHighlights } from './splitHighlights.ts';

/** One search result, as the app maps it from the search API. */
export interface GlobalSearchResult {
  /** Unique among the results. */
  id: Key;
  /** The agency's, brand's, creator's or channel's name. */
  name: string;
  /** What it is, shown under the name: 'Brand', 'Creator', 'Channel'. */
  typeLabel?: string | undefined;
  /** A logo or picture; initials show without one. */
  imageUrl?: string | null | undefined;
  /** A channel's content type, 1–12: its platform icon (see `PLATFORMS`). */
  contentType?: number | null | undefined;
  /** The matched stretches of `name` (the API's `matches_position`), highlighted. */
  matches?: readonly HighlightRange[] | null | undefined;
  /** Flagged as an Airtime customer: a marker in words. */
  isCustomer?: boolean | undefined;
  /** Converted: a marker in words. */
  isConverted?: boolean | undefined;
}

/** The words of the markers, so apps can rename them. */
export interface GlobalSearchMarkerLabels {
  /** The customer marker's words ('Airtime customer'). */
  customer: string;
  /** The converted marker's words ('Converted'). */
  converted: string;
}

/** One option of the results list: picture, highlighted name, platform, markers, type. */
export function GlobalSearchItem({
  result,
  markerLabels,
  onAction,
}: {
  result: GlobalSearchResult;
  markerLabels: GlobalSearchMarkerLabels;
  onAction: () => void;
}) {
  return (
    <ListBoxItem id={result.id} textValue={result.name} onAction={onAction} className={option}>
      <Avatar name={result.name} src={result.imageUrl} size={6} aria-hidden="true" />
      <span className={optionText}>
        <span className={globalSearchName}>
          <span className={optionLabel}>
            {splitHighlights(result.name, result.matches).map((segment, index) =>
              segment.isMatch ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: segments never reorder.
                <mark key={index} className={globalSearchMatch}>
                  {segment.text}
                </mark>
              ) : (
                segment.text
              ),
            )}
          </span>
          {result.contentType != null && <PlatformIcon contentType={result.contentType} />}
        </span>
        {result.typeLabel && <span className={optionDescription}>{result.typeLabel}</span>}
      </span>
      {(result.isCustomer || result.isConverted) && (
        <span className={globalSearchMarkers}>
          {result.isCustomer && (
            <StatusBadge size="sm" tone="accent" showDot={false} label={markerLabels.customer} />
          )}
          {result.isConverted && (
            <StatusBadge size="sm" tone="positive" showDot={false} label={markerLabels.converted} />
          )}
        </span>
      )}
    </ListBoxItem>
  );
}
