import { Badge } from '@mantine/core';

/** Whether students can see the item (its `active` flag, SPEC §3), as the teacher's pages show it. */
export function PublishedBadge({ active }: { active: boolean }) {
  return active ? (
    <Badge variant="light" tt="none">
      Published
    </Badge>
  ) : (
    <Badge variant="outline" color="dark" tt="none">
      Not published
    </Badge>
  );
}
