import './modalSheets';
import { getDefaultZIndex, Modal } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { MODAL_LAYER_STEP } from '../../core/constants';
import { closeModal, type ModalEntry, removeModal, topOpenModal } from './modalStack';

/** Every Mantine dropdown: Popover's (date pickers, selects, comboboxes) and Menu's. */
const DROPDOWNS = '.mantine-Popover-dropdown, .mantine-Menu-dropdown';

/**
 * A dropdown on its way out: a kept-mounted one is hidden; another fades from where it was to opacity 0. An opening
 * dropdown is at opacity 0 too, for the frame before it fades in (longer on a busy machine), but nothing is fading it
 * yet: it is open, and an Escape then is its own.
 */
const isLeaving = (dropdown: HTMLElement) =>
  dropdown.style.display === 'none' ||
  (dropdown.style.opacity === '0' &&
    dropdown
      .getAnimations()
      .some((fade) => fade instanceof CSSTransition && fade.transitionProperty === 'opacity'));

/**
 * SPEC §4: Escape closes the topmost layer, and an open dropdown (a date picker, a select's list, a menu) opened
 * from a modal is a layer above it. Mantine draws modals and dropdowns into one portal node in the order they
 * open, so a dropdown after the topmost modal in the document is above it: it closes itself on this Escape and
 * the modal, with what was typed in it, stays. Mantine's own marker covers the rest (a field that handles Escape).
 */
function escapeBelongsAbove(modal: Element | null, target: EventTarget | null): boolean {
  if (target instanceof Element && target.getAttribute('data-mantine-stop-propagation') === 'true')
    return true;
  if (!modal) return false;
  return [...document.querySelectorAll<HTMLElement>(DROPDOWNS)].some(
    (dropdown) =>
      !isLeaving(dropdown) &&
      (modal.compareDocumentPosition(dropdown) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
  );
}

const layerSelector = (id: number) => `[data-modal-layer="${id}"]`;

/**
 * A Mantine dropdown closes on an Escape pressed inside it. Pressed while it is open but the focus is elsewhere
 * (a quick key before the dropdown has taken the focus, or the focus moved back to its field), the Escape is
 * handed to the topmost open dropdown, so it closes: otherwise nothing would, and the dropdown would stay open.
 */
function handEscapeToDropdown(target: EventTarget | null) {
  const open = [...document.querySelectorAll<HTMLElement>(DROPDOWNS)].filter(
    (dropdown) => !isLeaving(dropdown),
  );
  const top = open.at(-1);
  if (!top || (target instanceof Node && open.some((dropdown) => dropdown.contains(target)))) return;
  top.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
}

/** The open modals, each a layer above the previous; only the topmost answers Escape and backdrop clicks. */
export default function ModalLayers({ stack }: { stack: readonly ModalEntry[] }) {
  const topId = stack.filter((entry) => entry.opened).at(-1)?.id;
  // A menu whose item opened the modal hands the focus back to its button as it closes, a moment after the modal
  // has taken it: it goes back into the modal, where Mantine put it. (Read now: a closing modal returns the focus.)
  useWindowEvent('focusin', (event) => {
    const top = topOpenModal();
    if (!top?.origin || event.target !== top.origin) return;
    const layer = document.querySelector(layerSelector(top.id));
    const inside =
      layer?.querySelector<HTMLElement>('[data-autofocus]') ??
      layer?.querySelector<HTMLElement>('[role="dialog"]');
    inside?.focus();
  });
  useWindowEvent(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || event.isComposing || topId === undefined) return;
      if (escapeBelongsAbove(document.querySelector(layerSelector(topId)), event.target))
        handEscapeToDropdown(event.target);
      else closeModal(topId);
    },
    { capture: true },
  );
  return stack.map((entry, layer) => {
    const isTop = entry.id === topId;
    return (
      <Modal
        key={entry.id}
        data-modal-layer={entry.id}
        opened={entry.opened}
        onClose={() => closeModal(entry.id)}
        onExitTransitionEnd={() => removeModal(entry.id)}
        title={entry.title}
        size={entry.size}
        centered
        zIndex={getDefaultZIndex('modal') + layer * MODAL_LAYER_STEP}
        closeOnEscape={false}
        closeButtonProps={{ 'aria-label': 'Close' }}
        closeOnClickOutside={isTop}
        trapFocus={isTop}
        // The stack returns the focus itself (modalStack.ts).
        returnFocus={false}
      >
        {entry.render(() => closeModal(entry.id))}
      </Modal>
    );
  });
}
