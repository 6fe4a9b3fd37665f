import { Stat } from '@airtime/design-system';
import type { BrandStats } from '@airtime/domain';
import { Figures } from '../page/PageHeader.tsx';
import { BRAND_FIGURES } from './brandFigures.ts';

/** A brand's headline figures (GET /api/brand/{id}/stats), in both apps. */
export function BrandFigures({
  stats,
  isLoading,
}: {
  /** Undefined while they load or when they could not be. */
  readonly stats: BrandStats | undefined;
  readonly isLoading: boolean;
}) {
  return (
    <Figures>
      {BRAND_FIGURES.map(({ label, value, ...reading }) => (
        <Stat
          key={label}
          label={label}
          value={stats === undefined ? undefined : value(stats)}
          {...reading}
          isLoading={isLoading}
        />
      ))}
    </Figures>
  );
}
