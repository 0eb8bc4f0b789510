import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

/** The product's purple, light to dark (index 6 is the filled shade on light backgrounds). */
const purple: MantineColorsTuple = [
  '#f6ecff',
  '#e7d6fb',
  '#caabf1',
  '#ac7ce8',
  '#9354e0',
  '#833cdb',
  '#7b2fd9',
  '#6921c1',
  '#5d1cad',
  '#501599',
];

/** System fonts only: the CSP allows nothing from other origins, and no font files ship with the app. */
const systemFonts =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** Mantine's `sm` breakpoint and up: the after-login frame shows its menu beside the page, a chat its list too. */
export const WIDE_MEDIA = '(min-width: 48em)';
/** Up to Mantine's `sm` breakpoint: pages lay out for a phone. */
export const PHONE_MEDIA = '(max-width: 48em)';

/**
 * Mantine's show-password toggle is out of the Tab order and hidden from screen readers (WCAG 2.1.1): here it is a
 * named toggle button (Mantine sets aria-pressed). Mantine answers Space on it; Enter, which every button takes, is
 * handed on as Space.
 */
const visibilityToggleButtonProps = {
  tabIndex: 0,
  'aria-label': 'Show password',
  onKeyDown: (event: ReactKeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    event.currentTarget.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
  },
};

/** The one theme of the app. */
export const theme = createTheme({
  primaryColor: 'purple',
  primaryShade: { light: 6, dark: 4 },
  colors: { purple },
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    // One input size everywhere, large enough to tap on a phone.
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md', visibilityToggleButtonProps } },
    Textarea: { defaultProps: { size: 'md' } },
    // The steppers answer the pointer only (Mantine keeps them out of Tab); the field steps with the arrow keys,
    // and says so to screen readers.
    NumberInput: { defaultProps: { size: 'md', 'aria-keyshortcuts': 'ArrowUp ArrowDown' } },
    RadioGroup: { defaultProps: { size: 'md' } },
    Paper: { defaultProps: { radius: 'md' } },
    // Alert titles in the alert's own light colour fall below WCAG AA contrast; the text colour passes.
    Alert: { styles: { title: { color: 'var(--mantine-color-text)' } } },
  },
});

/** Mantine's dimmed grey (gray.6) is 3.3:1 on white, under WCAG AA for body text; gray.7 passes. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
