import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { ModalStackHost } from '../components/ModalStackHost';
import { ToastHost } from '../components/ToastHost';
import { ServerDataProvider } from '../platform/serverData';
import { cssVariablesResolver, theme } from '../platform/theme';
import './global.css';
import './styles/publicSheets';

/** Everything pages rely on: the theme, server data, top-left toasts (SPEC §9) and the modal stack (SPEC §4). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      // Every theme variable is written here, so the sheet of Mantine's defaults stays out of the first page (issue 13).
      deduplicateCssVariables={false}
    >
      <ServerDataProvider>
        <ToastHost />
        {children}
        <ModalStackHost />
      </ServerDataProvider>
    </MantineProvider>
  );
}
