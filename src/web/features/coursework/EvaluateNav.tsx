import { SegmentedControl, Select } from '@mantine/core';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { PHONE_MEDIA } from '../../platform/theme';
import { EVALUATE_NAV } from './marking';

/**
 * The switch between the /evaluate pages (SPEC §2): every kind of work side by side on a desktop, a picker on a
 * phone, where five of them do not fit a line.
 */
export function EvaluateNav({ current }: { current: string }) {
  const navigate = useNavigate();
  const phone = useMediaQuery(PHONE_MEDIA, false, { getInitialValueInEffect: false });
  const go = (path: string | null) => {
    if (path && path !== current) void navigate(path);
  };
  return phone ? (
    <Select label="Kind of work" data={EVALUATE_NAV} value={current} onChange={go} allowDeselect={false} />
  ) : (
    <SegmentedControl aria-label="Kind of work" value={current} onChange={go} data={EVALUATE_NAV} />
  );
}
