import { List, Text } from '@mantine/core';
import { APP_VERSION } from '../../../core/constants';
import { Section, TextPage } from './TextPage';

export default function AboutPage() {
  return (
    <TextPage
      title="About"
      lead="A learning management system with video-conference rooms for classes, made for schools and training centres."
    >
      <Section title="For teachers">
        <Text>
          Create courses and run lectures, self-learning units, projects, assignments, labs, tests, exams,
          discussions, consults and team meetings. Proctor live tests and exams, assess the work, and follow
          your students' progress in statistics.
        </Text>
      </Section>
      <Section title="For students">
        <Text>
          Join lectures, answer tests and exams live or offline, hand in assignments, projects and labs, and
          keep a portfolio for vocational qualifications.
        </Text>
      </Section>
      <Section title="Around the courses">
        <List spacing={4}>
          <List.Item>A library of documents, notes on lectures and documents, and file viewing</List.Item>
          <List.Item>Live chat, personal chat and mail</List.Item>
          <List.Item>A calendar with a control panel of today's and upcoming items</List.Item>
          <List.Item>Notifications as things happen, help videos and manuals</List.Item>
          <List.Item>Dashboards for administrators</List.Item>
        </List>
      </Section>
      <Text size="sm" c="dimmed">
        Version {APP_VERSION}
      </Text>
    </TextPage>
  );
}
