import { Alert, Box, Button, LinearProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import CodeIcon from '@mui/icons-material/Code';
import PrintIcon from '@mui/icons-material/Print';
import VerifiedIcon from '@mui/icons-material/Verified';
import { useNotify, useTranslate } from 'react-admin';
import { useDownload } from '../common/download';
import { DownloadProgressBar } from '../common/DownloadProgressBar';
import { useErrorMessage } from '../common/errors';
import { formatDateTime } from '../common/format';
import { API_URL } from '../dataProvider';
import { EstadoGuiaChip } from './EstadoGuiaChip';
import { aceptada, enCurso, type GuiaElectronica } from './record';

const t = (clave: string) => `resources.gre/guias.${clave}`;

/** The guide's files: the printed guide once SUNAT took it, the signed XML once sent, SUNAT's CDR once it answered. */
const DescargasDeLaGuia = ({ guia }: { guia: GuiaElectronica }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const describe = useErrorMessage();
    const { download, progress } = useDownload((error) => notify(t('notifications.download_error'), { type: 'error', messageArgs: { message: describe(error) } }));
    const base = `${API_URL}/Movimiento/${guia.movimientoId}/gre`;
    return (
        <>
            {progress && <DownloadProgressBar progress={progress} />}
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ my: 1 }}>
                {aceptada(guia) && (
                    <Button variant="contained" startIcon={<PrintIcon />} disabled={Boolean(progress)} onClick={() => download(`${base}/pdf`, `GRE_${guia.documento}.pdf`)}>
                        {translate(t('actions.pdf'))}
                    </Button>
                )}
                {guia.ticket !== null && (
                    <Button variant="outlined" startIcon={<CodeIcon />} disabled={Boolean(progress)} onClick={() => download(`${base}/xml`, `${guia.documento}.xml`)}>
                        {translate(t('actions.xml'))}
                    </Button>
                )}
                {guia.cdr && (
                    <Button variant="outlined" startIcon={<VerifiedIcon />} disabled={Boolean(progress)} onClick={() => download(`${base}/cdr`, `R-${guia.documento}.zip`)}>
                        {translate(t('actions.cdr'))}
                    </Button>
                )}
            </Stack>
        </>
    );
};

/** Each send and query, with what SUNAT answered. */
const IntentosDeLaGuia = ({ intentos }: { intentos: GuiaElectronica['intentos'] }) => {
    const translate = useTranslate();
    if (!intentos.length) return null;
    return (
        <>
            <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
                {translate(t('dialog.intentos'))}
            </Typography>
            <List dense disablePadding>
                {intentos.map((intento) => (
                    <ListItem key={`${intento.fecha}${intento.resultado}`} disableGutters>
                        <ListItemText primary={intento.resultado} secondary={formatDateTime(intento.fecha)} />
                    </ListItem>
                ))}
            </List>
        </>
    );
};

/** SUNAT's answer: its code and text, the notes, and what a rejection means. */
const RespuestaDeSunat = ({ guia }: { guia: GuiaElectronica }) => {
    const translate = useTranslate();
    if (!guia.cdr) return null;
    return (
        <Alert severity={aceptada(guia) ? (guia.estado === 'observado' ? 'warning' : 'success') : 'error'} sx={{ my: 1.5 }}>
            {translate(t('dialog.sunat'), { codigo: guia.cdr.codigo, descripcion: guia.cdr.descripcion })}
            {guia.estado === 'rechazado' && <Box component="div">{translate(t('dialog.rechazada'), { documento: guia.documento })}</Box>}
            {guia.cdr.observaciones.length > 0 && (
                <List dense disablePadding aria-label={translate(t('dialog.observaciones'))}>
                    {guia.cdr.observaciones.map((observacion) => (
                        <ListItem key={observacion} disableGutters>
                            <ListItemText primary={observacion} />
                        </ListItem>
                    ))}
                </List>
            )}
        </Alert>
    );
};

/** What SUNAT made of the guide: its state, SUNAT's code and text, the notes, each send and query, and the downloads. */
export const EstadoDeLaGuia = ({ guia }: { guia: GuiaElectronica }) => {
    const translate = useTranslate();
    return (
        <Box component="section" aria-label={guia.documento} sx={{ mb: 2 }}>
            <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 1 }}>
                <Typography variant="h6" component="h3">
                    {guia.documento}
                </Typography>
                <EstadoGuiaChip estado={guia.estado} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
                {translate(t('dialog.emitida'), { fecha: formatDateTime(guia.emitidaEl), usuario: guia.emitidaPor })}
                {guia.ticket && ` · ${translate(t('dialog.ticket'), { ticket: guia.ticket })}`}
            </Typography>
            {enCurso(guia) && (
                <Box sx={{ my: 2 }} role="status">
                    <LinearProgress aria-label={translate(t('dialog.esperando'))} />
                    <Typography variant="body2" sx={{ mt: 0.5 }}>
                        {translate(t('dialog.esperando'))}
                    </Typography>
                </Box>
            )}
            <RespuestaDeSunat guia={guia} />
            {guia.error && (
                <Alert severity="error" sx={{ my: 1.5 }}>
                    {translate(t('dialog.error'), { mensaje: guia.error.mensaje })}
                </Alert>
            )}
            <DescargasDeLaGuia guia={guia} />
            <IntentosDeLaGuia intentos={guia.intentos} />
        </Box>
    );
};
