import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { FeedbackHost } from '../components/feedback/FeedbackHost';
import { queryClient } from '../lib/queryClient';
import { getAppStore, subscribeAppStore } from '../lib/store';
import { themeModeAtom } from '../lib/themeMode';
import { MEDIA, useMediaQuery } from '../lib/useMediaQuery';
import { DesktopEvents } from './DesktopEvents';
import { productTheme } from './theme';

/** Spec 00 section 9: toasts close after 3000 ms (antd counts seconds). */
const TOAST = { duration: 3, maxCount: 3 };

/** The jotai store, swapped for a fresh one at logout (lib/store.ts). */
function AppStoreProvider({ children }: { children: ReactNode }) {
  const store = useSyncExternalStore(subscribeAppStore, getAppStore);
  return <JotaiProvider store={store}>{children}</JotaiProvider>;
}

function ThemedAnt({ children }: { children: ReactNode }) {
  const mode = useAtomValue(themeModeAtom);
  const reducedMotion = useMediaQuery(MEDIA.reducedMotion);
  const themeConfig = productTheme(mode, { motion: !reducedMotion });
  useEffect(() => {
    document.documentElement.style.colorScheme = mode;
    document.documentElement.dataset.theme = mode;
    document.body.style.background = String(themeConfig.token?.colorBgLayout);
  }, [mode, themeConfig.token?.colorBgLayout]);
  return (
    <ConfigProvider theme={themeConfig} wave={{ disabled: reducedMotion }}>
      <AntApp message={TOAST} notification={{ duration: 3 }}>
        <FeedbackHost />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppStoreProvider>
      <QueryClientProvider client={queryClient}>
        <ThemedAnt>
          <DesktopEvents />
          {children}
        </ThemedAnt>
      </QueryClientProvider>
    </AppStoreProvider>
  );
}
