import type { TeamMeetingContent } from '../../../core/schemas/meetings';
import type { ItemKindHooks } from '../courses/itemKindHooks';
import { liveRoomHooks } from '../lectures/itemHooks';
import { membersOf } from './teamMeetingRows';

/**
 * Team meetings (issue 16): a live room (liveRoomHooks) whose members are invited and answer. `getCurrent` adds the
 * members with their answers. A template's copy takes the room, not the members (they are the template's course's
 * people). Removing only marks the meeting, so its members stay with it.
 */
export const teamMeetingHooks: ItemKindHooks<TeamMeetingContent> = {
  ...liveRoomHooks,
  async current(db, access, caller, config) {
    return {
      ...(await liveRoomHooks.current(db, access, caller, config)),
      members: await membersOf(db, access.item.id, access.item.courseId),
    };
  },
};
