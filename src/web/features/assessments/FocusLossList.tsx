import { Badge, Button, Group, List, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { FOCUS_LOSS_LABEL } from './attemptLabels';
import { awayText, type FocusLoss } from './roster';

/** How many losses a roster line shows before "Show all". */
const SHOWN = 3;

/** How the roster's newest focus loss stands out: its line on a light yellow (text on it keeps its contrast). */
export const NEWEST_BACKGROUND = 'var(--mantine-color-yellow-0)';

export const clockTime = (at: string) => dayjs(at).format('h:mm:ss A');

/**
 * One student's focus losses, newest first, each with its time and how long the student was away; when this
 * student has the roster's newest loss (`holdsNewest`), it is marked.
 */
export function FocusLossList({
  losses,
  sitting,
  holdsNewest,
}: {
  losses: readonly FocusLoss[];
  sitting: boolean;
  holdsNewest: boolean;
}) {
  const [all, setAll] = useState(false);
  if (losses.length === 0)
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
  const newestFirst = [...losses].reverse();
  const shown = all ? newestFirst : newestFirst.slice(0, SHOWN);
  return (
    <div>
      <List size="sm" spacing={2} listStyleType="none" m={0} p={0}>
        {shown.map((loss, index) => {
          const away = awayText(loss, sitting);
          return (
            <List.Item key={`${loss.kind}-${loss.at}`}>
              <Group gap={6} wrap="wrap">
                <Text size="sm" span fw={500}>
                  {clockTime(loss.at)}
                </Text>
                <Text size="sm" span>
                  {FOCUS_LOSS_LABEL[loss.kind]}
                  {away ? `, ${away}` : ''}
                </Text>
                {holdsNewest && index === 0 && (
                  <Badge size="xs" color="yellow.4" autoContrast variant="filled" tt="none">
                    Newest
                  </Badge>
                )}
              </Group>
            </List.Item>
          );
        })}
      </List>
      {losses.length > SHOWN && (
        <Button variant="subtle" size="compact-xs" onClick={() => setAll(!all)} px={0}>
          {all ? 'Show fewer' : `Show all ${losses.length}`}
        </Button>
      )}
    </div>
  );
}
