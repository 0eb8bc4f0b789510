import { Avatar } from '@mantine/core';
import { personName } from '../../../core/rules/personName';
import type { CourseMember } from '../../../core/schemas/courses';
import { initials } from '../../components/initials';

/** A member's picture, or their initials; decorative next to the written name. */
export function MemberAvatar({ member, size = 32 }: { member: CourseMember; size?: number }) {
  return (
    <Avatar src={member.userLogo || null} alt="" color="purple" radius="xl" size={size}>
      {initials(personName(member))}
    </Avatar>
  );
}
