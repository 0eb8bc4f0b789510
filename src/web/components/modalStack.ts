import type { ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { focusOrigin, returnFocus } from './focusReturn';

/**
 * SPEC §4 modals: each one opens above the last (layering step 10, SPEC §9); Escape closes only the topmost;
 * the backdrop and close buttons close it too. Mantine's modals manager shows one modal at a time, so the stack
 * is kept here and each entry is drawn as a Mantine Modal (in ModalLayers, loaded when the first modal opens).
 */
export interface StackedModal {
  title: ReactNode;
  /** The body; receives `close` so its own buttons can close it. */
  render: (close: () => void) => ReactNode;
  size?: ModalProps['size'];
  /** Called once the modal is closed, however that happened. */
  onClose?: () => void;
}

export interface ModalEntry extends StackedModal {
  id: number;
  opened: boolean;
  /**
   * What had the focus when the modal opened, which gets it back when it closes. Mantine's own return misses it:
   * each modal is mounted already open, so Mantine never sees where the focus was.
   */
  origin: HTMLElement | null;
}

let entries: ModalEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function update(next: ModalEntry[]) {
  entries = next;
  for (const listener of listeners) listener();
}

/** Opens a modal on top of any open ones; returns its id for closeModal. */
export function openModal(modal: StackedModal): number {
  const id = nextId++;
  update([...entries, { ...modal, id, opened: true, origin: focusOrigin() }]);
  return id;
}

/** Starts closing a modal; it leaves the stack when its closing transition ends (removeModal). */
export function closeModal(id: number) {
  const entry = entries.find((candidate) => candidate.id === id);
  if (!entry?.opened) return;
  update(entries.map((candidate) => (candidate.id === id ? { ...candidate, opened: false } : candidate)));
  // Before onClose, so that whatever the closing leads to (a page, a message) may take the focus in its turn.
  returnFocus(entry.origin);
  entry.onClose?.();
}

/** The topmost modal that is open now (not closing), read at the moment rather than at the last render. */
export const topOpenModal = (): ModalEntry | undefined => entries.filter((entry) => entry.opened).at(-1);

/**
 * Takes a closed modal out once its closing transition has ended. If the focus was drawn back into it meanwhile (its
 * focus trap, an editor inside it), its leaving the page drops the focus on the body: it goes back to the origin
 * again, after the page has drawn the modal's removal.
 */
export function removeModal(id: number) {
  const entry = entries.find((candidate) => candidate.id === id);
  update(entries.filter((candidate) => candidate.id !== id));
  if (entry) setTimeout(() => returnFocus(entry.origin));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => entries;

/** The open modals, for the host that draws them (ModalStackHost.tsx). */
export const useModalStack = () => useSyncExternalStore(subscribe, snapshot, snapshot);
