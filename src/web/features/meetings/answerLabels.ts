import type { TeamMeetingResponse } from '../../../core/schemas/meetings';

/** Each answer in words and colour (SPEC §3 team meeting member: accept 'accepted'). */
export const ANSWER_LABELS: Record<TeamMeetingResponse, { text: string; color: string }> = {
  invited: { text: 'Not answered', color: 'gray.9' },
  accepted: { text: 'Accepted', color: 'teal.9' },
  declined: { text: 'Declined', color: 'red.9' },
};
