import './modalSheets';
import { getDefaultZIndex, Modal } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { MODAL_LAYER_STEP } from '../../core/constants';
import { closeModal, type ModalEntry, removeModal } from './modalStack';

/**
 * An Escape meant for an open dropdown (a date picker, a select, a menu) inside the modal: the dropdown closes
 * itself, and the modal, with the form in it, stays. Mantine's own check knows only Select's marker attribute.
 */
function belongsToOpenDropdown(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return (
    target.getAttribute('data-mantine-stop-propagation') === 'true' ||
    target.getAttribute('aria-expanded') === 'true' ||
    target.closest('.mantine-Popover-dropdown, .mantine-Combobox-dropdown') !== null
  );
}

/** The open modals, each a layer above the previous; only the topmost answers Escape and backdrop clicks. */
export default function ModalLayers({ stack }: { stack: readonly ModalEntry[] }) {
  const topId = stack.filter((entry) => entry.opened).at(-1)?.id;
  useWindowEvent(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || event.isComposing || topId === undefined) return;
      if (!belongsToOpenDropdown(event.target)) closeModal(topId);
    },
    { capture: true },
  );
  return stack.map((entry, layer) => {
    const isTop = entry.id === topId;
    return (
      <Modal
        key={entry.id}
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
      >
        {entry.render(() => closeModal(entry.id))}
      </Modal>
    );
  });
}
