// InvoiceTable's name for it, kept while another change reworks that table; new code imports
// ../months/months.ts.
export { formatLongMonth as monthName } from '../months/months.ts';
