import { useEvents, useWholeList } from '@airtime/api-client';
import {
  DateText,
  Dialog,
  type ManagedModalProps,
  Modal,
  Stack,
  Stat,
  type TableColumn,
} from '@airtime/design-system';
import {
  type Event,
  type ForecastLine,
  getForecastMonthLines,
  roundToCents,
} from '@airtime/domain';
import { SummaryTable } from '../lists/SummaryTable.tsx';
import { formatLongMonth, monthRange } from '../months/months.ts';
import { Figures } from '../page/PageHeader.tsx';
import { moneyColumn } from '../reports/figureColumns.tsx';
import { ProjectionBadge } from '../status/StatusBadges.tsx';

export interface ForecastMonthModalProps extends ManagedModalProps {
  /** 'yyyy-MM'. */
  readonly month: string;
}

type Line = ForecastLine<Event>;

const COLUMNS: TableColumn<Line>[] = [
  {
    id: 'title',
    label: 'Event',
    value: (line) => line.event.title,
    allowsSorting: true,
    grow: true,
    width: 220,
  },
  {
    id: 'brand',
    label: 'Brand',
    value: (line) => line.event.brand?.name ?? '',
    allowsSorting: true,
  },
  {
    id: 'day',
    label: 'Planned',
    value: (line) => line.event.planned_date,
    cell: (line) => <DateText value={line.event.planned_date} />,
    allowsSorting: true,
    width: 120,
  },
  {
    id: 'projection',
    label: 'Projection',
    value: (line) => line.weight,
    cell: (line) => {
      const projection = line.event.production?.projection ?? null;
      return projection === null ? (
        'Not set · 0%'
      ) : (
        <ProjectionBadge projection={projection} weighted />
      );
    },
    allowsSorting: true,
    width: 150,
  },
  moneyColumn('rate', 'Rate', (line) => line.rate),
  moneyColumn('expected', 'Weighted', (line) => line.expected, 2),
];

/**
 * `forecast list view` (decisions §9): the booked events still to air behind one forecast month,
 * each with its rate, projection weight and weighted amount (the domain's getForecastMonthLines,
 * which weighs them as the forecast does), adding up to the month's figure.
 */
export function ForecastMonthModal({ month, ...modal }: ForecastMonthModalProps) {
  const events = useWholeList(
    useEvents({
      range: monthRange(month),
      aired: false,
      sponsored: true,
      per_page: 100,
    }),
  );
  const lines = getForecastMonthLines(events.items, month);
  const expected = roundToCents(lines.reduce((sum, line) => sum + line.expected, 0));
  const booked = lines.reduce((sum, line) => sum + line.rate, 0);
  const isLoading = events.isLoading;
  return (
    <Modal {...modal} size="lg">
      <Dialog title={`Forecast for ${formatLongMonth(month)}`}>
        <Stack space="lg">
          <Figures>
            <Stat label="Expected" value={expected} format="money" isLoading={isLoading} />
            <Stat label="Booked" value={booked} format="money" isLoading={isLoading} />
            <Stat label="Events" value={lines.length} isLoading={isLoading} />
          </Figures>
          <SummaryTable
            label={`Events forecast for ${formatLongMonth(month)}`}
            columns={COLUMNS}
            rows={lines}
            getRowId={(line) => line.event.id}
            defaultSort={{ column: 'expected', direction: 'descending' }}
            isLoading={isLoading}
            error={events.error}
            errorTitle="The month's events could not be loaded."
            noun="events"
            singularNoun="event"
            emptyTitle="No booked event is planned in this month."
            emptyDescription="Book events for brands in Planning to see them forecast here."
          />
        </Stack>
      </Dialog>
    </Modal>
  );
}
