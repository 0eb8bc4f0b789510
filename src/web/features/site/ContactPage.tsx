import { Anchor, Paper, Text } from '@mantine/core';
import { SUPPORT_EMAIL } from '../../platform/siteConfig';
import { Section, TextPage } from './TextPage';

export default function ContactPage() {
  return (
    <TextPage title="Contact" lead="Questions about your account, a course or the application? Write to us.">
      <Paper withBorder p="lg">
        <Text fw={600}>Support</Text>
        <Anchor href={`mailto:${SUPPORT_EMAIL}`} size="lg">
          {SUPPORT_EMAIL}
        </Anchor>
        <Text size="sm" c="dimmed" mt="xs">
          We answer on working days, usually within one day.
        </Text>
      </Paper>
      <Section title="Before you write">
        <Text>
          For a question about a course (dates, marks, tasks), your teacher is the quickest help. If you
          cannot sign in, try “Forgot password” on the sign-in page first. Please never send your password by
          mail.
        </Text>
      </Section>
    </TextPage>
  );
}
