import type { PageReads } from '../../platform/routes';
import { controlPanelQuery } from './calendarQueries';

/** /control_panel and /control_panel_student: the courses with their items, for "Today" and "Coming up". */
export const controlPanelReads: PageReads = (client, { userId, view }) =>
  void client.prefetchQuery(controlPanelQuery(userId, view));
