import { Anchor, List, Text } from '@mantine/core';
import { SUPPORT_EMAIL } from '../../platform/siteConfig';
import { Section, TextPage } from './TextPage';

export default function PrivacyPage() {
  return (
    <TextPage title="Privacy" lead="What we keep about you, why, and what you can ask of us.">
      <Section title="What we keep">
        <List spacing={4}>
          <List.Item>
            Your account: username, email address, full name, role, and the profile details you add
          </List.Item>
          <List.Item>A hashed form of your password (never the password itself)</List.Item>
          <List.Item>Your course work: answers, submissions, marks, attendance, notes and messages</List.Item>
          <List.Item>
            Sign-in records: when you signed in, and the address and browser used, for security
          </List.Item>
        </List>
      </Section>
      <Section title="Why">
        <Text>
          To run your courses: teachers see the work and attendance of their students, students see their own
          marks. Sign-in records protect accounts against misuse. We do not sell data or show advertising.
        </Text>
      </Section>
      <Section title="In your browser">
        <Text>
          The application keeps your session tokens and a few settings (such as how long notifications stay on
          screen) in your browser's local storage. Signing out removes the session from this browser. No
          tracking cookies and no third-party scripts or fonts are used.
        </Text>
      </Section>
      <Section title="How long">
        <Text>
          Course records are kept as long as your school requires them. Removed items go to a deleted history
          that administrators can restore from before they are finally erased.
        </Text>
      </Section>
      <Section title="Your rights">
        <Text>
          You may ask to see, correct or erase your data, and object to its use. Write to{' '}
          <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>.
        </Text>
      </Section>
    </TextPage>
  );
}
