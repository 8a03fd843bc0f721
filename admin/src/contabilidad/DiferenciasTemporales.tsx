import { useState } from 'react';
import { Button, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import TableViewIcon from '@mui/icons-material/TableView';
import { useTranslate } from 'react-admin';
import { useDownload } from '../common/download';
import { DownloadProgressBar } from '../common/DownloadProgressBar';
import { useErrorMessage } from '../common/errors';
import { formatMoney } from '../common/format';
import { TablaCargada } from '../common/TablaDialog';
import { useApiQuery } from '../common/useApiQuery';
import { API_URL } from '../dataProvider';
import { anioPorDefecto, aniosDelLibro } from '../reporte/periodo';
import type { DiferenciaTemporal } from '../api/tipos';
import { Seccion } from './Seccion';

const T = 'resources.contabilidad.diferencias';

/** The year's temporary differences between the tax and the financial book (NIC 12), with their totals and the spreadsheet. */
export const DiferenciasTemporales = () => {
    const translate = useTranslate();
    const describe = useErrorMessage();
    const [anio, setAnio] = useState(anioPorDefecto);
    const [problema, setProblema] = useState<string>();
    const { load } = useApiQuery(['diferencias-temporales', anio], (api) => api.diferenciasTemporales(anio));
    const { download, progress } = useDownload((error) => setProblema(describe(error)));
    const filas = load.state === 'done' ? { state: 'done' as const, data: load.data.activos } : load;
    const columna = (campo: string) => translate(`${T}.columnas.${campo}`);
    const importe = (campo: keyof DiferenciaTemporal) => ({ label: columna(campo), render: (fila: DiferenciaTemporal) => formatMoney(fila[campo]), align: 'right' as const });
    return (
        <Seccion clave={T} problema={problema} onCerrarProblema={() => setProblema(undefined)}>
            <Stack direction="row" gap={2} alignItems="center" flexWrap="wrap" sx={{ mb: 2 }}>
                <TextField select size="small" label={translate(`${T}.anio`)} value={anio} onChange={(event) => setAnio(Number(event.target.value))} sx={{ width: 140 }}>
                    {aniosDelLibro().map((opcion) => (
                        <MenuItem key={opcion} value={opcion}>
                            {opcion}
                        </MenuItem>
                    ))}
                </TextField>
                <Button
                    variant="outlined"
                    color="success"
                    disabled={Boolean(progress)}
                    startIcon={progress ? <CircularProgress size={18} color="inherit" /> : <TableViewIcon />}
                    onClick={() => download(`${API_URL}/reportes/diferencias-temporales/excel?anio=${anio}`, `Diferencias_Temporales_${anio}.xlsx`)}
                >
                    {translate(`${T}.excel`)}
                </Button>
                {load.state === 'done' && (
                    <Typography variant="body2" color="text.secondary">
                        {translate(`${T}.tasa`, { tasa: load.data.tasaImpuestoDiferido.toFixed(2) })}
                        {load.data.provisional && ` · ${translate(`${T}.provisional`)}`}
                    </Typography>
                )}
            </Stack>
            {progress && <DownloadProgressBar progress={progress} />}
            <TablaCargada<DiferenciaTemporal>
                load={filas}
                errorText={(message) => translate(`${T}.error`, { message })}
                empty={<Typography color="text.secondary">{translate(`${T}.vacio`)}</Typography>}
                label={translate(`${T}.title`)}
                maxHeight={360}
                rowKey={(fila) => fila.activoId}
                columns={[
                    { label: columna('codigo'), render: (fila) => fila.codigo },
                    { label: columna('descripcion'), render: (fila) => fila.descripcion },
                    importe('tributaria'),
                    importe('financiera'),
                    importe('diferencia'),
                    importe('impuestoDiferido'),
                ]}
            />
            {load.state === 'done' && (
                <Stack direction="row" gap={3} flexWrap="wrap" justifyContent="flex-end" sx={{ mt: 1 }} aria-label={columna('totales')}>
                    {(['tributaria', 'financiera', 'diferencia', 'impuestoDiferido'] as const).map((campo) => (
                        <Typography key={campo} fontWeight={600}>
                            {columna(campo)}: {formatMoney(load.data.totales[campo])}
                        </Typography>
                    ))}
                </Stack>
            )}
        </Seccion>
    );
};
