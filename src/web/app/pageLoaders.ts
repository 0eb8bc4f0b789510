import type { AfterLoginPageName, PageName, PublicPageName } from '../platform/routes';
import type { PageLoader } from './pageLoader';

/** Which code draws each page of the route table (platform/routes.ts names them). */

/** The pages a signed-out visitor may open first, loaded straight. */
export const publicPageLoaders = {
  notBuiltYet: () => import('../features/site/NotBuiltYetPage'),
  home: () => import('../features/site/HomePage'),
  about: () => import('../features/site/AboutPage'),
  contact: () => import('../features/site/ContactPage'),
  legalNotice: () => import('../features/site/LegalNoticePage'),
  privacy: () => import('../features/site/PrivacyPage'),
  blank: () => import('../features/site/BlankPage'),
  notFound: () => import('../features/site/NotFoundPage'),
  login: Object.assign(() => import('../features/accounts/LoginPage'), { withoutServerData: true as const }),
  loginIdq: () => import('../features/signOn/LoginIdqPage'),
  loginSso: () => import('../features/signOn/LoginSsoPage'),
  logoutSso: () => import('../features/signOn/LogoutSsoPage'),
  register: () => import('../features/accounts/RegisterPage'),
  forgotPassword: () => import('../features/accounts/ForgotPasswordPage'),
  resetPassword: () => import('../features/accounts/ResetPasswordPage'),
  googleCalendar: () => import('../features/calendar/GoogleCalendarPage'),
  manuals: () => import('../features/manuals/ManualsPage'),
  help: () => import('../features/help/HelpPage'),
  waitLecture: () => import('../features/lectures/WaitLecturePage'),
} satisfies Record<PublicPageName, PageLoader>;

/**
 * A page drawn after login, loaded through the table of those pages (afterLoginPages.ts): what each of them preloads
 * is listed there, not in the script of the first page a visitor opens (issue 13). `afterLoginPage` names it.
 */
const later = (name: AfterLoginPageName): PageLoader =>
  Object.assign(() => import('./afterLoginPages').then((loaded) => loaded.afterLoginPages[name]()), {
    afterLoginPage: name,
  });

/** The loader of a page of the route table. */
export const pageLoader = (name: PageName): PageLoader =>
  name in publicPageLoaders ? publicPageLoaders[name as PublicPageName] : later(name as AfterLoginPageName);
