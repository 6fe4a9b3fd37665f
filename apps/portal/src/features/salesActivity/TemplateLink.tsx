import { SALES_ACTIVITY_TEMPLATE } from '@airtime/domain';

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(SALES_ACTIVITY_TEMPLATE)}`;

/** Downloads an example sales-activity CSV (the format's header and three rows). */
export function TemplateLink() {
  return (
    <a href={TEMPLATE_HREF} download="sales-activity-template.csv">
      Download the template
    </a>
  );
}
