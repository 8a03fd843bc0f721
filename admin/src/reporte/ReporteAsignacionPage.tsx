import { useState } from 'react';

import {
    Alert,
    Button,
    Card,
    CardContent,
    CircularProgress,
    MenuItem,
    Stack,
    TextField,
    Typography,
} from '@mui/material';

import AssessmentIcon from '@mui/icons-material/Assessment';
import PrintIcon from '@mui/icons-material/Print';
import { useTranslate } from 'react-admin';

import { DownloadProgressBar } from '../common/DownloadProgressBar';
import { useDownload } from '../common/download';
import { useErrorMessage } from '../common/errors';
import { Page } from '../common/Page';
import { useApiQuery } from '../common/useApiQuery';
import { API_URL } from '../dataProvider';
import { readSession } from '../session';
import { AsignacionResultado } from './AsignacionResultado';
import { consultaDe, TODOS, usuarioEtiqueta } from './record';

const texto = (clave: string) => `resources.reportes.asignacion.${clave}`;

/**
 * Reporte de Asignación: a user of the company (or all of them); Ver Reporte shows the assets grouped by user,
 * Imprimir saves the same report as a PDF.
 */
export const ReporteAsignacionPage = () => {
    const translate = useTranslate();
    const describe = useErrorMessage();
    const usuarios = useApiQuery(['usuariosDeCompania', readSession()?.companiaId], (api) =>
        api.usuariosDeCompania(readSession()?.companiaId),
    );
    const [usuarioId, setUsuarioId] = useState(TODOS);
    // Each Ver Reporte loads again, even for the same user.
    const [consulta, setConsulta] = useState<{ usuarioId: string; vez: number }>();
    const [problem, setProblem] = useState<string>();
    const { download, progress } = useDownload((error) =>
        setProblem(translate(texto('print_error'), { message: describe(error) })),
    );
    const imprimir = () => {
        setProblem(undefined);
        download(`${API_URL}/reportes/asignacion/pdf${consultaDe(usuarioId)}`, 'Reporte_Asignacion.pdf');
    };
    return (
        <Page title="app.pages.reporte_asignacion">
            <Card sx={{ mb: 2 }}>
                <CardContent>
                    {usuarios.load.state === 'error' && (
                        <Alert severity="error" sx={{ mb: 2 }}>
                            {translate(texto('users_error'), { message: usuarios.load.message })}
                        </Alert>
                    )}
                    <Stack direction={{ xs: 'column', sm: 'row' }} gap={1} alignItems={{ sm: 'center' }}>
                        <TextField
                            select
                            label={translate(texto('usuario'))}
                            value={usuarioId}
                            onChange={(event) => setUsuarioId(event.target.value)}
                            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                            sx={{ minWidth: 320 }}
                        >
                            <MenuItem value={TODOS}>{translate(texto('todos'))}</MenuItem>
                            {usuarios.load.state === 'done' &&
                                usuarios.load.data.map((usuario) => (
                                    <MenuItem key={usuario.id} value={String(usuario.id)}>
                                        {usuarioEtiqueta(usuario)}
                                    </MenuItem>
                                ))}
                        </TextField>
                        <Button
                            variant="contained"
                            startIcon={<AssessmentIcon />}
                            onClick={() => setConsulta({ usuarioId, vez: (consulta?.vez ?? 0) + 1 })}
                            sx={{ whiteSpace: 'nowrap' }}
                        >
                            {translate(texto('ver'))}
                        </Button>
                        <Button
                            variant="outlined"
                            disabled={Boolean(progress)}
                            startIcon={progress ? <CircularProgress size={18} color="inherit" /> : <PrintIcon />}
                            onClick={imprimir}
                            sx={{ whiteSpace: 'nowrap' }}
                        >
                            {translate(texto('imprimir'))}
                        </Button>
                    </Stack>
                    {progress && <DownloadProgressBar progress={progress} />}
                    {problem && (
                        <Alert severity="error" onClose={() => setProblem(undefined)} sx={{ mt: 2 }}>
                            {problem}
                        </Alert>
                    )}
                </CardContent>
            </Card>
            {consulta ? (
                <AsignacionResultado key={consulta.vez} usuarioId={consulta.usuarioId} />
            ) : (
                <Typography color="text.secondary">{translate(texto('hint'))}</Typography>
            )}
        </Page>
    );
};
