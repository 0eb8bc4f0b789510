import type { openItemForm } from './openItemForm';

/**
 * Opens the add or edit dialog of an item. The form (date pickers, validation) loads on the click, not with the
 * page that offers it (issue 13).
 */
export const openItemFormLater = (props: Parameters<typeof openItemForm>[0]) =>
  void import('./openItemForm').then((module) => module.openItemForm(props));
