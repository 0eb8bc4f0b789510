/** SPEC §9 configured values the web app shows. The server's SUPPORT_EMAIL should match the support address. */
export const APP_NAME = 'LMS';
export const SUPPORT_EMAIL = 'support@example.com';
/** SPEC §7: relative API paths are prefixed with this root; '' is the page's own origin. */
export const API_ROOT = '';
