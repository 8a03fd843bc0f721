import type { ReactNode } from 'react';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import AddBoxIcon from '@mui/icons-material/AddBox';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BuildIcon from '@mui/icons-material/Build';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useCanWrite } from '../common/useCanWrite';
import { CREATE_ON_ARRIVAL } from './useCreateOnArrival';

interface Action {
    label: string;
    to: string;
    icon: ReactNode;
    /** Opens the target list's create dialog on arrival. */
    create?: boolean;
    /** Only for users who may write business data. */
    writes?: boolean;
}

const ACTIONS: Action[] = [
    { label: 'registrar_activo', to: '/registraractivos', icon: <AddBoxIcon />, create: true, writes: true },
    { label: 'nuevo_movimiento', to: '/movimientos/create', icon: <LocalShippingIcon />, writes: true },
    { label: 'programar_mantenimiento', to: '/mantenimiento', icon: <BuildIcon />, create: true, writes: true },
    { label: 'generar_reporte', to: '/reportes', icon: <AssessmentIcon /> },
];

/** Registrar Activo, Nuevo Movimiento, Programar Mantenimiento and Generar Reporte. */
export const QuickActions = () => {
    const translate = useTranslate();
    const canWrite = useCanWrite();
    return (
        <Card component="section" aria-label={translate('app.dashboard.actions.title')}>
            <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                    {translate('app.dashboard.actions.title')}
                </Typography>
                <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {ACTIONS.map(({ label, to, icon, create, writes }) => (
                        <Button
                            key={label}
                            variant="contained"
                            component={Link}
                            to={to}
                            state={create ? CREATE_ON_ARRIVAL : undefined}
                            startIcon={icon}
                            disabled={writes && !canWrite}
                        >
                            {translate(`app.dashboard.actions.${label}`)}
                        </Button>
                    ))}
                </Stack>
            </CardContent>
        </Card>
    );
};
