import { MonitorPlay } from 'lucide-react';
import { globalSearchPlatform } from './GlobalSearch.css.ts';
import { getPlatform } from './platformIcons.ts';

/** A channel's platform as a glyph named for screen readers; a neutral glyph when unknown. */
export function PlatformIcon({ contentType }: { contentType: number }) {
  const platform = getPlatform(contentType);
  const name = platform?.name ?? 'Channel';
  if (!platform?.icon) {
    return <MonitorPlay role="img" aria-label={name} className={globalSearchPlatform} />;
  }
  return (
    <svg role="img" aria-label={name} viewBox="0 0 24 24" className={globalSearchPlatform}>
      <path d={platform.icon.path} />
    </svg>
  );
}
