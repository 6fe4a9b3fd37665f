/** The day `days` after a yyyy-MM-dd day; calendar arithmetic in UTC, so no clock change moves it. */
export function addDays(day: string, days: number): string {
  const [year = '1970', month = '1', date = '1'] = day.split('-');
  const moved = new Date(Date.UTC(Number(year), Number(month) - 1, Number(date) + days));
  return moved.toISOString().slice(0, 10);
}
