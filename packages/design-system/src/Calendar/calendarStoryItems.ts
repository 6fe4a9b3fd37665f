import type { CalendarItem } from './CalendarEntry.tsx';

/** Stories only: "today" in every calendar story, so screenshots never move. */
export const STORY_TODAY = '2024-03-14';

/** Stories only: a month of sponsorship airings, as an agency would see them (March 2024). */
export const STORY_ITEMS: CalendarItem[] = (
  [
    { id: '1', date: '2024-02-27', title: 'Acme × Linus Tech Tips', tone: 'positive' },
    { id: '2', date: '2024-03-01', title: 'Squarespace × MKBHD', tone: 'positive' },
    { id: '3', date: '2024-03-04', title: 'NordVPN × Mrwhosetheboss', tone: 'positive' },
    { id: '4', date: '2024-03-04', title: 'Raid: Shadow Legends × Dude Perfect', tone: 'critical' },
    { id: '5', date: '2024-03-06', title: 'Audible × Veritasium', tone: 'positive' },
    { id: '6', date: '2024-03-08', title: 'Honey × Mark Rober', tone: 'positive' },
    { id: '7', date: '2024-03-11', title: 'Brilliant × Kurzgesagt', tone: 'positive' },
    { id: '8', date: '2024-03-12', title: 'Manscaped × Ludwig', tone: 'warning' },
    { id: '9', date: '2024-03-14', title: 'Skillshare × Ali Abdaal', tone: 'info' },
    { id: '10', date: '2024-03-14', title: 'ExpressVPN × Tom Scott', tone: 'info' },
    { id: '11', date: '2024-03-18', title: 'Squarespace × Linus Tech Tips', tone: 'info' },
    { id: '12', date: '2024-03-18', title: 'Ridge Wallet × MrBeast', tone: 'info' },
    { id: '13', date: '2024-03-18', title: 'Factor × Smosh', tone: 'accent' },
    { id: '14', date: '2024-03-18', title: 'HelloFresh × Good Mythical Morning', tone: 'warning' },
    { id: '15', date: '2024-03-18', title: 'Shopify × Colin and Samir', tone: 'neutral' },
    { id: '16', date: '2024-03-21', title: 'CuriosityStream × Real Engineering', tone: 'accent' },
    { id: '17', date: '2024-03-25', title: 'Surfshark × Marques Brownlee', tone: 'neutral' },
    { id: '18', date: '2024-03-28', title: 'Notion × Thomas Frank', tone: 'warning' },
    { id: '19', date: '2024-04-02', title: 'Brilliant × 3Blue1Brown', tone: 'neutral' },
  ] satisfies CalendarItem[]
).map((item) => ({ ...item, href: `/agency/events/${item.id}` }));

/** Stories only: titles far longer than a cell. */
export const STORY_LONG_ITEMS: CalendarItem[] = [
  {
    id: 'long-1',
    date: '2024-03-12',
    title:
      'Squarespace × Linus Tech Tips: 60-second mid-roll integration with pinned comment and description link',
    tone: 'info',
    href: '/agency/events/long-1',
  },
  {
    id: 'long-2',
    date: '2024-03-13',
    title: 'AnExtraordinarilyLongBrandNameWithoutAnySpacesAtAll × SomeCreatorChannelName',
    tone: 'warning',
    href: '/agency/events/long-2',
  },
];
