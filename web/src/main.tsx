import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { accountQueryOptions } from './lib/account/get-account';
import { systemSettingsQueryOptions } from './lib/system-settings';
import { setupI18n } from './i18n/setup-i18n';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './routes/router';
import { StartupError } from './routes/shell/startup-error';
import './styles/base.css';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  const queryClient = createQueryClient();
  try {
    // The settings are read once at start-up, before routing; the session and the
    // shell's texts load alongside, so the first screen waits for one round trip, not three.
    await Promise.all([
      setupI18n(),
      queryClient.fetchQuery(systemSettingsQueryOptions),
      queryClient.fetchQuery(accountQueryOptions),
    ]);
  } catch (error) {
    console.error(error);
    root.render(<StartupError />);
    return;
  }
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createAppRouter(queryClient)} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
