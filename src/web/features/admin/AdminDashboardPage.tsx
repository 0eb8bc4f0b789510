import { Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { type ComponentType, lazy, type ReactNode, Suspense, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { ReferenceKind } from '../../../core/constants';
import { referenceKindOf } from '../reference/referenceViews';
import { AdminOverview } from './AdminOverview';
import { ADMIN_SECTIONS, type AdminSection, adminSectionOf } from './adminSections';

/** A panel module's named export as the default `lazy` wants. */
function panel<Props>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await load() }));
}

// Only the open tab's panel is drawn (keepMounted={false}), so each panel's code (the import's CSV reader, the
// forms and their checks, the tables) is fetched when its tab opens, not before the page's first paint (issue 40).
const ReferenceDataPanel = panel(
  async () => (await import('../reference/ReferenceDataPanel')).ReferenceDataPanel,
);
const PANELS: Record<Exclude<AdminSection, 'reference'>, ComponentType> = {
  people: panel(async () => (await import('./PeoplePanel')).PeoplePanel),
  import: panel(async () => (await import('./ImportUsersPanel')).ImportUsersPanel),
  teachers: panel(async () => (await import('./TeachersPanel')).TeachersPanel),
  outbox: panel(async () => (await import('./MailOutboxPanel')).MailOutboxPanel),
  manuals: panel(async () => (await import('../manuals/ManualsAdminPanel')).ManualsAdminPanel),
  help: panel(async () => (await import('../help/HelpVideosAdminPanel')).HelpVideosAdminPanel),
  deleted: panel(async () => (await import('./DeletedHistoryPanel')).DeletedHistoryPanel),
  audit: panel(async () => (await import('./AuditPanel')).AuditPanel),
};

function PanelLoading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading this section">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      }
    >
      {children}
    </Suspense>
  );
}

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
          <PanelLoading>
            <ReferenceDataPanel kind={kind} onKindChange={(next) => show({ kind: next })} />
          </PanelLoading>
        </Tabs.Panel>
        {Object.entries(PANELS).map(([value, Panel]) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <PanelLoading>
              <Panel />
            </PanelLoading>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
