/**
 * Mantine's sheets of the calendar pages beyond the public ones: /google is drawn in the frame of either login
 * state, so it cannot count on the after-login sheets (issue 13).
 */
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/core/styles/Skeleton.css';
