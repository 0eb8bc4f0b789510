import { audiencesOf, helpRoleOf } from '../../../core/rules/helpVideoLookup';
import type { HelpAudience, HelpVideo } from '../../../core/schemas/sharedDocuments';

/** How each audience reads in the admin's form and list. */
export const AUDIENCE_LABELS: Record<HelpAudience, string> = {
  teacher: 'Teachers',
  student: 'Students',
  all: 'Everyone',
};

/** The videos a viewer of /help sees: their role's and everyone's; signed out, only everyone's. */
export function videosFor(videos: readonly HelpVideo[], role: 'teacher' | 'student' | null): HelpVideo[] {
  const audiences = audiencesOf(helpRoleOf(role));
  return videos.filter((video) => audiences.includes(video.audience));
}
