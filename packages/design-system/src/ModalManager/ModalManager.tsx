import {
  type ComponentType,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  initialModalStack,
  isSameStack,
  MODAL_REOPEN_DELAY,
  type ModalEntry,
  type ModalStackAction,
  type ModalStackState,
  modalStackReducer,
  uniqueByName,
} from './modalStack.ts';
import { createReopenTimers, type ReopenTimers } from './reopenTimers.ts';

/** What the manager passes to every registered modal: spread them on `Modal` or `ConfirmDialog`. */
export interface ManagedModalProps {
  /** Always true while the manager renders it. */
  isOpen: boolean;
  /** Call with `false` (a `Modal` does on Escape, a click outside or a close button) to close it. */
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Modal components by name. Each takes `ManagedModalProps` and its own props, which must survive
 * JSON if the app keeps open modals in the URL: `{ impersonate: ImpersonateModal }`.
 */
export type ModalRegistry = Record<string, ComponentType<never>>;

type OwnProps<P> = Omit<P, keyof ManagedModalProps>;

/**
 * The props `open(name, props)` takes for a registered modal: its own, without the managed ones
 * (an empty record when it has none, so stray props are caught).
 */
export type ModalPropsOf<R extends ModalRegistry, N extends keyof R> =
  R[N] extends ComponentType<infer P>
    ? keyof OwnProps<P> extends never
      ? Record<string, never>
      : OwnProps<P>
    : never;

/** One open modal of a registry, typed: `{ name: 'impersonate', props: { ... } }`. */
export type ModalEntryOf<R extends ModalRegistry> = {
  [N in keyof R & string]: ModalEntry<N, ModalPropsOf<R, N>>;
}[keyof R & string];

/** Props may be left out when none is required. */
type OpenArgs<P> = Record<never, never> extends P ? [props?: P] : [props: P];

export interface ModalManagerApi<R extends ModalRegistry> {
  /** The open modals, bottom to top. */
  modals: readonly ModalEntryOf<R>[];
  /**
   * Opens a modal on top of the others. If it is already open with other props, it closes and
   * reopens with the new ones after the reopen delay; with the same props, nothing happens.
   */
  open: <N extends keyof R & string>(name: N, ...props: OpenArgs<ModalPropsOf<R, N>>) => void;
  /** Closes one modal; focus returns to where it was before the modal opened. */
  close: (name: keyof R & string) => void;
  /** Closes every modal. */
  closeAll: () => void;
  /** Whether a modal is open now. */
  isOpen: (name: keyof R & string) => boolean;
}

export interface ModalManagerProps<R extends ModalRegistry> {
  /** The modals it can open, by name. */
  registry: R;
  /**
   * The open modals, bottom to top, when the app owns them (e.g. the `modals` query state of the
   * URL: see `ModalsAdapter`). Names missing from the registry are ignored.
   * @default undefined (the manager keeps them itself)
   */
  modals?: readonly ModalEntryOf<R>[];
  /**
   * The modals open at first, when the manager keeps them itself.
   * @default []
   */
  defaultModals?: readonly ModalEntryOf<R>[];
  /**
   * Called with the new list whenever modals open or close, controlled or not.
   * @default undefined
   */
  onModalsChange?: (modals: ModalEntryOf<R>[]) => void;
  /**
   * The current route, e.g. its name and params joined. When it changes, every modal closes,
   * except those that arrive in `modals` together with the navigation.
   * @default undefined
   */
  routeKey?: string;
  /**
   * How long a modal opened again with other props stays closed before it reopens, in ms. Read
   * once, on mount.
   * @default MODAL_REOPEN_DELAY (250)
   */
  reopenDelay?: number;
  /** The app; modals render after it, and it (and the modals) can call `useModalManager`. */
  children?: ReactNode;
}

/**
 * What an app provides to keep the open modals elsewhere, e.g. in the URL's `modals` query
 * state: `<ModalManager registry={modals} {...useUrlModals()}>`. Parse and check the URL's list
 * before handing it over; props must be JSON.
 */
export type ModalsAdapter<R extends ModalRegistry> = Required<
  Pick<ModalManagerProps<R>, 'modals' | 'onModalsChange'>
>;

const ModalManagerContext = createContext<ModalManagerApi<ModalRegistry> | null>(null);

/** The open, close and closeAll of the nearest `ModalManager`, typed by its registry. */
export function useModalManager<R extends ModalRegistry>(): ModalManagerApi<R> {
  const api = useContext(ModalManagerContext);
  if (!api) throw new Error('useModalManager() needs a <ModalManager> above it.');
  return api as unknown as ModalManagerApi<R>;
}

const EMPTY: readonly ModalEntry[] = [];

/**
 * Opens and closes modals by name from a typed registry, anywhere below it (`useModalManager`).
 * A modal opened again with other props closes, then reopens after 250 ms; a route change closes
 * them all. The modals themselves (`Modal`, `ConfirmDialog`) trap focus, lock page scroll and
 * give focus back on close. Controlled (`modals` + `onModalsChange`, e.g. from the URL) or not.
 */
export function ModalManager<R extends ModalRegistry>({
  registry,
  modals,
  defaultModals,
  onModalsChange,
  routeKey,
  reopenDelay = MODAL_REOPEN_DELAY,
  children,
}: ModalManagerProps<R>) {
  const isControlled = modals !== undefined;
  // A list from a URL may name a modal twice, or one the registry no longer has.
  const normalize = (entries: readonly ModalEntry[]): readonly ModalEntry[] =>
    uniqueByName(
      entries.every((entry) => Object.hasOwn(registry, entry.name))
        ? entries
        : entries.filter((entry) => Object.hasOwn(registry, entry.name)),
    );
  const given = modals && normalize(modals);
  const [ownModals, setOwnModals] = useState<readonly ModalEntry[]>(() =>
    normalize(defaultModals ?? EMPTY),
  );
  const open: readonly ModalEntry[] = given ?? ownModals;

  // dispatch() runs in events and timers, several times before a render: it works from refs.
  const stack = useRef<ModalStackState | null>(null);
  stack.current ??= initialModalStack(open, routeKey);
  // The list the app last saw, told by us (onModalsChange) or by it (modals).
  const reported = useRef(open);
  const latest = useRef({ isControlled, onModalsChange });
  latest.current = { isControlled, onModalsChange };
  const timers = useRef<ReopenTimers | null>(null);

  const dispatch = useCallback((action: ModalStackAction) => {
    const current = stack.current ?? initialModalStack();
    const next = modalStackReducer(current, action);
    if (next === current) return;
    stack.current = next;
    if (next.pending !== current.pending) timers.current?.sync(next.pending.map((e) => e.name));
    if (next.open !== current.open && !latest.current.isControlled) setOwnModals(next.open);
    if (!isSameStack(next.open, reported.current)) {
      reported.current = next.open;
      latest.current.onModalsChange?.([...next.open] as ModalEntryOf<R>[]);
    }
  }, []);

  timers.current ??= createReopenTimers((name) => dispatch({ type: 'reopen', name }), reopenDelay);
  useEffect(() => () => timers.current?.clear(), []);

  // A new `modals` value or route from the app: adopt the list, or close everything.
  const previousModals = useRef(given);
  useLayoutEffect(() => {
    const modalsChanged =
      given !== undefined && !isSameStack(given, previousModals.current ?? EMPTY);
    previousModals.current = given;
    if (modalsChanged) reported.current = given;
    if (routeKey !== stack.current?.routeKey) {
      dispatch({ type: 'route', routeKey, ...(modalsChanged && { incoming: given }) });
    } else if (modalsChanged) {
      dispatch({ type: 'sync', open: given });
    }
  }, [given, routeKey, dispatch]);

  const api = useMemo<ModalManagerApi<ModalRegistry>>(
    () => ({
      modals: open as ModalEntryOf<ModalRegistry>[],
      open: (name, ...[props]) => dispatch({ type: 'open', name, props: props ?? {} }),
      close: (name) => dispatch({ type: 'close', name }),
      closeAll: () => dispatch({ type: 'closeAll' }),
      isOpen: (name) => open.some((entry) => entry.name === name),
    }),
    [open, dispatch],
  );

  return (
    <ModalManagerContext.Provider value={api}>
      {children}
      {open.map(({ name, props }) => {
        const Component = registry[name] as unknown as ComponentType<ManagedModalProps>;
        const ownProps = typeof props === 'object' && props !== null ? props : {};
        return (
          <Component
            key={name}
            {...ownProps}
            isOpen
            onOpenChange={(isOpen) => {
              if (!isOpen) dispatch({ type: 'close', name });
            }}
          />
        );
      })}
    </ModalManagerContext.Provider>
  );
}
