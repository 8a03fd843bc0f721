import { Box, Button, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import {
    AppBar as RaAppBar,
    LoadingIndicator,
    TitlePortal,
    useGetIdentity,
    useLogout,
    useTranslate,
} from 'react-admin';
import type { SessionIdentity } from '../authProvider';
import { CuentaMenu } from '../cuenta/CuentaMenu';

const SessionSummary = () => {
    const translate = useTranslate();
    const { identity } = useGetIdentity();
    const session = identity as SessionIdentity | undefined;
    const notAvailable = translate('app.app_bar.not_available');
    return (
        <Box sx={{ textAlign: 'right', mx: 2, display: { xs: 'none', sm: 'block' } }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {translate('app.app_bar.greeting', {
                    name: session?.fullName || translate('app.app_bar.default_user'),
                })}
            </Typography>
            <Typography variant="caption" component="div" sx={{ opacity: 0.9 }}>
                {session?.companiaNombre || notAvailable}
                {' · '}
                {translate('app.app_bar.ruc', { ruc: session?.companiaRuc || notAvailable })}
            </Typography>
        </Box>
    );
};

const LogoutButton = () => {
    const translate = useTranslate();
    const logout = useLogout();
    // Always land on a plain /login: the next login goes to / (spec), not back to this page.
    return (
        <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => logout({}, '/login', false)}>
            {translate('app.app_bar.logout')}
        </Button>
    );
};

export const AppBar = () => (
    <RaAppBar
        userMenu={false}
        toolbar={
            <>
                <LoadingIndicator />
                <CuentaMenu />
                <LogoutButton />
            </>
        }
    >
        <TitlePortal />
        <SessionSummary />
    </RaAppBar>
);
