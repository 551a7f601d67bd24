import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppQueryClient } from '@/lib/query';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import '@/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProvider queryClient={createAppQueryClient()}>
      <RouterProvider router={createAppRouter()} />
    </AppProvider>
  </StrictMode>,
);
