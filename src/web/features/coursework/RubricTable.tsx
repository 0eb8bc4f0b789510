import { Badge, Stack, Table, Text } from '@mantine/core';
import type { RubricScores as RubricChoices } from '../../../core/rules/rubricScore';
import type { Rubric } from '../../../core/schemas/coursework';

/**
 * A rubric read-only, one row per criterion with its levels and their points; with `chosen`, the level the
 * teacher chose on each criterion is marked (in words too, not by colour alone).
 */
export function RubricTable({ rubric, chosen }: { rubric: Rubric; chosen?: RubricChoices }) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table withTableBorder withColumnBorders verticalSpacing="xs">
        <Table.Caption>
          {chosen
            ? 'The rubric, with the level your teacher chose on each criterion.'
            : 'How the work is marked.'}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Criterion</Table.Th>
            <Table.Th scope="col">Levels</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rubric.criteria.map((criterion) => (
            <Table.Tr key={criterion.id}>
              <Table.Th scope="row" fw={600} style={{ verticalAlign: 'top' }}>
                {criterion.title}
                {criterion.description && (
                  <Text size="sm" c="dimmed" fw={400}>
                    {criterion.description}
                  </Text>
                )}
              </Table.Th>
              <Table.Td>
                <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
                  {criterion.levels.map((level) => {
                    const picked = chosen?.[criterion.id] === level.id;
                    return (
                      <Text component="li" key={level.id} size="sm" fw={picked ? 700 : undefined}>
                        {level.title} — {level.points} {level.points === 1 ? 'point' : 'points'}
                        {picked && (
                          <Badge ml="xs" size="sm" variant="filled" tt="none">
                            Chosen
                          </Badge>
                        )}
                      </Text>
                    );
                  })}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
