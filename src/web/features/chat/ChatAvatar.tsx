import { Avatar } from '@mantine/core';
import { initials } from '../../components/initials';

/** A person's picture or initials, or a group's initials; decorative beside the written name. */
export function ChatAvatar({
  name,
  picture = '',
  group = false,
  size = 36,
}: {
  name: string;
  picture?: string;
  group?: boolean;
  size?: number;
}) {
  return (
    <Avatar
      src={picture || null}
      alt=""
      // A group is a solid dark teal (white initials pass WCAG AA on any row background); a person light purple.
      color={group ? 'teal.9' : 'purple'}
      variant={group ? 'filled' : 'light'}
      radius="xl"
      size={size}
    >
      {initials(name)}
    </Avatar>
  );
}
