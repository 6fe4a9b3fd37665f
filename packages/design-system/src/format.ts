// The formatters, importable without React: `import { formatMoney } from '@airtime/design-system/format'`.
export { EMPTY_VALUE, type NumericInput } from './format/empty.ts';
export { formatDate } from './format/formatDate.ts';
export { type FormatMoneyOptions, formatMoney, type MoneyParty } from './format/formatMoney.ts';
export { formatMonth } from './format/formatMonth.ts';
export { formatMonthRange } from './format/formatMonthRange.ts';
export { type FormatNumberOptions, formatNumber } from './format/formatNumber.ts';
export { formatNumericDate } from './format/formatNumericDate.ts';
export { type FormatPercentOptions, formatPercent } from './format/formatPercent.ts';
export { type FormatWeekOfOptions, formatWeekOf } from './format/formatWeekOf.ts';
export { type DateInput, parseCalendarDate } from './format/parseCalendarDate.ts';
