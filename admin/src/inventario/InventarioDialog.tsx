import { Autocomplete, Chip, TextField as MuiTextField, Typography } from '@mui/material';
import { TextInput, useInput, useTranslate } from 'react-admin';
import { PickerInput } from '../activo/dialog/PickerInput';
import { usePickerOptions } from '../activo/dialog/usePickerOptions';
import { hoyEnLima } from '../common/fechas/dayjs';
import { FechaInput } from '../common/fechas/Fechas';
import { text } from '../common/payload';
import { RecordFormDialog } from '../common/RecordFormDialog';
import { requiredText } from '../common/validation';
import { readSession } from '../session';
import { texto } from './record';
import type { AlcanceInventario, Area, DireccionOption, InventarioNuevo } from '../api/tipos';

type Values = Record<string, unknown>;

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number).filter(Number.isInteger) : []);

/** Only the criteria chosen: an empty scope counts every asset in the books. */
const alcanceDe = (values: Values): AlcanceInventario => {
    const areaIds = ids(values.areaIds);
    const direccionIds = ids(values.direccionIds);
    const sedes = Array.isArray(values.sedes) ? values.sedes.map(text).filter(Boolean) : [];
    return {
        ...(areaIds.length && { areaIds }),
        ...(sedes.length && { sedes }),
        ...(direccionIds.length && { direccionIds }),
    };
};

const toPayload = (values: Values): Values =>
    ({ nombre: text(values.nombre), fechaCorte: text(values.fechaCorte), alcance: alcanceDe(values) }) satisfies InventarioNuevo;

/** Sedes are free text on assets and addresses: each one typed becomes a chip. */
const SedesInput = () => {
    const translate = useTranslate();
    const { field } = useInput({ source: 'sedes', defaultValue: [] });
    const value = Array.isArray(field.value) ? (field.value as string[]) : [];
    return (
        <Autocomplete<string, true, false, true>
            multiple
            freeSolo
            options={[]}
            value={value}
            onChange={(_event, sedes) => field.onChange(Array.from(new Set(sedes.map(text).filter(Boolean))))}
            onBlur={field.onBlur}
            renderValue={(sedes, getItemProps) =>
                sedes.map((sede, index) => {
                    const { key, ...props } = getItemProps({ index });
                    return <Chip key={key} size="small" label={sede} {...props} />;
                })
            }
            renderInput={(params) => (
                <MuiTextField
                    {...params}
                    name={field.name}
                    inputRef={field.ref}
                    label={translate(texto('dialog.sedes'))}
                    helperText={translate(texto('dialog.sedes_hint'))}
                    variant="filled"
                    size="small"
                    margin="dense"
                />
            )}
        />
    );
};

/** Nueva campaña: its name, the cut-off date and which assets it counts. */
export const InventarioDialog = ({ onClose }: { onClose(): void }) => {
    const translate = useTranslate();
    const companiaId = readSession()?.companiaId;
    const areas = usePickerOptions<Area>(
        ['areasDeCompania', companiaId],
        companiaId ? (api) => api.areasDeCompania(companiaId) : undefined,
    );
    const direcciones = usePickerOptions<DireccionOption>(['direccionesDropdown'], (api) => api.direccionesDropdown());
    return (
        <RecordFormDialog
            resource="inventarios"
            title={texto('dialog.title')}
            defaultValues={{ fechaCorte: hoyEnLima(), areaIds: [], direccionIds: [], sedes: [] }}
            saveLabel={texto('dialog.submit')}
            toPayload={toPayload}
            requiredToSave={['nombre', 'fechaCorte']}
            onClose={onClose}
        >
            <TextInput source="nombre" label={texto('dialog.nombre')} validate={requiredText(texto('validation.nombre'))} />
            <FechaInput
                source="fechaCorte"
                label={texto('dialog.fechaCorte')}
                validate={requiredText(texto('validation.fechaCorte'))}
            />
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
                {translate(texto('dialog.alcance'))}
            </Typography>
            <Typography variant="body2" color="text.secondary">
                {translate(texto('dialog.alcance_hint'))}
            </Typography>
            <PickerInput<Area>
                multiple
                label={texto('dialog.areaIds')}
                source="areaIds"
                {...areas}
                optionText={(area) => area.nombre}
                emptyText={texto('dialog.no_areas')}
                errorText={texto('dialog.areas_error')}
                idleText={texto('dialog.no_company')}
            />
            <SedesInput />
            <PickerInput<DireccionOption>
                multiple
                label={texto('dialog.direccionIds')}
                source="direccionIds"
                {...direcciones}
                optionText={(direccion) => direccion.text}
                emptyText={texto('dialog.no_direcciones')}
                errorText={texto('dialog.direcciones_error')}
            />
        </RecordFormDialog>
    );
};
