import './styles/publicSheets';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ModalStackHost } from '../components/modalStack';
import { ToastHost } from '../components/ToastHost';
import { queryClient } from './queryClient';
import { cssVariablesResolver, theme } from './theme';

/** Everything pages rely on: the theme, server data, top-left toasts (SPEC §9) and the modal stack (SPEC §4). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <ToastHost />
        {children}
        <ModalStackHost />
      </QueryClientProvider>
    </MantineProvider>
  );
}
