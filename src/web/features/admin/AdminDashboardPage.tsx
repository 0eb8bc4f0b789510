import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { ReferenceKind } from '../../../core/schemas/reference';
import { HelpVideosAdminPanel } from '../help/HelpVideosAdminPanel';
import { ManualsAdminPanel } from '../manuals/ManualsAdminPanel';
import { ReferenceDataPanel, referenceKindOf } from '../reference/ReferenceDataPanel';
import { AdminOverview } from './AdminOverview';
import { AuditPanel } from './AuditPanel';
import { ADMIN_SECTIONS, type AdminSection, adminSectionOf } from './adminSections';
import { DeletedHistoryPanel } from './DeletedHistoryPanel';
import { ImportUsersPanel } from './ImportUsersPanel';
import { MailOutboxPanel } from './MailOutboxPanel';
import { PeoplePanel } from './PeoplePanel';
import { TeachersPanel } from './TeachersPanel';

/**
 * /admin_dashboard (admins only, SPEC §2): an overview of the admin tools, then one tab each for reference data,
 * people (search, add, import, export), teachers, the mail outbox, manuals, help videos, the deleted history and
 * the audit. The open tab and reference kind live in the address
 * (`?section=&kind=`), so a reload or a shared link opens the same place.
 */
export default function AdminDashboardPage() {
  const [params, setParams] = useSearchParams();
  const section = adminSectionOf(params.get('section'));
  const kind = referenceKindOf(params.get('kind'));
  const tabsRef = useRef<HTMLDivElement>(null);

  const show = (next: { section?: AdminSection; kind?: ReferenceKind }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.section) updated.set('section', next.section);
        if (next.kind) updated.set('kind', next.kind);
        return updated;
      },
      { replace: true },
    );

  const openFromOverview = (target: AdminSection, targetKind?: ReferenceKind) => {
    show({ section: target, kind: targetKind });
    // Move the reader to what they opened: the selected tab, which arrow keys then move along.
    requestAnimationFrame(() => {
      tabsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      tabsRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
    });
  };

  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          Administration
        </Title>
        <Text c="dimmed">
          The lists teachers choose from, everyone's accounts and their import, teacher approvals, the mail
          the app has written, manuals, help videos, what was removed and the audit of administrator actions.
        </Text>
      </Stack>
      <AdminOverview onOpen={openFromOverview} />
      <Tabs
        ref={tabsRef}
        value={section}
        onChange={(value) => show({ section: adminSectionOf(value) })}
        keepMounted={false}
        variant="outline"
      >
        <Tabs.List>
          {ADMIN_SECTIONS.map((each) => (
            <Tabs.Tab key={each.value} value={each.value}>
              {each.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="reference" pt="md">
          <ReferenceDataPanel kind={kind} onKindChange={(next) => show({ kind: next })} />
        </Tabs.Panel>
        <Tabs.Panel value="people" pt="md">
          <PeoplePanel />
        </Tabs.Panel>
        <Tabs.Panel value="import" pt="md">
          <ImportUsersPanel />
        </Tabs.Panel>
        <Tabs.Panel value="teachers" pt="md">
          <TeachersPanel />
        </Tabs.Panel>
        <Tabs.Panel value="outbox" pt="md">
          <MailOutboxPanel />
        </Tabs.Panel>
        <Tabs.Panel value="manuals" pt="md">
          <ManualsAdminPanel />
        </Tabs.Panel>
        <Tabs.Panel value="help" pt="md">
          <HelpVideosAdminPanel />
        </Tabs.Panel>
        <Tabs.Panel value="deleted" pt="md">
          <DeletedHistoryPanel />
        </Tabs.Panel>
        <Tabs.Panel value="audit" pt="md">
          <AuditPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
