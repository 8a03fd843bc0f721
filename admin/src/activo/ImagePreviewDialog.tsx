import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { imageUrl } from './imagen';
import type { Activo } from '../api/tipos';

/** The asset's image full size, titled with its description and code. */
export const ImagePreviewDialog = ({ activo, onClose }: { activo: Activo; onClose(): void }) => {
    const translate = useTranslate();
    return (
        <Dialog open onClose={onClose} maxWidth="lg">
            <DialogTitle>
                {activo.descripcion}
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {translate('resources.activos.image.code', { codigo: activo.codigo })}
                </Typography>
            </DialogTitle>
            <DialogContent>
                <Box
                    component="img"
                    src={imageUrl(activo.imagen)}
                    alt={activo.descripcion}
                    sx={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', mx: 'auto' }}
                />
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('ra.action.close')}</Button>
            </DialogActions>
        </Dialog>
    );
};
