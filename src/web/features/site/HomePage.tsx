import { Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CalendarIcon, LibraryIcon, PanelIcon, ShieldIcon } from '../../components/icons';
import { useSession } from '../../platform/session';

const features = [
  {
    icon: <PanelIcon />,
    title: 'Courses and live lectures',
    text: 'Teachers run courses with video lectures, self-learning units, discussions, consults and team meetings.',
  },
  {
    icon: <ShieldIcon />,
    title: 'Tests, exams and assessment',
    text: 'Live or offline tests and exams, proctored when it matters, plus assignments, projects and labs to assess.',
  },
  {
    icon: <LibraryIcon />,
    title: 'Documents and qualifications',
    text: 'A document library, notes on lectures, vocational qualifications and student portfolios in one place.',
  },
  {
    icon: <CalendarIcon />,
    title: 'Calendar and notifications',
    text: "A control panel with today's items and a calendar, with notifications as things happen.",
  },
];

/** What the product is, for whom, and the way in. */
export default function HomePage() {
  const { signedIn } = useSession();
  return (
    <Stack gap={48}>
      <Stack gap="lg" maw={720} py={{ base: 'md', sm: 'xl' }}>
        <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.15}>
          A learning management system for schools and training centres
        </Title>
        <Text size="lg" c="dimmed">
          Teachers run courses and classes in video rooms; students take part, hand in work and are assessed.
          One place for the whole course, on a phone or a desktop.
        </Text>
        <Group>
          {signedIn ? (
            <Button size="md" component={Link} to="/dashboard">
              Go to your dashboard
            </Button>
          ) : (
            <>
              <Button size="md" component={Link} to="/login">
                Sign in
              </Button>
              <Button size="md" variant="light" component={Link} to="/register">
                Create an account
              </Button>
            </>
          )}
        </Group>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {features.map((feature) => (
          <Paper key={feature.title} withBorder p="lg">
            <Group align="flex-start" wrap="nowrap" gap="md">
              <ThemeIcon size={42} radius="md" variant="light">
                {feature.icon}
              </ThemeIcon>
              <Stack gap={4}>
                <Title order={2} size="h4">
                  {feature.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {feature.text}
                </Text>
              </Stack>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
