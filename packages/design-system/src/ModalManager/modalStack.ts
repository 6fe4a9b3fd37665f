/** Spec §9: a modal opened again with other props closes, then reopens after this many ms. */
export const MODAL_REOPEN_DELAY = 250;

/** One open modal: its name in the registry and its props. The URL keeps an ordered list of these. */
export interface ModalEntry<Name extends string = string, Props = unknown> {
  /** The modal's name in the registry. */
  name: Name;
  /** Its own props (JSON, when the URL keeps them). */
  props: Props;
}

/** Everything the ModalManager decides on. Pure data: no timers, no React. */
export interface ModalStackState {
  /** The open modals, bottom to top. */
  open: readonly ModalEntry[];
  /** Modals closed to be reopened with new props once MODAL_REOPEN_DELAY has passed. */
  pending: readonly ModalEntry[];
  /** The route the open modals belong to; another route closes them all. */
  routeKey: string | undefined;
}

export type ModalStackAction =
  /** Opens a modal on top; if it is open with other props, closes it and schedules a reopen. */
  | { type: 'open'; name: string; props: unknown }
  /** Closes one modal, and forgets its pending reopen. */
  | { type: 'close'; name: string }
  /** Closes every modal and forgets every pending reopen. */
  | { type: 'closeAll' }
  /** The reopen delay of `name` has passed: it opens on top with its new props. */
  | { type: 'reopen'; name: string }
  /** The list changed from outside (the URL): it wins, and pending reopens of those names end. */
  | { type: 'sync'; open: readonly ModalEntry[] }
  /**
   * The route changed: every modal closes, except those that arrived with the navigation itself
   * (`incoming`, e.g. a link whose URL carries `modals`).
   */
  | { type: 'route'; routeKey: string | undefined; incoming?: readonly ModalEntry[] };

export const initialModalStack = (
  open: readonly ModalEntry[] = [],
  routeKey?: string,
): ModalStackState => ({ open: uniqueByName(open), pending: [], routeKey });

/**
 * Whether two props values are the same, structurally: props come from the URL as JSON, so a
 * reopen must not depend on object identity. Functions and class instances compare by identity.
 */
export function isSameProps(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => isSameProps(item, b[index]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  // Keys whose value is undefined do not survive JSON, so they do not count.
  const keysA = Object.keys(a).filter((key) => a[key] !== undefined);
  const keysB = Object.keys(b).filter((key) => b[key] !== undefined);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => Object.hasOwn(b, key) && isSameProps(a[key], b[key]));
}

/** Whether two lists of entries are the same: same names, same order, same props. */
export function isSameStack(a: readonly ModalEntry[], b: readonly ModalEntry[]): boolean {
  return (
    a === b ||
    (a.length === b.length &&
      a.every((entry, index) => {
        const other = b[index];
        return (
          other !== undefined && entry.name === other.name && isSameProps(entry.props, other.props)
        );
      }))
  );
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function without(entries: readonly ModalEntry[], name: string): readonly ModalEntry[] {
  return entries.some((entry) => entry.name === name)
    ? entries.filter((entry) => entry.name !== name)
    : entries;
}

/** A name is open once: a list from the URL that repeats one keeps its last (topmost) entry. */
export function uniqueByName(entries: readonly ModalEntry[]): readonly ModalEntry[] {
  const names = entries.map((entry) => entry.name);
  const unique = entries.filter((entry, index) => names.lastIndexOf(entry.name) === index);
  return unique.length === entries.length ? entries : unique;
}

/**
 * The ModalManager's rules, as a pure reducer: opening, closing, the close-then-reopen of a modal
 * opened again with other props, and closing everything on a route change. Returns the same state
 * object when nothing changes, so callers can tell a no-op by identity.
 */
export function modalStackReducer(
  state: ModalStackState,
  action: ModalStackAction,
): ModalStackState {
  switch (action.type) {
    case 'open': {
      const entry: ModalEntry = { name: action.name, props: action.props };
      const current = state.open.find((open) => open.name === action.name);
      if (current) {
        if (isSameProps(current.props, action.props)) return state;
        return {
          ...state,
          open: without(state.open, action.name),
          pending: [...without(state.pending, action.name), entry],
        };
      }
      const pending = state.pending.find((waiting) => waiting.name === action.name);
      if (pending) {
        // Already closing to reopen: it reopens on the same schedule with the latest props.
        if (isSameProps(pending.props, action.props)) return state;
        return { ...state, pending: [...without(state.pending, action.name), entry] };
      }
      return { ...state, open: [...state.open, entry] };
    }
    case 'close': {
      const open = without(state.open, action.name);
      const pending = without(state.pending, action.name);
      return open === state.open && pending === state.pending ? state : { ...state, open, pending };
    }
    case 'closeAll':
      return state.open.length === 0 && state.pending.length === 0
        ? state
        : { ...state, open: [], pending: [] };
    case 'reopen': {
      const entry = state.pending.find((waiting) => waiting.name === action.name);
      if (!entry) return state;
      return {
        ...state,
        open: [...without(state.open, action.name), entry],
        pending: without(state.pending, action.name),
      };
    }
    case 'sync': {
      const open = uniqueByName(action.open);
      const pending = state.pending.filter(
        (waiting) => !open.some((entry) => entry.name === waiting.name),
      );
      if (isSameStack(open, state.open) && pending.length === state.pending.length) return state;
      return {
        ...state,
        open,
        pending: pending.length === state.pending.length ? state.pending : pending,
      };
    }
    case 'route': {
      if (action.routeKey === state.routeKey) return state;
      return { routeKey: action.routeKey, open: uniqueByName(action.incoming ?? []), pending: [] };
    }
    default: {
      const unknownAction: never = action;
      return unknownAction;
    }
  }
}
