import { createContext } from 'react';

/**
 * How the list should open as a ComboBox mounts (internal, for LazyComboBox): `input` as after
 * typing, `manual` as after a press of its button (every result), or not at all.
 */
export type ComboBoxOpenOnMount = 'input' | 'manual' | null;

/** Read by ComboBox when it mounts; LazyComboBox sets it for what the stand-in was asked. */
export const ComboBoxOpenOnMountContext = createContext<ComboBoxOpenOnMount>(null);
