import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import type { SessionIdentity } from '../authProvider';
import { userTypeLabel } from '../common/roles';

const Detail = ({ label, value }: { label: string; value: string }) => (
    <Box>
        <Typography variant="caption" color="text.secondary">
            {label}
        </Typography>
        <Typography>{value}</Typography>
    </Box>
);

/** The welcome line with the user's name and the greeting's role label, and the session's company. */
export const WelcomeCard = () => {
    const translate = useTranslate();
    const { identity } = useGetIdentity();
    const session = identity as SessionIdentity | undefined;
    const notAvailable = translate('app.app_bar.not_available');
    return (
        <Card>
            <CardContent>
                <Typography variant="h5" component="h1">
                    {translate('app.dashboard.welcome', {
                        name: session?.fullName || translate('app.app_bar.default_user'),
                    })}
                </Typography>
                <Typography color="text.secondary" gutterBottom>
                    {translate('app.dashboard.role', { role: translate(userTypeLabel(session?.userType)) })}
                </Typography>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ mt: 2 }}>
                    <Detail label={translate('app.dashboard.company')} value={session?.companiaNombre || notAvailable} />
                    <Detail label={translate('app.dashboard.ruc')} value={session?.companiaRuc || notAvailable} />
                </Stack>
            </CardContent>
        </Card>
    );
};
