import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { MESSAGES } from '../../core/constants';
import { openModal } from './modalStack';

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  /** Info mode: only an Ok button (SPEC §4). */
  info?: boolean;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action shows its button in red. */
  danger?: boolean;
}

/** SPEC §4 and §8: code 0 'User accepted.' on accept, code 1 'User denied.' on deny or dismissal. */
export type ConfirmResult =
  | { code: 0; msg: typeof MESSAGES.userAccepted }
  | { code: 1; msg: typeof MESSAGES.userDenied };

const accepted: ConfirmResult = { code: 0, msg: MESSAGES.userAccepted };
const denied: ConfirmResult = { code: 1, msg: MESSAGES.userDenied };

/** The confirmation dialog as a promise: `if ((await confirm({...})).code === 0) ...`. */
export function confirm(options: ConfirmOptions): Promise<ConfirmResult> {
  return new Promise((resolve) => {
    let result = denied;
    openModal({
      title: options.title,
      onClose: () => resolve(result),
      render: (close) => {
        const answer = (value: ConfirmResult) => {
          result = value;
          close();
        };
        return (
          <>
            {typeof options.message === 'string' ? <Text>{options.message}</Text> : options.message}
            <Group justify="flex-end" mt="lg">
              {!options.info && (
                // A destructive action is not one key press away: the dialog opens on the safe answer.
                <Button
                  variant="default"
                  data-autofocus={options.danger || undefined}
                  onClick={() => answer(denied)}
                >
                  {options.cancelLabel ?? 'Cancel'}
                </Button>
              )}
              <Button
                data-autofocus={!options.danger || undefined}
                // red.8: white text on the default red.6 is below the 4.5:1 contrast WCAG asks for.
                color={options.danger ? 'red.8' : undefined}
                onClick={() => answer(accepted)}
              >
                {options.confirmLabel ?? (options.info ? 'Ok' : 'Confirm')}
              </Button>
            </Group>
          </>
        );
      },
    });
  });
}
