import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import BuildIcon from '@mui/icons-material/Build';
import InventoryIcon from '@mui/icons-material/Inventory2';
import MonetizationOnIcon from '@mui/icons-material/MonetizationOn';
import PlaceIcon from '@mui/icons-material/Place';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../common/format';
import { formatSoles, formatSolesAbbreviated } from './format';
import type { DashboardData } from './types';

const StatCard = ({ label, value, detail, icon }: { label: string; value: string; detail?: string; icon: ReactNode }) => {
    const translate = useTranslate();
    return (
        <Card component="section" aria-label={translate(label)} sx={{ flex: '1 1 200px' }}>
            <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
                <Box>
                    <Typography variant="body2" color="text.secondary">
                        {translate(label)}
                    </Typography>
                    <Typography variant="h5" component="p">
                        {value}
                    </Typography>
                    {detail && (
                        <Typography variant="caption" color="text.secondary">
                            {detail}
                        </Typography>
                    )}
                </Box>
            </CardContent>
        </Card>
    );
};

/** Total Activos, En Mantenimiento, Valor Total (abbreviated, with the full amount) and Ubicaciones. */
export const StatCards = ({ stats }: { stats: DashboardData['stats'] }) => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <StatCard
            label="app.dashboard.cards.total_activos"
            value={formatNumber(stats.totalActivos)}
            icon={<InventoryIcon fontSize="large" />}
        />
        <StatCard
            label="app.dashboard.cards.en_mantenimiento"
            value={formatNumber(stats.activosEnMantenimiento)}
            icon={<BuildIcon fontSize="large" />}
        />
        <StatCard
            label="app.dashboard.cards.valor_total"
            value={formatSolesAbbreviated(stats.valorTotalActivos)}
            detail={formatSoles(stats.valorTotalActivos)}
            icon={<MonetizationOnIcon fontSize="large" />}
        />
        <StatCard
            label="app.dashboard.cards.ubicaciones"
            value={formatNumber(stats.totalUbicaciones)}
            icon={<PlaceIcon fontSize="large" />}
        />
    </Box>
);
