// The benchmark page: the Table or the plain list, with the same 10,000 x 8 rows. bench/run.ts
// drives it step by step (mount, sort by pressing a header, unmount) and times each step. A step
// resolves at the end of the task after its action, with style and layout forced, so it covers
// React's render, commit and effects and the browser's layout of what was rendered.
import '@fontsource-variable/inter/wght.css';
import '../src/theme/reset.css.ts';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { Table } from '../src/Table/Table.tsx';
import { campaignColumns, getCampaignId, makeCampaigns } from '../src/Table/tableStoryData.tsx';
import { themeClass } from '../src/theme/themeClass.ts';
import { PlainList } from './PlainList.tsx';

export type BenchKind = 'table' | 'list';

export interface StepResult {
  /** Wall-clock time of the step, in ms. */
  wall: number;
  /** Rows in the DOM: proves the list was virtualized and drawn. */
  renderedRows: number;
  /** The scroll box has its styles: proves the CSS loaded, so layout was real. */
  styled: boolean;
  /** The first row's name: both implementations must agree after each sort. */
  firstRow: string;
}

export interface BenchPage {
  ready: boolean;
  mount: (kind: BenchKind) => Promise<StepResult>;
  sort: (kind: BenchKind, label: string) => Promise<StepResult>;
  unmount: () => Promise<void>;
}

declare global {
  interface Window {
    bench: BenchPage;
  }
}

document.body.className = themeClass('orange');
const container = document.getElementById('root') as HTMLElement;
const rows = makeCampaigns(10_000);
let root: Root | null = null;

function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function step(kind: BenchKind, action: () => void): Promise<StepResult> {
  const start = performance.now();
  action();
  await nextTask();
  void container.offsetHeight;
  const wall = performance.now() - start;
  const firstRow =
    kind === 'table'
      ? '[aria-rowindex="2"] > [role="rowheader"]'
      : '[data-plain-row="0"] > :first-child';
  return {
    wall,
    renderedRows: container.querySelectorAll('[aria-rowindex], [data-plain-row]').length,
    styled: [...container.querySelectorAll('[role="grid"], .plain-scroller')].some(
      (element) => getComputedStyle(element).overflowY === 'auto',
    ),
    firstRow: container.querySelector(firstRow)?.textContent ?? '',
  };
}

function header(kind: BenchKind, label: string): HTMLElement {
  const selector = kind === 'table' ? '[role="columnheader"]' : '.plain-header > button';
  const found = [...container.querySelectorAll<HTMLElement>(selector)].find(
    (element) => element.textContent === label,
  );
  if (!found) throw new Error(`No ${label} header in the ${kind}`);
  return found;
}

window.bench = {
  ready: true,
  mount: (kind) => {
    const mounted = createRoot(container);
    root = mounted;
    return step(kind, () =>
      flushSync(() =>
        mounted.render(
          kind === 'table' ? (
            // The Table as a screen uses it: sortable, selectable, resizable, pinned.
            <Table
              aria-label="Campaigns"
              columns={campaignColumns}
              rows={rows}
              getRowId={getCampaignId}
              selectionMode="multiple"
              allowsResizing
              pinFirstColumn
              maxHeight={600}
            />
          ) : (
            <PlainList columns={campaignColumns} rows={rows} getRowId={getCampaignId} />
          ),
        ),
      ),
    );
  },
  sort: (kind, label) => step(kind, () => header(kind, label).click()),
  unmount: async () => {
    root?.unmount();
    root = null;
    await nextTask();
  },
};
