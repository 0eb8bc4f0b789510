import { expect, type Locator, type Page } from '@playwright/test';

/** The rich-text editor named `name` in `scope` once it is awake: tiptap's editable text, not its sleeping text box. */
export function awakeEditor(scope: Page | Locator, name: string, exact = false): Locator {
  return scope.getByRole('textbox', { name, exact }).and(scope.locator('[contenteditable="true"]'));
}

/**
 * The rich-text editor named `name` in `scope`, woken and ready to type into. An editor is created when its text box
 * is first focused (src/web/components/richEditor/RichEditor.tsx): this clicks the text box, as a person would, and
 * waits for tiptap's editable text to take the focus.
 */
export async function wokenEditor(scope: Page | Locator, name: string, exact = false): Promise<Locator> {
  await scope.getByRole('textbox', { name, exact }).click();
  const editor = awakeEditor(scope, name, exact);
  await expect(editor).toBeFocused();
  return editor;
}
