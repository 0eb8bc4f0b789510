/**
 * A team meeting member's answer (SPEC §3 team meeting member: `accept` is 'accepted' once they accept): invited
 * until they answer.
 */
export const TEAM_MEETING_RESPONSES = ['invited', 'accepted', 'declined'] as const;
export type TeamMeetingResponse = (typeof TEAM_MEETING_RESPONSES)[number];
