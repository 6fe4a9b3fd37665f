import { BadgeDollarSign, ChartNoAxesCombined, RadioTower } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './marketing.css.ts';

const POINTS: readonly {
  readonly icon: ReactNode;
  readonly title: string;
  readonly body: string;
}[] = [
  {
    icon: <ChartNoAxesCombined size={18} />,
    title: 'Plan on real numbers',
    body: "Forecast reach and cost per acquisition from each channel's aired history before you book a single read.",
  },
  {
    icon: <RadioTower size={18} />,
    title: 'Track every airing',
    body: 'Promo codes, tracking links and sponsorship detection show what aired, when, and what it drove.',
  },
  {
    icon: <BadgeDollarSign size={18} />,
    title: 'Pay for what performs',
    body: 'Flat-rate and CPA deals, brand invoicing and creator payouts in one ledger both sides can trust.',
  },
];

/** The login landing's right panel (spec §2): what Airtime does, for visitors who are not in yet. */
export function MarketingPanel() {
  return (
    <aside className={styles.panel} aria-labelledby="marketing-headline">
      <p className={styles.eyebrow}>Performance-driven influencer campaigns</p>
      <h2 id="marketing-headline" className={styles.headline}>
        Sponsor creators like a media buyer.
      </h2>
      <p className={styles.lead}>
        Airtime runs creator sponsorships end to end, from prospecting and planning to production,
        tracking and payouts, with every airing tied to the results it brought in.
      </p>
      <ul className={styles.points}>
        {POINTS.map((point) => (
          <li key={point.title} className={styles.point}>
            <span className={styles.pointIcon} aria-hidden="true">
              {point.icon}
            </span>
            <h3 className={styles.pointTitle}>{point.title}</h3>
            <p className={styles.pointBody}>{point.body}</p>
          </li>
        ))}
      </ul>
    </aside>
  );
}
