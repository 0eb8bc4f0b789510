import { Anchor, Text } from '@mantine/core';
import { SUPPORT_EMAIL } from '../../platform/siteConfig';
import { Section, TextPage } from './TextPage';

export default function LegalNoticePage() {
  return (
    <TextPage title="Legal notice" lead="Who runs this service and on what terms.">
      <Section title="Operator">
        <Text>
          This learning management system is operated by the school or training centre that gave you your
          account. That organisation is responsible for the courses, the people it admits and the content
          published in them.
        </Text>
      </Section>
      <Section title="Contact">
        <Text>
          Write to <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor> for questions about the
          service or to report content that breaks the law or these terms.
        </Text>
      </Section>
      <Section title="Use of the service">
        <Text>
          Accounts are personal: keep your password to yourself and sign out on shared computers. Upload only
          material you have the right to share. Teachers may record attendance and assess work submitted
          through the service; proctored tests watch whether the test window keeps focus, as announced before
          each such test.
        </Text>
      </Section>
      <Section title="Liability">
        <Text>
          We take care to keep the service available and correct, but cannot guarantee uninterrupted
          operation. Links to other sites are the responsibility of their owners.
        </Text>
      </Section>
    </TextPage>
  );
}
