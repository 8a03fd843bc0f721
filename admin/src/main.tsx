import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';

// react-admin would create a hash router; the spec's routes are real paths (/registraractivos),
// which the API answers with index.html. A data router keeps react-admin's unsaved-changes guard working.
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

// useTransitions off, as in react-admin's own router: inside a transition, react-admin's logout clears its
// query cache before the redirect to /login commits, so the auth check reruns and redirects in a loop.
createRoot(document.getElementById('root')!).render(
    <StrictMode>
        <RouterProvider router={router} useTransitions={false} />
    </StrictMode>,
);
