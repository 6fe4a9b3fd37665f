import { BrandFigures } from '../../features/brandApp/BrandFigures.tsx';
import { BrandPage } from '../../features/brandApp/BrandPage.tsx';
import * as styles from '../../features/brandApp/brandApp.css.ts';
import { MonthEventsCard, RecentDecisionsCard } from '../../features/brandApp/DashboardCards.tsx';

/** The brand app's Dashboard: the selected brand's figures, this month's events, recent approvals. */
export function BrandHomePage() {
  return (
    <BrandPage title="Dashboard">
      {(brand) => (
        <>
          <BrandFigures brandId={brand.id} />
          <div className={styles.grid}>
            <MonthEventsCard brandId={brand.id} />
            <RecentDecisionsCard brandId={brand.id} />
          </div>
        </>
      )}
    </BrandPage>
  );
}
