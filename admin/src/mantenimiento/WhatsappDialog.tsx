import {
    Alert,
    Button,
    Chip,
    CircularProgress,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    List,
    ListItem,
    ListItemText,
    Stack,
    Typography,
} from '@mui/material';

import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useNotify, useTranslate } from 'react-admin';

import { useApiQuery } from '../common/useApiQuery';
import { readSession } from '../session';
import { mantenimientoName } from './record';
import { enlacesWhatsapp, type EnlaceWhatsapp } from './whatsapp';
import type { Mantenimiento } from '../api/tipos';

/** "+51987654321": the number a wa.me link writes to. */
const numeroDe = (link: string) => `+${new URL(link).pathname.slice(1)}`;

const EnlaceItem = ({ enlace }: { enlace: EnlaceWhatsapp }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const text = (name: string) => translate(`resources.mantenimiento.whatsapp.${name}`);
    const copiar = async () => {
        try {
            // Outside a secure context the browser has no clipboard at all: that throws here too.
            await navigator.clipboard.writeText(enlace.link);
            notify('resources.mantenimiento.whatsapp.copied', { type: 'success' });
        } catch {
            notify('resources.mantenimiento.whatsapp.copy_error', { type: 'error' });
        }
    };
    return (
        <ListItem
            divider
            aria-label={enlace.nombre}
            secondaryAction={
                <Stack direction="row" spacing={1}>
                    <Button
                        component="a"
                        href={enlace.link}
                        target="_blank"
                        rel="noopener noreferrer"
                        size="small"
                        variant="contained"
                        color="success"
                        startIcon={<OpenInNewIcon />}
                    >
                        {text('open')}
                    </Button>
                    <Button size="small" variant="outlined" startIcon={<ContentCopyIcon />} onClick={copiar}>
                        {text('copy')}
                    </Button>
                </Stack>
            }
            sx={{ pr: 28 }}
        >
            <ListItemText
                primary={
                    <Stack direction="row" spacing={1} alignItems="center">
                        <span>{enlace.nombre}</span>
                        {enlace.aviso && <Chip size="small" variant="outlined" label={text(`avisos.${enlace.aviso}`)} />}
                    </Stack>
                }
                secondary={`${enlace.rol ?? translate('resources.mantenimiento.usuarios.sin_rol')} · ${numeroDe(enlace.link)}`}
            />
        </ListItem>
    );
};

/** The WhatsApp message link of each assigned user who has a number, to open or copy. */
export const WhatsappDialog = ({ mantenimiento, onClose }: { mantenimiento: Mantenimiento; onClose(): void }) => {
    const translate = useTranslate();
    const usuarios = useApiQuery(['usuariosDeCompania', readSession()?.companiaId], (api) =>
        api.usuariosDeCompania(readSession()?.companiaId),
    );
    const avisos = useApiQuery(['avisosDeMantenimiento', mantenimiento.id], (api) =>
        api.avisosDeMantenimiento(mantenimiento.id),
    );
    const loads = [usuarios.load, avisos.load];
    const failed = loads.find((load) => load.state === 'error');
    const enlaces =
        usuarios.load.state === 'done' && avisos.load.state === 'done'
            ? enlacesWhatsapp(mantenimiento, usuarios.load.data, avisos.load.data)
            : undefined;
    return (
        <Dialog open fullWidth maxWidth="md" onClose={onClose}>
            <DialogTitle>
                {translate('resources.mantenimiento.whatsapp.title')}
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {mantenimientoName(mantenimiento)}
                </Typography>
            </DialogTitle>
            <DialogContent>
                {failed?.state === 'error' && (
                    <Alert severity="error">
                        {translate('resources.mantenimiento.whatsapp.load_error', { message: failed.message })}
                    </Alert>
                )}
                {!failed && !enlaces && <CircularProgress size={28} />}
                {enlaces?.length === 0 && <Typography>{translate('resources.mantenimiento.whatsapp.empty')}</Typography>}
                {enlaces && enlaces.length > 0 && (
                    <List disablePadding>
                        {enlaces.map((enlace) => (
                            <EnlaceItem key={enlace.usuarioId} enlace={enlace} />
                        ))}
                    </List>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('ra.action.close')}</Button>
            </DialogActions>
        </Dialog>
    );
};
