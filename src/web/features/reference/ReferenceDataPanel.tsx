import { Tabs } from '@mantine/core';
import { REFERENCE_KINDS, type ReferenceKind } from '../../../core/constants';
import { ReferenceKindPanel } from './ReferenceKindPanel';
import { REFERENCE_VIEWS, referenceKindOf } from './referenceViews';

/** Reference data on the admin dashboard: one tab per kind (arrow keys move between tabs). */
export function ReferenceDataPanel({
  kind,
  onKindChange,
}: {
  kind: ReferenceKind;
  onKindChange: (kind: ReferenceKind) => void;
}) {
  return (
    <Tabs value={kind} onChange={(value) => onKindChange(referenceKindOf(value))} keepMounted={false}>
      <Tabs.List>
        {REFERENCE_KINDS.map((each) => (
          <Tabs.Tab key={each} value={each}>
            {REFERENCE_VIEWS[each].title}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {REFERENCE_KINDS.map((each) => (
        <Tabs.Panel key={each} value={each} pt="md">
          <ReferenceKindPanel view={REFERENCE_VIEWS[each]} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
