import { getDefaultZIndex, Modal } from '@mantine/core';
import { MODAL_LAYER_STEP } from '../../core/constants';
import { closeModal, type ModalEntry, removeModal } from './modalStack';

/** The open modals, each a layer above the previous; only the topmost answers Escape and backdrop clicks. */
export default function ModalLayers({ stack }: { stack: readonly ModalEntry[] }) {
  const topId = stack.filter((entry) => entry.opened).at(-1)?.id;
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
        closeOnEscape={isTop}
        closeOnClickOutside={isTop}
        trapFocus={isTop}
      >
        {entry.render(() => closeModal(entry.id))}
      </Modal>
    );
  });
}
