import './styles/publicSheets';
import '@mantine/notifications/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TOAST_DEFAULT_MS } from '../../core/constants';
import { ModalStackHost } from '../components/modalStack';
import { queryClient } from './queryClient';
import { cssVariablesResolver, theme } from './theme';

/** Everything pages rely on: the theme, server data, top-left toasts (SPEC §9) and the modal stack (SPEC §4). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Notifications position="top-left" autoClose={TOAST_DEFAULT_MS} limit={5} />
        {children}
        <ModalStackHost />
      </QueryClientProvider>
    </MantineProvider>
  );
}
