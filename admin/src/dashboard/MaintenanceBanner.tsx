import { Alert, AlertTitle, Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DashboardData } from './types';

/** Shown only while a maintenance is overdue or due today (docs/especificacion-operaciones.md §2), with the three counts as badges. */
export const MaintenanceBanner = ({ upcoming }: { upcoming: DashboardData['upcomingMaintenance'] }) => {
    const translate = useTranslate();
    if (upcoming.overdue <= 0 && upcoming.dueToday <= 0) return null;
    return (
        <Alert severity="warning">
            <AlertTitle>{translate('app.dashboard.banner.title')}</AlertTitle>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Chip color="error" label={translate('app.dashboard.banner.overdue', { count: upcoming.overdue })} />
                <Chip color="warning" label={translate('app.dashboard.banner.today', { count: upcoming.dueToday })} />
                <Chip color="info" label={translate('app.dashboard.banner.week', { count: upcoming.dueThisWeek })} />
            </Stack>
        </Alert>
    );
};
