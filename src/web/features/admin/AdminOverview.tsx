import { Group, Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { REFERENCE_KINDS, type ReferenceKind } from '../../../core/constants';
import { useReferenceList } from '../reference/referenceApi';
import { REFERENCE_VIEWS } from '../reference/referenceViews';
import { ADMIN_SECTIONS, type AdminSection } from './adminSections';
import { usePendingTeachers } from './PendingTeachers';

function OverviewCard({
  title,
  detail,
  count,
  onOpen,
}: {
  title: string;
  detail: string;
  count?: string;
  onOpen: () => void;
}) {
  // Named by all it shows (title, count, summary): a person who speaks to their computer says what they see. The
  // spaces between the pieces keep their words apart for the checkers that read the shown text run together.
  return (
    <UnstyledButton onClick={onOpen} aria-label={`${count ? `${title}: ${count}` : title}. ${detail}`}>
      <Paper withBorder p="md" h="100%">
        <Group justify="space-between" align="baseline" wrap="nowrap" gap="xs">
          <Text fw={600}>{title}</Text>{' '}
          {count && (
            <Text fw={700} size="lg" c="purple.7">
              {count}
            </Text>
          )}
        </Group>{' '}
        {/* On a phone the cards are a compact index; the tabs below say what each holds. */}
        <Text size="sm" c="dimmed" mt={4} visibleFrom="sm">
          {detail}
        </Text>
      </Paper>
    </UnstyledButton>
  );
}

function ReferenceCard({ kind, onOpen }: { kind: ReferenceKind; onOpen: () => void }) {
  const list = useReferenceList(kind);
  const view = REFERENCE_VIEWS[kind];
  const count = list.data ? String(list.data.length) : list.isPending ? '…' : undefined;
  return <OverviewCard title={view.title} detail={view.summary} count={count} onOpen={onOpen} />;
}

/** The teachers card counts who waits for approval, so an admin sees at once that someone does. */
function TeachersCard({ title, detail, onOpen }: { title: string; detail: string; onOpen: () => void }) {
  const waiting = usePendingTeachers().data?.total ?? 0;
  return (
    <OverviewCard
      title={title}
      detail={detail}
      count={waiting ? `${waiting} waiting` : undefined}
      onOpen={onOpen}
    />
  );
}

/** Quick links into the sections below: the size of each reference list, then the other admin tools. */
export function AdminOverview({ onOpen }: { onOpen: (section: AdminSection, kind?: ReferenceKind) => void }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      {REFERENCE_KINDS.map((kind) => (
        <ReferenceCard key={kind} kind={kind} onOpen={() => onOpen('reference', kind)} />
      ))}
      {ADMIN_SECTIONS.filter((section) => section.value !== 'reference').map((section) => {
        const Card = section.value === 'teachers' ? TeachersCard : OverviewCard;
        return (
          <Card
            key={section.value}
            title={section.label}
            detail={section.summary}
            onOpen={() => onOpen(section.value)}
          />
        );
      })}
    </SimpleGrid>
  );
}
