/**
 * When the page now shown began to open: its first reads start then (app/router.tsx). A room joined later may have
 * been sent events since, which its join's answer hands on (api/socket.ts). On the first page, the app's own start.
 */
let openedAt = 0;

export const markPageOpened = () => {
  openedAt = performance.now();
};

export const pageOpenedAt = () => openedAt;
