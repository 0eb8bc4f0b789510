import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import { openModal } from '../../components/modalStack';
import { ItemForm, type ItemFormProps } from './ItemForm';

/** Opens the add or edit dialog of a course item on the modal stack. */
export function openItemForm(props: Omit<ItemFormProps, 'onDone'>) {
  const label = ITEM_KIND_DEFINITIONS[props.kind].labels.one;
  openModal({
    title: props.item ? `Edit ${label.toLowerCase()}: ${props.item.title}` : `New ${label.toLowerCase()}`,
    size: 'lg',
    render: (close) => <ItemForm {...props} onDone={close} />,
  });
}
