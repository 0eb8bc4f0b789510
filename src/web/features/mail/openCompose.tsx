import { lazy, Suspense } from 'react';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { openModal } from '../../components/modalStack';
import type { ComposeStart } from './compose';

// The form's code (the recipient search, the editor, the attachments) loads as the dialog first opens, not with
// the mail page (issue 40).
const ComposeForm = lazy(() => import('./ComposeForm').then((module) => ({ default: module.ComposeForm })));

/**
 * Opens the compose dialog on a new message, a reply, a forward or a draft; `names` labels the addresses it starts
 * with.
 */
export function openCompose(start: ComposeStart, names: Record<string, string> = {}, title = 'New message') {
  openModal({
    title,
    size: 'xl',
    render: (close) => (
      <Suspense fallback={<LoadingSpinner />}>
        <ComposeForm start={start} names={names} close={close} />
      </Suspense>
    ),
  });
}
