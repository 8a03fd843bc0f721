import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout as RaLayout } from 'react-admin';
import { getToken } from '../session';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { SessionWatcher } from './SessionWatcher';

// The spec shows the navigation bar only while a token is stored; the public pages
// (not found, access denied) then render on their own. Protected routes redirect to /login.
// A session is watched for idleness and refusals wherever it shows the app.
export const Layout = ({ children }: { children: ReactNode }) =>
    getToken() ? (
        <>
            <SessionWatcher />
            <RaLayout appBar={AppBar} menu={Menu}>
                {children}
            </RaLayout>
        </>
    ) : (
        <Box component="main" sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
            {children}
        </Box>
    );
