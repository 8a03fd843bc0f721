import { useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout as RaLayout } from 'react-admin';
import { CambiarContrasenaDialog } from '../cuenta/CambiarContrasenaDialog';
import { cambioDeContrasenaHecho, cambioDeContrasenaPendiente, getToken } from '../session';
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
            <CambioDeContrasenaPendiente />
            <RaLayout appBar={AppBar} menu={Menu}>
                {children}
            </RaLayout>
        </>
    ) : (
        <Box component="main" sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
            {children}
        </Box>
    );

/** Signed in with the demo password: a new one before anything else (the dialog cannot be dismissed). */
const CambioDeContrasenaPendiente = () => {
    const [pendiente, setPendiente] = useState(cambioDeContrasenaPendiente);
    if (!pendiente) return null;
    const hecho = () => {
        cambioDeContrasenaHecho();
        setPendiente(false);
    };
    return <CambiarContrasenaDialog obligatorio onClose={hecho} />;
};
