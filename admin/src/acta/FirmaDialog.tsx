import { useRef, useState, type ChangeEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import { FirmaPad, type FirmaPadHandle } from './FirmaPad';
import { useRegistrarActa } from './useRegistrarActa';
import type { Acta } from '../api/tipos';

const t = (name: string) => `resources.actas-entrega.firma.${name}`;

/** Firmar acta: the custodian draws the signature on screen, or the signed paper acta is uploaded scanned. Once. */
export const FirmaDialog = ({ acta, onClose }: { acta: Acta; onClose(): void }) => {
    const translate = useTranslate();
    const pad = useRef<FirmaPadHandle>(null);
    const [vacia, setVacia] = useState(true);
    const { registrar, guardando } = useRegistrarActa(onClose, { exito: t('firmada'), error: t('error') });
    const subir = (event: ChangeEvent<HTMLInputElement>) => {
        const archivo = event.target.files?.[0];
        event.target.value = '';
        if (!archivo) return;
        const form = new FormData();
        form.append('file', archivo);
        void registrar((api) => api.firmarActaConEscaneo(acta.tipo, acta.id, form));
    };
    return (
        <Dialog open onClose={guardando ? undefined : onClose} maxWidth="sm" fullWidth>
            <DialogTitle>{translate(t('title'), { numero: acta.numero })}</DialogTitle>
            <DialogContent dividers>
                <Typography variant="body2" sx={{ mb: 1 }}>
                    {acta.custodioNombre} · {translate(t('instrucciones'))}
                </Typography>
                <FirmaPad ref={pad} label={translate(t('pad'))} onChange={setVacia} />
                <Divider sx={{ my: 2 }} />
                <Typography variant="body2" sx={{ mb: 1 }}>
                    {translate(t('escaneo'))}
                </Typography>
                <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={guardando}>
                    {translate(t('subir'))}
                    <input hidden type="file" accept="image/jpeg,image/png" onChange={subir} />
                </Button>
            </DialogContent>
            <DialogActions>
                <Button onClick={() => pad.current?.limpiar()} disabled={vacia || guardando} sx={{ mr: 'auto' }}>
                    {translate(t('limpiar'))}
                </Button>
                <Button onClick={onClose} disabled={guardando}>
                    {translate('ra.action.cancel')}
                </Button>
                <Button
                    variant="contained"
                    disabled={vacia || guardando}
                    onClick={() => {
                        const imagen = pad.current?.imagen();
                        if (imagen) void registrar((api) => api.firmarActa(acta.tipo, acta.id, imagen));
                    }}
                >
                    {translate(t('guardar'))}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
