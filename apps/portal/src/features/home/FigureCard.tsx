import { Card, Stat, type StatProps } from '@airtime/design-system';
import type { ReactNode } from 'react';
import * as styles from './home.css.ts';

export interface FigureCardProps extends StatProps {
  /** Under the figure: its trend (a Sparkline) or its progress (a ProgressBar). */
  readonly trend?: ReactNode;
}

/** One of home's headline figures: a card with the figure, its change and its trend. */
export function FigureCard({ trend, ...stat }: FigureCardProps) {
  return (
    <Card padding="md" className={styles.figureCard}>
      <Stat {...stat} />
      <div className={styles.figureFoot}>
        <div className={styles.figureFootFill}>{trend}</div>
      </div>
    </Card>
  );
}

/** Home's row of figure cards: four to a row on a laptop, two on a phone. */
export function FigureCards({ children }: { readonly children: ReactNode }) {
  return <div className={styles.figures}>{children}</div>;
}
