import { BrandCalendar } from '../../areas/brandApp/BrandCalendar.tsx';
import { BrandPage } from '../../areas/brandApp/BrandPage.tsx';

/** The brand's sponsored events on a calendar, by month or week; each opens its creator. */
export function CalendarPage() {
  return <BrandPage title="Calendar">{(brand) => <BrandCalendar brandId={brand.id} />}</BrandPage>;
}
