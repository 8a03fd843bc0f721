import { Box, CircularProgress, Stack } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { DashboardCharts } from './DashboardCharts';
import { MaintenanceBanner } from './MaintenanceBanner';
import { QuickActions } from './QuickActions';
import { StatCards } from './StatCards';
import { useDashboardData } from './useDashboardData';
import { VencimientosCard } from './VencimientosCard';
import { WelcomeCard } from './WelcomeCard';
import { RetryAlert } from '../common/RetryAlert';

/** Inicio (docs/especificacion-operaciones.md §2 "Tablero"): the company's figures, reloaded every five minutes. */
export const Dashboard = () => {
    const translate = useTranslate();
    const { data, loading, error, reload } = useDashboardData();
    return (
        <Box sx={{ p: 2 }}>
            <Title title="app.dashboard.title" />
            <Stack spacing={2}>
                <WelcomeCard />
                {error && (
                    <RetryAlert onRetry={reload}>
                        {error}
                    </RetryAlert>
                )}
                {loading ? (
                    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
                        <CircularProgress aria-label={translate('app.dashboard.loading')} />
                    </Box>
                ) : (
                    <>
                        <MaintenanceBanner upcoming={data.upcomingMaintenance} />
                        <StatCards stats={data.stats} />
                        <VencimientosCard />
                        <QuickActions />
                        <DashboardCharts data={data} />
                    </>
                )}
            </Stack>
        </Box>
    );
};
