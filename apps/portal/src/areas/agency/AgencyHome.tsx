import {
  useAllEvents,
  useCampaigns,
  useEvents,
  useInvoices,
  usePayouts,
  useProductions,
  useThreads,
} from '@airtime/api-client';
import { formatMoney, Sparkline } from '@airtime/design-system';
import { getBrandHead, summarizeForecast, summarizeRevenueBy } from '@airtime/domain';
import type { ReactElement } from 'react';
import { FigureCard, FigureCards } from '../../features/home/FigureCard.tsx';
import type { HomeFigure } from '../../features/home/homeSections.ts';
import { ShareBar } from '../../features/home/ShareBar.tsx';
import { formatShortMonth } from '../../features/months/months.ts';
import { useLoadedOnce } from '../../features/page/useLoadedOnce.ts';
import {
  ATTENTION_LIST_QUERY,
  FAILED_PAYOUTS_COUNT,
  INVOICES_DUE,
  monthEvents,
  OVERDUE_INVOICES_COUNT,
  PAST_DUE_COUNT,
  PAST_DUE_OR_MOVING,
  PAYOUTS_LATE,
  trendWeeks,
  UNREAD_THREADS,
  URGENT_ATTENTION_COUNT,
  weekAiringsCount,
  weekAiringsSelection,
} from './agencyHomeReads.ts';

// Home's figure cards: a figure is the total of a list home shows below (the same query, so one
// request serves both) with a count that says more, or the month's revenue against its forecast;
// with its trend where it has one (airings by week).

function PlansFigure() {
  const list = useCampaigns(ATTENTION_LIST_QUERY);
  const urgent = useCampaigns(URGENT_ATTENTION_COUNT);
  return (
    <FigureCard
      label="Plans needing attention"
      value={list.total}
      isLoading={list.isLoading}
      changeLabel={
        urgent.total === undefined ? 'new, or a month in a step' : `${urgent.total} urgent`
      }
    />
  );
}

function ProductionsFigure() {
  const list = useProductions(PAST_DUE_OR_MOVING);
  const pastDue = useProductions(PAST_DUE_COUNT);
  return (
    <FigureCard
      label="Past due or moving"
      value={list.total}
      isLoading={list.isLoading}
      changeLabel={
        list.total === undefined || pastDue.total === undefined
          ? 'productions off their day'
          : `${pastDue.total} past due · ${list.total - pastDue.total} moving`
      }
    />
  );
}

/** The change from `before` to `now` as a ratio, or null when there is nothing to compare. */
function changeOf(now: number | undefined, before: number | undefined): number | null {
  if (now === undefined || before === undefined || before === 0) return null;
  return (now - before) / before;
}

function AiringsFigure({ week }: { readonly week: string }) {
  const weeks = trendWeeks(week);
  // A fixed number of weeks: the hooks run in the same order on every render.
  const counts = [
    useEvents(weekAiringsCount(weeks[0] as string)),
    useEvents(weekAiringsCount(weeks[1] as string)),
    useEvents(weekAiringsCount(weeks[2] as string)),
    useEvents(weekAiringsCount(weeks[3] as string)),
    useEvents(weekAiringsCount(weeks[4] as string)),
    useEvents(weekAiringsSelection(week)),
  ];
  const current = counts[5];
  const previous = counts[4];
  const trend = weeks.map((start, index) => ({
    week: start,
    airings: counts[index]?.total ?? null,
  }));
  const trendReady = counts.every((list) => list.total !== undefined);
  return (
    <FigureCard
      label="Airing this week"
      value={current?.total}
      isLoading={current?.isLoading}
      change={changeOf(current?.total, previous?.total)}
      changeLabel="vs last week"
      trend={
        trendReady ? (
          <Sparkline
            label="Sponsored airings by week"
            data={trend}
            x="week"
            y="airings"
            xFormat="week"
            height={32}
          />
        ) : undefined
      }
    />
  );
}

function RevenueFigure({ month }: { readonly month: string }) {
  // Every event of the month is by far home's heaviest read (hundreds of KB): it is asked for once
  // the list of plans needing attention (which every agency user's home loads first) has come, so
  // that the lists people act on do not share the connection with it.
  const listsLoaded = useLoadedOnce(useCampaigns(ATTENTION_LIST_QUERY).isLoading);
  const aired = useAllEvents(listsLoaded ? monthEvents(month, true) : null);
  const toAir = useAllEvents(listsLoaded ? monthEvents(month, false) : null);
  const isLoading = !listsLoaded || aired.isLoading || toAir.isLoading;
  const revenue = summarizeRevenueBy(aired.items, getBrandHead).reduce(
    (sum, row) => sum + row.amount,
    0,
  );
  const forecast = revenue + summarizeForecast(toAir.items).expected;
  const share = forecast === 0 ? 0 : revenue / forecast;
  const failed = aired.error ?? toAir.error;
  return (
    <FigureCard
      label={`Revenue, ${formatShortMonth(month)}`}
      value={failed === undefined ? revenue : null}
      format="money"
      compact
      isLoading={isLoading}
      changeLabel={
        failed === undefined
          ? `of ${formatMoney(forecast, { compact: true })} forecast`
          : 'could not be added up'
      }
      trend={
        isLoading || failed !== undefined ? undefined : <ShareBar ratio={share} of="forecast" />
      }
    />
  );
}

function InvoicesFigure() {
  const list = useInvoices(INVOICES_DUE);
  const overdue = useInvoices(OVERDUE_INVOICES_COUNT);
  return (
    <FigureCard
      label="Invoices due"
      value={list.total}
      isLoading={list.isLoading}
      changeLabel={overdue.total === undefined ? 'sent or overdue' : `${overdue.total} overdue`}
    />
  );
}

function PayoutsFigure() {
  const list = usePayouts(PAYOUTS_LATE);
  const failed = usePayouts(FAILED_PAYOUTS_COUNT);
  return (
    <FigureCard
      label="Payouts late"
      value={list.total}
      isLoading={list.isLoading}
      isIncreaseGood={false}
      changeLabel={failed.total === undefined ? 'not sent yet' : `${failed.total} failed`}
    />
  );
}

function ConversationsFigure() {
  const list = useThreads(UNREAD_THREADS);
  return (
    <FigureCard
      label="Unread conversations"
      value={list.unread ?? list.total}
      isLoading={list.isLoading}
      changeLabel="waiting for your reply"
    />
  );
}

const FIGURES: Record<
  HomeFigure,
  (props: { readonly week: string; readonly month: string }) => ReactElement
> = {
  plans: PlansFigure,
  productions: ProductionsFigure,
  airings: AiringsFigure,
  revenue: RevenueFigure,
  invoices: InvoicesFigure,
  payouts: PayoutsFigure,
  conversations: ConversationsFigure,
};

/** Home's figures for the user, as cards. */
export function HomeFigures({
  figures,
  week,
  month,
}: {
  readonly figures: readonly HomeFigure[];
  readonly week: string;
  readonly month: string;
}) {
  return (
    <FigureCards>
      {figures.map((figure) => {
        const Figure = FIGURES[figure];
        return <Figure key={figure} week={week} month={month} />;
      })}
    </FigureCards>
  );
}
