import { Box, ButtonBase, Checkbox, Chip, Typography, type SxProps, type Theme } from '@mui/material';
import { yellow } from '@mui/material/colors';
import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import { useListContext, useRecordContext, useTranslate } from 'react-admin';
import { thumbnailUrl } from './imagen';
import type { Activo } from '../api/tipos';

// The cells of an asset row of the list (docs/especificacion-activos.md §2 "Lista de activos").

const THUMBNAIL_PX = 48;

/** The row's number across pages: 26 is the first row of page 2 at 25 a page. */
export const NumeroFila = () => {
    const activo = useRecordContext<Activo>();
    const { data, page, perPage } = useListContext<Activo>();
    const index = data?.findIndex((row) => row.id === activo?.id) ?? -1;
    return index < 0 ? null : <>{(page - 1) * perPage + index + 1}</>;
};

// The selection Imprimir etiquetas prints. Not react-admin's bulk checkboxes: those put their name on the box
// around the input, where a screen reader does not read it.

/** A row's checkbox, named by the asset's code. */
export const SeleccionFila = () => {
    const translate = useTranslate();
    const activo = useRecordContext<Activo>();
    const { selectedIds, onToggleItem } = useListContext<Activo>();
    if (!activo) return null;
    return (
        <Checkbox
            size="small"
            checked={selectedIds.includes(activo.id)}
            onChange={() => onToggleItem(activo.id)}
            slotProps={{ input: { 'aria-label': translate('resources.activos.seleccion.fila', { codigo: activo.codigo }) } }}
        />
    );
};

/** The column's header: selects the page's rows, or, with a selection (of this page or others), clears it. */
export const SeleccionPagina = () => {
    const translate = useTranslate();
    const { data = [], selectedIds, onSelect, onUnselectItems } = useListContext<Activo>();
    const alguna = selectedIds.length > 0;
    const todas = data.length > 0 && data.every((activo) => selectedIds.includes(activo.id));
    return (
        <Checkbox
            size="small"
            checked={todas}
            indeterminate={alguna && !todas}
            disabled={!alguna && !data.length}
            onChange={() => (alguna ? onUnselectItems() : onSelect(data.map((activo) => activo.id)))}
            slotProps={{ input: { 'aria-label': translate(`resources.activos.seleccion.${alguna ? 'quitar' : 'pagina'}`) } }}
        />
    );
};

/** The image, small; clicking it opens it full size. */
export const Thumbnail = ({ onOpen }: { onOpen(activo: Activo): void }) => {
    const translate = useTranslate();
    const activo = useRecordContext<Activo>();
    const src = thumbnailUrl(activo);
    if (!activo) return null;
    if (!src) {
        return (
            <ImageNotSupportedIcon
                color="disabled"
                titleAccess={translate('resources.activos.image.none')}
                sx={{ fontSize: THUMBNAIL_PX * 0.75 }}
            />
        );
    }
    return (
        <ButtonBase
            aria-label={translate('resources.activos.image.open', { codigo: activo.codigo })}
            onClick={() => onOpen(activo)}
            sx={{ borderRadius: 1, overflow: 'hidden' }}
        >
            <Box
                component="img"
                src={src}
                alt={activo.descripcion}
                loading="lazy"
                sx={{ width: THUMBNAIL_PX, height: THUMBNAIL_PX, objectFit: 'cover', display: 'block' }}
            />
        </ButtonBase>
    );
};

// Room for a few words a line: on a laptop the table scrolls sideways rather than squeeze the description.
const DESCRIPCION_MIN_WIDTH = '16rem';

/** The description, with brand and model underneath. */
export const DescripcionCell = () => {
    const activo = useRecordContext<Activo>();
    if (!activo) return null;
    const marcaModelo = [activo.marca, activo.modelo].filter(Boolean).join(' · ');
    return (
        <Box sx={{ minWidth: DESCRIPCION_MIN_WIDTH }}>
            <Typography variant="body2" fontWeight={500}>
                {activo.descripcion}
            </Typography>
            {marcaModelo && (
                <Typography variant="body2" color="text.secondary">
                    {marcaModelo}
                </Typography>
            )}
        </Box>
    );
};

// docs/especificacion-activos.md §2: Activo green, En mantenimiento yellow (the theme's warning is orange), any other value red.
const ESTADO_COLORS: Record<string, SxProps<Theme>> = {
    Activo: { bgcolor: 'success.main', color: 'success.contrastText' },
    'En mantenimiento': { bgcolor: yellow[600], color: 'rgba(0, 0, 0, 0.87)' },
};
const OTRO_ESTADO: SxProps<Theme> = { bgcolor: 'error.main', color: 'error.contrastText' };

export const EstadoBadge = () => {
    const translate = useTranslate();
    const activo = useRecordContext<Activo>();
    if (!activo) return null;
    // Whatever the estado it kept, a disposed asset is out of the books.
    if (activo.fechaBaja) {
        return <Chip size="small" variant="outlined" color="error" label={translate('resources.activos.baja.estado')} />;
    }
    if (!activo.estado) {
        return <Chip size="small" variant="outlined" label={translate('resources.activos.no_estado')} />;
    }
    return <Chip size="small" label={activo.estado} sx={ESTADO_COLORS[activo.estado] ?? OTRO_ESTADO} />;
};
