import { BrandCalendar } from '../../features/brandApp/BrandCalendar.tsx';
import { BrandPage } from '../../features/brandApp/BrandPage.tsx';

/** The brand's sponsored events on a calendar, by month or week; each opens its creator. */
export function CalendarPage() {
  return <BrandPage title="Calendar">{(brand) => <BrandCalendar brandId={brand.id} />}</BrandPage>;
}
